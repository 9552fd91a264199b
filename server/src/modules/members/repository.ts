import { sql, type RawBuilder } from 'kysely';
import { isPostgres, type Database } from '../../db/database.js';
import { updateMember } from '../../db/member-writer.js';
import type { PageWindow } from '../../lib/paging.js';
import { visibleSql, type Viewer } from '../../access/privacy.js';
import type { MemberCardRow } from '../shared/member-card.js';

export interface MemberListRow extends MemberCardRow {
  club_id: number;
  profession: string | null;
}

export interface MemberListQuery extends PageWindow {
  /** Who searches: a term matching only a mobile the viewer may not see does not match (access/privacy.ts). */
  viewer: Viewer;
  /** Lower-case terms that must all appear in search_text (see search.ts). */
  terms: string[];
  clubId: number | null;
}

/** Trigram indexes need 3 characters; shorter terms are checked with LIKE. */
const TRIGRAM = 3;
/**
 * How a page of many matches is fetched (see walkIsCheaper). Tests pin the
 * strategy to check both give the same answers.
 */
export const pageStrategy: { mode: 'auto' | 'walk' | 'sort'; alwaysSortUpTo: number } = {
  mode: 'auto',
  /** Up to this many matches, sorting them all is cheap whatever the page. */
  alwaysSortUpTo: 2000,
};

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const likeContains = (column: RawBuilder<unknown>, term: string) =>
  sql`${column} like ${`%${escapeLike(term)}%`} escape '\\'`;
/** FTS5 query: every term as a quoted phrase (quotes doubled), all required. */
const ftsQuery = (terms: string[]) => terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ');

/** The member card (shared/member-card.ts) plus what the members list adds. */
const listColumns = sql`m.id as member_id, m.name as member_name, m.photo as member_photo, m.mobile_number as member_mobile,
  c.name as club_name, m.club_id, m.club_id as member_club_id, m.profession,
  (select pv.mobile from member_privacy pv where pv.member_id = m.id) as member_mobile_level`;

/** For each term, the clubs whose name contains it; and how many clubs there are. */
async function clubsNaming(db: Database, terms: string[]): Promise<{ clubCount: number; byTerm: number[][] }> {
  const byTerm: number[][] = terms.map(() => []);
  if (terms.length === 0) return { clubCount: 0, byTerm };
  const flags = terms.map(
    (t, i) => sql`case when ${likeContains(sql`lower(name)`, t)} then 1 else 0 end as ${sql.ref(`t${i}`)}`,
  );
  const any = sql.join(
    terms.map((t) => likeContains(sql`lower(name)`, t)),
    sql` or `,
  );
  const [hits, count] = await Promise.all([
    sql<Record<string, number>>`select id, ${sql.join(flags)} from clubs where ${any}`.execute(db),
    sql<{ n: number }>`select count(*) as n from clubs`.execute(db),
  ]);
  for (const row of hits.rows) {
    terms.forEach((_, i) => {
      if (Number(row[`t${i}`]) === 1) byTerm[i]!.push(Number(row.id));
    });
  }
  return { clubCount: Number(count.rows[0]?.n ?? 0), byTerm };
}

/**
 * Active members by name (then id), one page, with the exact number of
 * matches. A term matches when it is part of search_text, i.e. of the name,
 * club name, profession or mobile (terms hold no spaces, so a match never
 * spans two of them). Club-name hits are resolved through the clubs table:
 * a term in every club's name ("lions", "club") filters nothing and is
 * dropped; with a club filter, a term in that club's name is dropped too.
 */
export async function listMembers(db: Database, q: MemberListQuery): Promise<{ rows: MemberListRow[]; total: number }> {
  const { clubCount, byTerm } = await clubsNaming(db, q.terms);
  const terms = q.terms
    .map((term, i) => ({ term, clubIds: byTerm[i]! }))
    .filter((t) => !(clubCount > 0 && t.clubIds.length === clubCount))
    .filter((t) => !(q.clubId !== null && t.clubIds.includes(q.clubId)));
  const base: RawBuilder<unknown>[] = [sql`m.is_active = 1`];
  if (q.clubId !== null) base.push(sql`m.club_id = ${q.clubId}`);
  // Privacy: of the member's own fields only the mobile holds digits, so a term with a digit
  // matches a member whose mobile the viewer may not see only through name, profession or club.
  const mobileVisible = visibleSql(q.viewer, 'mobile');
  for (const t of terms) {
    if (!/\d/.test(t.term)) continue;
    const inName = likeContains(sql`lower(m.name || ' ' || coalesce(m.profession, ''))`, t.term);
    const inClub = t.clubIds.length > 0 ? sql` or m.club_id in (${sql.join(t.clubIds)})` : sql``;
    base.push(sql`(${mobileVisible} or ${inName}${inClub})`);
  }
  return isPostgres(db) ? listMembersPg(db, q, terms, base) : listMembersSqlite(db, q, terms, base);
}

