/**
 * Delta sync rules: cursors, pages, full copies and deltas, and what they cost an account.
 *
 * Cursor (opaque to clients, version 2), bound to the account it was given to:
 * - `2.f.<snap>.<year>.<collection>.<afterId>.<mac>`: a full copy in progress. Collections are sent
 *   in SYNC_COLLECTIONS order, each in id order; `snap` is the change-log position the copy started at.
 * - `2.d.<seq>.<year>.<mac>`: the copy holds every change up to `seq`.
 * `year` is the academic year the copy was made in (0: none). `mac` is the first 20 hex digits of
 * HMAC-SHA256(server key, "<member id>|<cursor before the mac>"), so a cursor continues only for
 * the account it was given to and only as it was given.
 *
 * Continuity: a cursor this account was not given — another account's, an edited one, one that
 * skips ahead, one of an older format — is not an error: the answer starts a fresh copy with
 * `reset: true`, exactly like a first sync (no cursor). Fresh copies are what a new phone or a
 * cleared browser needs, and an account gets a few a day (access/read-limits.ts). A new current
 * year, or a cursor ahead of the log (the database was replaced), also starts over, at the
 * server's initiative. Only a cursor the contract refuses (length, characters) answers 422.
 *
 * Volume: every member row sent counts in the account's hourly member-record budget (with
 * profiles, list and search pages); member rows of full-copy pages count, besides, in the day's
 * full copies (a copy resumed from an old cursor included).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SYNC_COLLECTIONS, SYNC_PAGE_DEFAULT, type SyncCollection, type SyncData, type SyncGone } from '@d320b/contract';
import { maskFields, privacyOf, visibleFields, type Viewer } from '../../access/privacy.js';
import type { ReadLimiter } from '../../access/read-limits.js';
import type { Database } from '../../db/database.js';
import { toWire } from './mappers.js';
import { currentAcademicYearId } from '../../db/academic-year.js';
import { changesBetween, LOGGED_TABLE, rowsAfter, rowsByIds, settledSeq, type SqlRow, type SyncScope } from './repository.js';

type Cursor =
  | { kind: 'full'; snap: number; year: number; index: number; afterId: number }
  | { kind: 'delta'; seq: number; year: number };

const FULL = /^2\.f\.(\d{1,15})\.(\d{1,15})\.(\d{1,2})\.(\d{1,15})$/;
const DELTA = /^2\.d\.(\d{1,15})\.(\d{1,15})$/;
const MAC_HEX = 20;

/** The cursor's fields, or null when the text is not a cursor of this version. */
function parseBody(text: string): Cursor | null {
  const f = FULL.exec(text);
  if (f) {
    const index = Number(f[3]);
    if (index < SYNC_COLLECTIONS.length) return { kind: 'full', snap: Number(f[1]), year: Number(f[2]), index, afterId: Number(f[4]) };
  }
  const d = DELTA.exec(text);
  if (d) return { kind: 'delta', seq: Number(d[1]), year: Number(d[2]) };
  return null;
}

function formatBody(c: Cursor): string {
  return c.kind === 'full' ? `2.f.${c.snap}.${c.year}.${c.index}.${c.afterId}` : `2.d.${c.seq}.${c.year}`;
}

/** Who a cursor is given to, and the server's key for its MAC (lib/secrets.ts). */
export interface CursorOwner {
  memberId: number;
  key: Buffer;
}

const macOf = (owner: CursorOwner, body: string) =>
  createHmac('sha256', owner.key).update(`${owner.memberId}|${body}`).digest('hex').slice(0, MAC_HEX);

export function formatCursor(owner: CursorOwner, c: Cursor): string {
  const body = formatBody(c);
  return `${body}.${macOf(owner, body)}`;
}

/** The cursor, when it is one this account was given; null otherwise. */
export function openCursor(owner: CursorOwner, text: string): Cursor | null {
  const dot = text.lastIndexOf('.');
  if (dot < 0) return null;
  const body = text.slice(0, dot);
  const mac = Buffer.from(text.slice(dot + 1));
  const want = Buffer.from(macOf(owner, body));
  if (mac.length !== want.length || !timingSafeEqual(mac, want)) return null;
  return parseBody(body);
}

export interface SyncAnswer {
  reset: boolean;
  cursor: string;
  more: boolean;
  data: SyncData;
  gone: SyncGone;
}

const collectionOfTable = new Map<string, SyncCollection>(SYNC_COLLECTIONS.map((c) => [LOGGED_TABLE[c], c]));

function put<K extends SyncCollection>(data: SyncData, c: K, rows: SqlRow[]): void {
  if (rows.length === 0) return;
  const mapped = rows.map((r) => toWire[c](r));
  (data[c] as unknown[] | undefined) = [...((data[c] as unknown[] | undefined) ?? []), ...mapped];
}

