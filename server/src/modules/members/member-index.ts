/**
 * The members list and its search, answered from memory: every active member in list order
 * (name, then id, as the database sorts them) with their search_text, club and mobile privacy
 * level, kept per data version of members, clubs and member_privacy (db/data-version.ts), so it
 * is exact after any write, whoever writes.
 *
 * A term matches a member when it is part of search_text ("name clubname profession mobile",
 * lower-case; terms are lower-case and hold no spaces) — the definition the search has always
 * had, so every length of term (one letter included) is one pass over the strings, and there is
 * no index that needs three characters. Matching positions are kept per query (terms and club) for
 * the same version, so paging a search or typing the same prefix again costs no second pass.
 *
 * Everything here is the same for every viewer. Per viewer, per request: a term holding a digit
 * that matches a member only in their mobile counts only when the viewer may see that mobile
 * (access/privacy.ts canSee), and the page's cards are masked by the mappers.
 *
 * Memory: ids, clubs and levels as typed arrays plus one string per member: the server's RSS grew
 * by ~35 MB when it built the index of 100,000 members (bench); it grows linearly with members.
 */
import { sql, type RawBuilder } from 'kysely';
import { canSee, type FieldVisibility, type Viewer } from '../../access/privacy.js';
import { versionedCache } from '../../db/data-version.js';
import { isPostgres, type Database } from '../../db/database.js';

/** Rows read per query while building (other requests run in between on SQLite). */
const CHUNK = 10_000;
/** Queries whose matching positions are kept per version. */
const KEPT_QUERIES = 64;

const LEVELS: readonly (FieldVisibility | null)[] = [null, 'district', 'club', 'nobody'];
const levelCode = (level: FieldVisibility | null | undefined) => Math.max(0, LEVELS.indexOf(level ?? null));

export interface MemberIndex {
  /** Active members in list order. */
  ids: Int32Array;
  clubIds: Int32Array;
  /** search_text of each member, same positions. */
  texts: string[];
  /** Index in `texts[i]` where the mobile (the last word) starts. */
  mobileAt: Int32Array;
  /** Mobile privacy level (code of LEVELS). */
  mobileLevel: Uint8Array;
  /** Matching positions per query (most recently used last). */
  queries: Map<string, Int32Array>;
}