interface Term {
  term: string;
  /** Clubs whose name contains the term. */
  clubIds: number[];
}

/** The member's own searchable fields, exactly as the pg_trgm index of migration 0002 reads them. */
const ownText = sql`(m.name || ' ' || coalesce(m.profession, '') || ' ' || m.mobile_number)`;

/**
 * PostgreSQL: terms of 3+ characters are an ILIKE on the member's own fields
 * (pg_trgm GIN index), OR-ed with the clubs whose name holds them; shorter
 * terms are a LIKE on search_text. The count comes first and decides how to
 * get the page, as on SQLite.
 */
async function listMembersPg(db: Database, q: MemberListQuery, terms: Term[], base: RawBuilder<unknown>[]) {
  const conditions = [...base];
  for (const t of terms) {
    const own = sql`${ownText} ilike ${`%${escapeLike(t.term)}%`} escape '\\'`;
    if ([...t.term].length < TRIGRAM) conditions.push(likeContains(sql`m.search_text`, t.term));
    else if (t.clubIds.length === 0 || q.clubId !== null) conditions.push(own);
    else conditions.push(sql`(m.club_id in (${sql.join(t.clubIds)}) or ${own})`);
  }
  const where = sql.join(conditions, sql` and `);
  const count = await sql<{ n: number }>`select count(*) as n from members m where ${where}`.execute(db);
  const total = Number(count.rows[0]?.n ?? 0);
  if (total === 0 || q.offset >= total) return { rows: [], total };
  const rows = (await walkIsCheaper(db, q, total))
    ? await sql<MemberListRow>`select ${listColumns} from members m join clubs c on c.id = m.club_id where ${where}
        order by m.name, m.id limit ${q.limit} offset ${q.offset}`.execute(db)
    : // Gather the matches first: left alone, the planner may walk the name index looking for rare ones.
      await sql<MemberListRow>`with hits as materialized (select m.id, m.name from members m where ${where})
        select ${listColumns} from hits h join members m on m.id = h.id join clubs c on c.id = m.club_id
        order by m.name, m.id limit ${q.limit} offset ${q.offset}`.execute(db);
  return { rows: rows.rows, total };
}

/** The partial indexes of active members that migration 0002 creates on SQLite. */
const INDEX = {
  /** (name, id, club_id): walking members in list order. */
  byName: 'members_active_name_idx',
  /** (club_id, name, id): one club's members in list order. */
  byClub: 'members_active_club_idx',
  /** (id, club_id, name, search_text): checking and sorting candidates without reading member rows. */
  hot: 'members_active_search_idx',
} as const;

const indexesPresent = new WeakMap<Database, Promise<boolean>>();

/**
 * The planner has no statistics, so list queries name the index to use.
 * A database migrated by an early draft of migration 0002 lacks these
 * indexes (and has a text index that includes inactive members): it goes
 * without the hints and always checks hits against the members table.
 */