/**
 * Empties the member fields the viewer may not see (per-field privacy, access/privacy.ts): the
 * offline copy never holds more than the member screens would show this viewer. Hidden birthdays
 * and marriage days are gone too, so the phone does not greet them.
 */
/** The offline copy's keys of the private member fields (packages/contract/src/sync.ts). */
const SYNC_MEMBER_FIELDS = { mobile: 'mo', phone: 'ph', email: 'e', birthday: 'b', marriage: 'md', address: 'a', spouse: 's' } as const;

export async function withPrivacy(db: Database, viewer: Viewer, data: SyncData): Promise<SyncData> {
  const members = data.m;
  if (!members?.length) return data;
  const settings = await privacyOf(db, members.map((m) => m.i));
  data.m = members.map((m) => maskFields(visibleFields(viewer, { id: m.i, clubId: m.c }, settings.get(m.i)), m, SYNC_MEMBER_FIELDS));
  return data;
}

export interface SyncCaller extends CursorOwner {
  /** The account's read limits (the app's one limiter). */
  reads: Pick<ReadLimiter, 'takeRecords' | 'checkFullCopy' | 'countFullCopy'>;
}

export async function syncPage(
  db: Database,
  today: string,
  caller: SyncCaller,
  input: { cursor?: string | undefined; limit?: number | undefined },
): Promise<SyncAnswer> {
  const limit = input.limit ?? SYNC_PAGE_DEFAULT;
  const parsed = input.cursor ? openCursor(caller, input.cursor) : null;
  const [yearId, settled] = [await currentAcademicYearId(db), await settledSeq(db)];
  const scope: SyncScope = { yearId, today };
  const year = yearId ?? 0;

  const stale =
    !parsed ||
    parsed.year !== year ||
    (parsed.kind === 'delta' ? parsed.seq > settled : parsed.snap > settled);
  const cursor: Cursor = stale ? { kind: 'full', snap: settled, year, index: 0, afterId: 0 } : parsed;

  const answer =
    cursor.kind === 'full'
      ? { ...(await fullPage(db, scope, caller, cursor, limit)), reset: stale }
      : { ...(await deltaPage(db, scope, caller, cursor, settled, limit)), reset: false };
  // What the page costs the account: the day's full copies, then the hour's member records.
  const members = answer.data.m?.length ?? 0;
  if (cursor.kind === 'full') await caller.reads.checkFullCopy(caller.memberId, members);
  await caller.reads.takeRecords(caller.memberId, members);
  if (cursor.kind === 'full') await caller.reads.countFullCopy(caller.memberId, members);
  return answer;
}

/** The next rows of a full copy: up to `limit` rows, across collections. */
async function fullPage(db: Database, scope: SyncScope, owner: CursorOwner, from: Cursor & { kind: 'full' }, limit: number) {
  const data: SyncData = {};
  let budget = limit;
  let { index, afterId } = from;
  while (index < SYNC_COLLECTIONS.length) {
    const c = SYNC_COLLECTIONS[index]!;
    const rows = await rowsAfter(db, c, scope, afterId, budget);
    put(data, c, rows);
    budget -= rows.length;
    if (budget <= 0) {
      const next: Cursor = { ...from, index, afterId: Number(rows.at(-1)!.id) };
      return { cursor: formatCursor(owner, next), more: true, data, gone: {} };
    }
    index += 1;
    afterId = 0;
  }
  return { cursor: formatCursor(owner, { kind: 'delta', seq: from.snap, year: from.year }), more: false, data, gone: {} };
}

/** Changes after the cursor: changed rows as they are now; rows gone or no longer shown as ids. */
async function deltaPage(db: Database, scope: SyncScope, owner: CursorOwner, from: Cursor & { kind: 'delta' }, settled: number, limit: number) {
  const entries = await changesBetween(db, from.seq, settled, limit + 1);
  const more = entries.length > limit;
  const page = more ? entries.slice(0, limit) : entries;
  const upto = more ? page.at(-1)!.seq : settled;

  const touched = new Map<SyncCollection, Set<number>>();
  for (const e of page) {
    const c = collectionOfTable.get(e.tbl);
    if (!c) continue;
    let ids = touched.get(c);
    if (!ids) touched.set(c, (ids = new Set()));
    ids.add(e.row_id);
  }

  const data: SyncData = {};
  const gone: SyncGone = {};
  for (const c of SYNC_COLLECTIONS) {
    const ids = touched.get(c);
    if (!ids) continue;
    const rows = await rowsByIds(db, c, scope, [...ids].sort((a, b) => a - b));
    put(data, c, rows);
    const present = new Set(rows.map((r) => Number(r.id)));
    const missing = [...ids].filter((id) => !present.has(id)).sort((a, b) => a - b);
    if (missing.length) gone[c] = missing;
  }
  return { cursor: formatCursor(owner, { kind: 'delta', seq: upto, year: from.year }), more, data, gone };
}