/** SQLite: name the covering partial indexes of migration 0002 when they exist (no planner statistics). */
const hasIndexes = new WeakMap<Database, Promise<boolean>>();
function sqliteHints(db: Database): Promise<boolean> {
  let known = hasIndexes.get(db);
  if (!known) {
    const names = ['members_active_name_idx', 'members_active_search_idx'];
    known = sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'index' and name in (${sql.join(names)})`
      .execute(db)
      .then((r) => Number(r.rows[0]?.n) === names.length);
    hasIndexes.set(db, known);
  }
  return known;
}

/** Active members in list order (as the database collates names): ids, clubs and search texts. */
interface Listed {
  ids: number[];
  clubIds: number[];
  texts: string[];
}

async function listed(db: Database): Promise<Listed> {
  const out: Listed = { ids: [], clubIds: [], texts: [] };
  // PostgreSQL: one query (it does not hold up the process while it runs), one snapshot.
  if (isPostgres(db)) {
    const { rows } = await sql<{ id: number; club_id: number; search_text: string }>`
      select m.id, m.club_id, m.search_text from members m where m.is_active = 1 order by m.name, m.id`.execute(db);
    for (const r of rows) {
      out.ids.push(Number(r.id));
      out.clubIds.push(Number(r.club_id));
      out.texts.push(r.search_text);
    }
    return out;
  }
  // SQLite answers synchronously: read in chunks, so other requests run in between. Texts from
  // the narrow search index by id, then the order from the narrow name index. A member written
  // between two reads changes the data version: the next request builds again.
  const hints = await sqliteHints(db);
  const hint = (name: string) => (hints ? sql.raw(`indexed by ${name}`) : sql``);
  const textById: string[] = [];
  let afterId = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; search_text: string }>`
      select m.id, m.search_text from members m ${hint('members_active_search_idx')}
      where m.is_active = 1 and m.id > ${afterId} order by m.id limit ${CHUNK}`.execute(db);
    for (const r of rows) textById[Number(r.id)] = r.search_text;
    if (rows.length < CHUNK) break;
    afterId = Number(rows[rows.length - 1]!.id);
  }
  let after: { name: string; id: number } | null = null;
  for (;;) {
    const from: RawBuilder<unknown> = after ? sql`and (m.name > ${after.name} or (m.name = ${after.name} and m.id > ${after.id}))` : sql``;
    const { rows }: { rows: { id: number; club_id: number; name: string }[] } = await sql<{ id: number; club_id: number; name: string }>`
      select m.id, m.club_id, m.name from members m ${hint('members_active_name_idx')}
      where m.is_active = 1 ${from} order by m.name, m.id limit ${CHUNK}`.execute(db);
    for (const r of rows) {
      out.ids.push(Number(r.id));
      out.clubIds.push(Number(r.club_id));
      out.texts.push(textById[Number(r.id)] ?? '');
    }
    if (rows.length < CHUNK) break;
    const last: { id: number; name: string } = rows[rows.length - 1]!;
    after = { name: last.name, id: Number(last.id) };
  }
  return out;
}

async function build(db: Database): Promise<MemberIndex> {
  const { ids, clubIds, texts } = await listed(db);
  const levels = await db
    .selectFrom('member_privacy')
    .select(['member_id', 'mobile'])
    .where('mobile', '!=', 'district')
    .execute();
  const levelOf = new Map(levels.map((r) => [Number(r.member_id), levelCode(r.mobile)]));

  const n = ids.length;
  const index: MemberIndex = {
    ids: Int32Array.from(ids),
    clubIds: Int32Array.from(clubIds),
    texts,
    mobileAt: new Int32Array(n),
    mobileLevel: new Uint8Array(n),
    queries: new Map(),
  };
  for (let i = 0; i < n; i++) {
    index.mobileAt[i] = texts[i]!.lastIndexOf(' ') + 1;
    index.mobileLevel[i] = levelOf.get(ids[i]!) ?? 0;
  }
  return index;
}

export const memberIndex = versionedCache(['members', 'clubs', 'member_privacy'], build);

/** Positions (in list order) of the members of `clubId` (null: any club) whose search_text holds every term. */
function matching(index: MemberIndex, terms: readonly string[], clubId: number | null): Int32Array {
  const key = `${clubId ?? '*'}\u0000${terms.join('\u0000')}`;
  const kept = index.queries.get(key);
  if (kept) {
    index.queries.delete(key);
    index.queries.set(key, kept);
    return kept;
  }
  const { texts, clubIds } = index;
  const out: number[] = [];
  // Longest term first: usually the rarest, so the others are checked least.
  const ordered = [...terms].sort((a, b) => b.length - a.length);
  for (let i = 0; i < texts.length; i++) {
    if (clubId !== null && clubIds[i] !== clubId) continue;
    const text = texts[i]!;
    let all = true;
    for (const t of ordered) {
      if (!text.includes(t)) {
        all = false;
        break;
      }
    }
    if (all) out.push(i);
  }
  const found = Int32Array.from(out);
  index.queries.set(key, found);
  if (index.queries.size > KEPT_QUERIES) index.queries.delete(index.queries.keys().next().value as string);
  return found;
}

/**
 * Privacy: of a member's own fields only the mobile holds digits, so a term with a digit found
 * only in the mobile counts when the viewer may see that mobile. The first occurrence of a term
 * (no spaces) lies before the mobile when any occurrence does.
 */
function visibleTo(index: MemberIndex, positions: Int32Array, digitTerms: readonly string[], viewer: Viewer): Int32Array {
  if (digitTerms.length === 0 || viewer.districtAdmin) return positions;
  return positions.filter((i) => {
    const text = index.texts[i]!;
    if (digitTerms.every((t) => text.indexOf(t) < index.mobileAt[i]!)) return true;
    const owner = { id: index.ids[i]!, clubId: index.clubIds[i]! };
    return canSee(viewer, owner, 'mobile', LEVELS[index.mobileLevel[i]!]);
  });
}

/** Ids of one page of active members matching `terms` (in club `clubId` when given), in list order, and the exact total. */
export async function searchMembers(
  db: Database,
  q: { viewer: Viewer; terms: readonly string[]; clubId: number | null; offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const index = await memberIndex(db);
  const page = (total: number, positionAt: (k: number) => number) => {
    const ids: number[] = [];
    for (let k = q.offset; k < Math.min(total, q.offset + q.limit); k++) ids.push(index.ids[positionAt(k)]!);
    return { ids, total };
  };
  // Every active member: the list itself.
  if (q.terms.length === 0 && q.clubId === null) return page(index.ids.length, (k) => k);
  const positions = visibleTo(index, matching(index, q.terms, q.clubId), q.terms.filter((t) => /\d/.test(t)), q.viewer);
  return page(positions.length, (k) => positions[k]!);
}