function useIndexes(db: Database): Promise<boolean> {
  let known = indexesPresent.get(db);
  if (!known) {
    const names = Object.values(INDEX);
    known = sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'index' and name in (${sql.join(names)})`
      .execute(db)
      .then((r) => Number(r.rows[0]?.n) === names.length);
    indexesPresent.set(db, known);
  }
  return known;
}

/**
 * SQLite: terms of 3+ characters are looked up in the FTS5 trigram index of
 * the member's own fields (name, profession, mobile), OR-ed with the clubs
 * whose name holds them; shorter terms are a LIKE on search_text. Counting
 * and choosing a page's ids read only narrow indexes; full rows are read for
 * the page alone.
 */
async function listMembersSqlite(db: Database, q: MemberListQuery, terms: Term[], base: RawBuilder<unknown>[]) {
  const indexed = await useIndexes(db);
  const by = (name: string) => (indexed ? sql.raw(`indexed by ${name}`) : sql``);
  const walkIndex = by(q.clubId === null ? INDEX.byName : INDEX.byClub);

  const conditions = [...base];
  const ownFieldTerms: string[] = []; // in no club name: the text index alone decides
  const clubTerms: Term[] = []; // in some club names
  for (const t of terms) {
    if ([...t.term].length < TRIGRAM) conditions.push(likeContains(sql`m.search_text`, t.term));
    // With a club filter, other clubs' names cannot match: only the member's own fields can.
    else if (t.clubIds.length === 0 || q.clubId !== null) ownFieldTerms.push(t.term);
    else clubTerms.push(t);
  }
  const textHits = (terms: string[]) => sql`(select rowid from members_fts where members_fts match ${ftsQuery(terms)})`;
  const inClubs = (t: Term) => sql`m.club_id in (${sql.join(t.clubIds)})`;
  const inClubsOrText = (t: Term) => sql`(${inClubs(t)} or m.id in ${textHits([t.term])})`;
  const order = sql`order by m.name, m.id limit ${q.limit} offset ${q.offset}`;

  let total: number;
  let sortIds: RawBuilder<unknown>; // ids of the page, gathering and sorting every match
  let walkIds: RawBuilder<unknown>; // ids of the page, walking members in name order

  if (ownFieldTerms.length > 0) {
    const match = ftsQuery(ownFieldTerms);
    const where = sql.join([...conditions, ...clubTerms.map(inClubsOrText)], sql` and `);
    const hits = sql`members_fts cross join members m ${by(INDEX.hot)} on m.id = members_fts.rowid`;
    // The text index holds active members only: with nothing else to check, its own count is the answer.
    const textOnly = indexed && conditions.length === 1 && clubTerms.length === 0;
    const count = textOnly
      ? await sql<{ n: number }>`select count(*) as n from members_fts where members_fts match ${match}`.execute(db)
      : await sql<{ n: number }>`select count(*) as n from ${hits} where members_fts match ${match} and ${where}`.execute(db);
    total = Number(count.rows[0]?.n ?? 0);
    sortIds = sql`select m.id from ${hits} where members_fts match ${match} and ${where} ${order}`;
    walkIds = sql`select m.id from members m ${walkIndex} where m.id in ${textHits(ownFieldTerms)} and ${where} ${order}`;
  } else if (clubTerms.length > 0) {
    // Every long term is in some club names. The first one's matches are two
    // disjoint parts: members of those clubs (an index range) and text hits
    // in other clubs; scanning every member for the OR would be far slower.
    const [first, ...others] = clubTerms as [Term, ...Term[]];
    const where = sql.join([...conditions, ...others.map(inClubsOrText)], sql` and `);
    const [inClubCount, textCount] = await Promise.all([
      sql<{ n: number }>`select count(*) as n from members m ${by(INDEX.byClub)} where ${where} and ${inClubs(first)}`.execute(db),
      sql<{ n: number }>`
        select count(*) as n from members_fts cross join members m ${by(INDEX.hot)} on m.id = members_fts.rowid
        where members_fts match ${ftsQuery([first.term])} and ${where} and not ${inClubs(first)}`.execute(db),
    ]);
    total = Number(inClubCount.rows[0]?.n ?? 0) + Number(textCount.rows[0]?.n ?? 0);
    const candidates = sql`(select m.id from members m ${by(INDEX.byClub)} where m.is_active = 1 and ${inClubs(first)}
      union all select rowid from members_fts where members_fts match ${ftsQuery([first.term])})`;
    sortIds = sql`select m.id from members m ${by(INDEX.hot)} where m.id in ${candidates} and ${where} ${order}`;
    walkIds = sql`select m.id from members m ${walkIndex} where ${where} and ${inClubsOrText(first)} ${order}`;
  } else {
    const where = sql.join(conditions, sql` and `);
    // The narrowest index that has what the conditions read (search_text only in the widest).
    const scan = by(q.clubId !== null ? INDEX.byClub : conditions.length > 1 ? INDEX.hot : INDEX.byName);
    const count = await sql<{ n: number }>`select count(*) as n from members m ${scan} where ${where}`.execute(db);
    total = Number(count.rows[0]?.n ?? 0);
    sortIds = sql`select m.id from members m ${scan} where ${where} ${order}`;
    walkIds = sql`select m.id from members m ${walkIndex} where ${where} ${order}`;
  }

  if (total === 0 || q.offset >= total) return { rows: [], total };
  const ids = (await walkIsCheaper(db, q, total)) ? walkIds : sortIds;
  const rows = await sql<MemberListRow>`
    select ${listColumns} from members m join clubs c on c.id = m.club_id
    where m.id in (${ids}) order by m.name, m.id`.execute(db);
  return { rows: rows.rows, total };
}

/**
 * Two ways to a page of `total` matches: sort every match by name (cost grows
 * with the matches), or walk members in name order keeping matches until the
 * page is full (cost grows with how deep the page is and how rare matches
 * are). Within one club the walk is always short.
 */
async function walkIsCheaper(db: Database, q: MemberListQuery, total: number): Promise<boolean> {
  if (pageStrategy.mode !== 'auto') return pageStrategy.mode === 'walk';
  if (total <= pageStrategy.alwaysSortUpTo) return false;
  if (q.clubId !== null) return true;
  const size = await sql<{ n: number | null }>`select max(id) as n from members`.execute(db);
  return (q.offset + q.limit) * Number(size.rows[0]?.n ?? 0) < (total * total) / 4;
}

export interface MemberDetailsRow {
  id: number;
  club_id: number;
  club_name: string;
  name: string;
  photo: string | null;
  profession: string | null;
  date_of_birth: string | null;
  marriage_day: string | null;
  spouse: string | null;
  phone_number: string | null;
  mobile_number: string;
  postal_address: string | null;
  email: string | null;
  website: string | null;
  positions_held: string | null;
  about_me: string | null;
  membership_number: string | null;
  date_of_joining: string | null;
  sponsored_by: string | null;
}

/** A district admin or a manager of any club: their login numbers are changed by district admins only. */
export async function holdsAdminRole(db: Database, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('members as m')
    .select((eb) => [
      eb.exists(eb.selectFrom('district_admins as da').select('da.member_id').whereRef('da.member_id', '=', 'm.id')).as('admin'),
      eb.exists(eb.selectFrom('club_managers as cm').select('cm.member_id').whereRef('cm.member_id', '=', 'm.id')).as('manager'),
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
  return !!row && (Boolean(Number(row.admin)) || Boolean(Number(row.manager)));
}

export async function findActiveMember(db: Database, id: number): Promise<MemberDetailsRow | undefined> {
  return db
    .selectFrom('members as m')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select([
      'm.id',
      'm.club_id',
      'c.name as club_name',
      'm.name',
      'm.photo',
      'm.profession',
      'm.date_of_birth',
      'm.marriage_day',
      'm.spouse',
      'm.phone_number',
      'm.mobile_number',
      'm.postal_address',
      'm.email',
      'm.website',
      'm.positions_held',
      'm.about_me',
      'm.membership_number',
      'm.date_of_joining',
      'm.sponsored_by',
    ])
    .where('m.id', '=', id)
    .where('m.is_active', '=', 1)
    .executeTakeFirst();
}

export interface ContactRow {
  id: number;
  club_id: number;
  club_name: string;
  name: string;
  profession: string | null;
  mobile_number: string;
  email: string | null;
}

/** An active member's contact fields; on PostgreSQL the row stays locked until the transaction ends. */
export async function findContactForUpdate(db: Database, id: number): Promise<ContactRow | undefined> {
  let q = db
    .selectFrom('members as m')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select(['m.id', 'm.club_id', 'c.name as club_name', 'm.name', 'm.profession', 'm.mobile_number', 'm.email'])
    .where('m.id', '=', id)
    .where('m.is_active', '=', 1);
  // SQLite has no row locks; its write transaction already serialises writers.
  if (isPostgres(db)) q = q.forUpdate('m');
  return q.executeTakeFirst();
}

/** Another active member already signs in with this number (mobiles are logins). */
export async function mobileTakenByOther(db: Database, mobile: string, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('mobile_number', '=', mobile)
    .where('is_active', '=', 1)
    .where('id', '!=', memberId)
    .executeTakeFirst();
  return !!row;
}

export interface ContactChange {
  changedBy: number;
  memberId: number;
  oldMobile: string;
  newMobile: string;
  oldEmail: string | null;
  newEmail: string | null;
  /** ISO-8601 UTC time of the change. */
  at: string;
}

/**
 * Writes the new contact, its contact_changes row and (when the mobile changed) ends the
 * member's sessions. Call inside a transaction: all of it or none.
 */
export async function applyContactChange(db: Database, change: ContactChange): Promise<void> {
  const now = change.at;
  // The member writer recomputes search_text (it holds the mobile).
  await updateMember(db, change.memberId, { mobile_number: change.newMobile, email: change.newEmail }, now);
  await db
    .insertInto('contact_changes')
    .values({
      changed_by: change.changedBy,
      member_id: change.memberId,
      old_mobile: change.oldMobile,
      new_mobile: change.newMobile,
      old_email: change.oldEmail,
      new_email: change.newEmail,
      created_at: now,
    })
    .execute();
  if (change.oldMobile !== change.newMobile) {
    await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('member_id', '=', change.memberId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
