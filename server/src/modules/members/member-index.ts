/**
 * The members list and its search, answered from memory: every active member in list order
 * (name by code points, then id: `compareMembers` of @d320b/contract member-search) with their
 * card (photo, profession, mobile, club name), search text and privacy levels.
 *
 * Kept exact by changes, not rebuilt: each request reads the data versions of members, clubs and
 * member_privacy (db/data-version.ts, one small read). When they moved, the index reads the
 * change log (sync_log, written by triggers whoever writes: migrations 0006 and 0011) after the
 * last change it applied, reads those members again by id and moves each to its place — a save
 * costs the members it changed, whatever the size of the district. Only a change of more members
 * than REBUILD_ABOVE at once (a roster import), or a log it cannot follow, reads everything again.
 *
 * PostgreSQL hands out log numbers before commit, so a transaction can commit a lower number
 * after a higher one was read. A number missing between two read ones is kept as a hole and asked
 * for again at every refresh until it appears (or HOLE_LIFETIME_MS passes: a rolled-back
 * transaction leaves a hole for ever).
 *
 * A query's members are found by intersecting posting lists of two- and three-character pieces
 * (class Pieces). Answers are kept per query (terms and club) and updated per changed member, not
 * dropped by a write: the exact count, and the matching members in list order — all of them, or
 * the first HEAD when they are more than 4,096 or 1/DENSE of the district (a page past those walks
 * the list on from the last of them).
 *
 * Everything here is the same for every viewer. Per viewer, per request: a term holding a digit
 * that matches a member only in their mobile counts only when the viewer may see that mobile
 * (access/privacy.ts canSee), and the page's cards are masked by the mappers.
 */
import { sql, type RawBuilder } from 'kysely';
import { compareMembers, matchesMemberQuery } from '@d320b/contract';
import { canSee, type FieldVisibility, type Viewer } from '../../access/privacy.js';
import { versionKey, type VersionedTable } from '../../db/data-version.js';
import { isPostgres, type Database } from '../../db/database.js';
import type { MemberCardRow } from '../shared/member-card.js';

/** Rows read per query while building (other requests run in between on SQLite). */
const CHUNK = 10_000;
/** Whole member rows (from the table, not a narrow index) per query: ~10 ms each. */
const ROW_CHUNK = 2_500;
/** Queries whose answers are kept. */
const KEPT_QUERIES = 4_096;
/**
 * Month-day sets whose merged greetings are kept (about a year of days), and the greetings kept in
 * all of them together, per member of the district: a member is greeted on at most two days, so
 * every day of the year fits (each ~40 bytes: ~8 MB at 100,000 members).
 */
const KEPT_GREETING_DAYS = 400;
const KEPT_GREETINGS_PER_MEMBER = 2;
/** Member references kept in all kept answers together, per member of the district. */
const KEPT_REFS_PER_MEMBER = 4;
/**
 * An answer of one-character terms (found by one pass over the list) keeps all its matches when
 * they are at most 1/DENSE of the members and KEPT_MATCHES; other answers keep their first HEAD.
 */
const DENSE = 16;
const KEPT_MATCHES = 4_096;
/** Kept answers are updated per changed member up to this many changes at once; beyond, dropped. */
const UPDATE_KEPT_UP_TO = 64;
/** More changed members than this (and than a tenth of the district) at once: read everything again. */
const REBUILD_ABOVE = 2_000;
/** Log rows read per refresh at most (more: read everything again). */
const LOG_ROWS = 20_000;
/** How long a missing log number is waited for. */
const HOLE_LIFETIME_MS = 10 * 60_000;
/** Log numbers read again at the first refresh after a build (commits that were under way then). */
const BUILD_OVERLAP = 256;

const TABLES: readonly VersionedTable[] = ['members', 'clubs', 'member_privacy'];
const LEVELS: readonly (FieldVisibility | null)[] = [null, 'district', 'club', 'nobody'];
const levelCode = (level: FieldVisibility | null | undefined) => Math.max(0, LEVELS.indexOf(level ?? null));

/** One active member as the index holds them. */
export interface IndexedMember {
  readonly id: number;
  readonly clubId: number;
  readonly name: string;
  /** The card's photo key, profession and mobile as stored (the list's cards are answered from here). */
  readonly photo: string | null;
  readonly profession: string | null;
  readonly mobile: string;
  /** search_text (memberSearchText). */
  readonly text: string;
  /** Index in `text` where the mobile (the last word) starts. */
  readonly mobileAt: number;
  /** Mobile privacy level (code of LEVELS). */
  readonly level: number;
  /** Month-day of birth and of marriage as MMDD (0: none), the greetings' days. */
  readonly birth: number;
  readonly marriage: number;
  /** Privacy levels of the birthday and the marriage day (codes of LEVELS). */
  readonly birthLevel: number;
  readonly marriageLevel: number;
  /** Grows with list order (set by the index): sorts a handful of matches without comparing names. */
  key?: number;
}

interface Row {
  id: number | string;
  club_id: number | string;
  name: string;
  photo: string | null;
  profession: string | null;
  mobile_number: string;
  search_text: string;
  birth_md?: string | null;
  marriage_md?: string | null;
}

/** Privacy levels of a member (null: no settings, every field 'district'). */
interface Levels {
  mobile?: FieldVisibility | null;
  birthday?: FieldVisibility | null;
  marriage?: FieldVisibility | null;
}

/** 'MM-DD' → MMDD (0 for none). */
const monthDay = (md: string | null | undefined): number => (md ? Number(md.slice(0, 2)) * 100 + Number(md.slice(3, 5)) : 0);

const toMember = (r: Row, levels: Levels | undefined): IndexedMember => ({
  id: Number(r.id),
  clubId: Number(r.club_id),
  name: r.name,
  photo: r.photo,
  profession: r.profession,
  mobile: r.mobile_number,
  text: r.search_text,
  mobileAt: r.search_text.lastIndexOf(' ') + 1,
  level: levelCode(levels?.mobile),
  birth: monthDay(r.birth_md),
  marriage: monthDay(r.marriage_md),
  birthLevel: levelCode(levels?.birthday),
  marriageLevel: levelCode(levels?.marriage),
});

export type GreetingKind = 'birthday' | 'marriage';

/** A greeting: a member on one of their days (one per occasion). */
export interface IndexedGreeting {
  readonly member: IndexedMember;
  readonly kind: GreetingKind;
}

interface Kept {
  readonly terms: readonly string[];
  readonly clubId: number | null;
  count: number;
  /**
   * The first matches in list order: all of them when `all`, else (many matches) the first
   * `head.length` of them, at most HEAD (possibly none: a page past them walks the list on from
   * the last and adds what it finds).
   */
  head: IndexedMember[];
  all: boolean;
}

/** Matches kept at the head of an answer with many matches (ten pages). */
const HEAD = 200;

/** Indexes 0..n-1 of the `k` smallest keys (keyOf(i)), in ascending key order. */
function smallest(n: number, keyOf: (i: number) => number, k: number): number[] {
  const heapKey = new Float64Array(k);
  const heapAt = new Int32Array(k);
  let size = 0;
  const swap = (a: number, b: number) => {
    const key = heapKey[a]!;
    heapKey[a] = heapKey[b]!;
    heapKey[b] = key;
    const at = heapAt[a]!;
    heapAt[a] = heapAt[b]!;
    heapAt[b] = at;
  };
  for (let i = 0; i < n; i++) {
    const key = keyOf(i);
    if (size < k) {
      // A max-heap of the k smallest so far: sift up.
      let c = size++;
      heapKey[c] = key;
      heapAt[c] = i;
      while (c > 0) {
        const parent = (c - 1) >> 1;
        if (heapKey[parent]! >= heapKey[c]!) break;
        swap(parent, c);
        c = parent;
      }
    } else if (key < heapKey[0]!) {
      heapKey[0] = key;
      heapAt[0] = i;
      let c = 0;
      for (;;) {
        const l = 2 * c + 1;
        const r = l + 1;
        let top = c;
        if (l < size && heapKey[l]! > heapKey[top]!) top = l;
        if (r < size && heapKey[r]! > heapKey[top]!) top = r;
        if (top === c) break;
        swap(top, c);
        c = top;
      }
    }
  }
  const out = Array.from(heapAt.subarray(0, size));
  return out.sort((a, b) => keyOf(a) - keyOf(b));
}

/** A kept answer's key: its club and its terms (in any order: sorted). */
const keyOf = (terms: readonly string[], clubId: number | null) => `${clubId ?? '*'}\u0000${[...terms].sort().join('\u0000')}`;

function matches(m: IndexedMember, terms: readonly string[], clubId: number | null): boolean {
  return (clubId === null || m.clubId === clubId) && matchesMemberQuery(m.text, terms);
}

/** Position of `m` in `list` (list order), or where it would go. */
function positionIn(list: readonly IndexedMember[], m: { name: string; id: number }): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareMembers(list[mid]!, m) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function removeFrom(list: IndexedMember[], m: IndexedMember): boolean {
  const at = positionIn(list, m);
  if (list[at]?.id !== m.id) return false;
  list.splice(at, 1);
  return true;
}

function insertInto(list: IndexedMember[], m: IndexedMember): void {
  list.splice(positionIn(list, m), 0, m);
}


/** Spacing of order keys when they are (re)numbered. */
const KEY_STEP = 1 << 20;

/** The key of a club's list among the pieces (pieces are never negative). */
const clubKey = (clubId: number) => -1 - clubId;

/** Pairs are numbered above every triple (a triple's number is below 2^48). */
const PAIR_BASE = 2 ** 48;

/** The distinct two- and three-character pieces of a text, as numbers (of UTF-16 units). */
function pieces(text: string, out = new Set<number>()): Set<number> {
  for (let i = 0; i + 1 < text.length; i++) {
    const ab = text.charCodeAt(i) * 65_536 + text.charCodeAt(i + 1);
    out.add(PAIR_BASE + ab);
    if (i + 2 < text.length) out.add(ab * 65_536 + text.charCodeAt(i + 2));
  }
  return out;
}

/**
 * The pieces a term's matches must all hold: the term itself when it is two or three characters
 * long (then holding the piece is matching it), else each of its three-character pieces; none for
 * a single character.
 */
function piecesOfTerm(term: string): { pieces: number[]; exact: boolean } {
  if (term.length < 2) return { pieces: [], exact: false };
  if (term.length === 2) return { pieces: [PAIR_BASE + term.charCodeAt(0) * 65_536 + term.charCodeAt(1)], exact: true };
  return { pieces: [...pieces(term)].filter((g) => g < PAIR_BASE), exact: term.length === 3 };
}

/** The member's greeting days: [kind, MMDD] for each occasion they have. */
function daysOf(m: IndexedMember): [GreetingKind, number][] {
  const out: [GreetingKind, number][] = [];
  if (m.birth) out.push(['birthday', m.birth]);
  if (m.marriage) out.push(['marriage', m.marriage]);
  return out;
}

/** What a member is listed under: the pieces of their search text and their club. */
function piecesOf(m: IndexedMember): Set<number> {
  return pieces(m.text).add(clubKey(m.clubId));
}

interface Posting {
  ids: Int32Array;
  len: number;
}

/**
 * Which members hold each two- and three-character piece of text, and which belong to each club:
 * a term of three or more characters can only be part of a member's text when all its
 * three-character pieces are, and a term of two or three characters is part of it exactly when
 * the text holds that piece. The members of a query are found by intersecting the lists of its
 * pieces (and of its club), shortest first; only what the lists cannot tell is checked against the
 * texts. Unordered lists; a changed member touches only the pieces it gained or lost.
 */
class Pieces {
  readonly #lists = new Map<number, Posting>();

  add(id: number, grams: Iterable<number>): void {
    for (const g of grams) {
      let p = this.#lists.get(g);
      if (!p) this.#lists.set(g, (p = { ids: new Int32Array(4), len: 0 }));
      if (p.len === p.ids.length) {
        const bigger = new Int32Array(p.ids.length * 2);
        bigger.set(p.ids);
        p.ids = bigger;
      }
      p.ids[p.len++] = id;
    }
  }

  remove(id: number, grams: Iterable<number>): void {
    for (const g of grams) {
      const p = this.#lists.get(g);
      if (!p) continue;
      const at = p.ids.subarray(0, p.len).indexOf(id);
      if (at < 0) continue;
      p.ids[at] = p.ids[p.len - 1]!;
      p.len -= 1;
      if (p.len === 0) this.#lists.delete(g);
    }
  }

  /** Stamps of the last intersection, by member id. */
  #marks = new Int32Array(1024);
  #stamp = 0;

  /**
   * The members that may match a query (all the terms, in the club when one is asked for), from
   * the lists of its pieces; `exact` when every one of them matches (no text needs checking).
   * Null when there is no list to go by (only one-character terms and no club).
   */
  candidates(terms: readonly string[], clubId: number | null): { ids: Int32Array; exact: boolean } | null {
    const lists: Int32Array[] = [];
    let exact = true;
    if (clubId !== null) {
      const p = this.#lists.get(clubKey(clubId));
      if (!p) return { ids: new Int32Array(0), exact: true };
      lists.push(p.ids.subarray(0, p.len));
    }
    for (const t of terms) {
      const wanted = piecesOfTerm(t);
      if (!wanted.exact) exact = false;
      for (const g of wanted.pieces) {
        const p = this.#lists.get(g);
        if (!p) return { ids: new Int32Array(0), exact: true };
        lists.push(p.ids.subarray(0, p.len));
      }
    }
    if (lists.length === 0) return null;
    lists.sort((a, b) => a.length - b.length);
    let ids = lists[0]!;
    for (let k = 1; k < lists.length; k++) {
      // A handful left: checking their texts is cheaper than reading another list.
      if (!exact && ids.length <= 64) break;
      ids = this.#both(ids, lists[k]!);
      if (ids.length === 0) break;
    }
    return { ids, exact: exact || ids.length === 0 };
  }

  /** The ids of `few` that are also in `many`. */
  #both(few: Int32Array, many: Int32Array): Int32Array {
    this.#stamp += 1;
    if (this.#stamp === 0x7fffffff) {
      this.#marks.fill(0);
      this.#stamp = 1;
    }
    const stamp = this.#stamp;
    let marks = this.#marks;
    for (let i = 0; i < few.length; i++) {
      const id = few[i]!;
      if (id >= marks.length) {
        const bigger = new Int32Array(Math.max(id + 1, marks.length * 2));
        bigger.set(marks);
        this.#marks = marks = bigger;
      }
      marks[id] = stamp;
    }
    const out = new Int32Array(few.length);
    let n = 0;
    for (let i = 0; i < many.length; i++) {
      const id = many[i]!;
      if (id < marks.length && marks[id] === stamp) out[n++] = id;
    }
    return out.subarray(0, n);
  }
}

export class MemberIndex {
  /** Active members in list order. */
  readonly order: IndexedMember[];
  readonly byId = new Map<number, IndexedMember>();
  /** Kept answers, most recently used last. */
  readonly #kept = new Map<string, Kept>();
  #keptRefs = 0;

  readonly #pieces = new Pieces();
  /** Active members per club (the dashboard's and the clubs list's counts). */
  readonly #perClub = new Map<number, number>();
  /** Active members per month-day of birth and of marriage, each list in list order (greetings). */
  readonly #byDay = { birthday: new Map<number, IndexedMember[]>(), marriage: new Map<number, IndexedMember[]>() };
  /** Merged greetings of recently asked month-days (most recently used last), until a member greeted on one of them changes. */
  readonly #greetingsKept = new Map<string, { days: readonly number[]; greetings: readonly IndexedGreeting[] }>();
  #greetingsKeptCount = 0;

  /** Every club's name by id (the cards' club), kept by the same change log as the members. */
  readonly clubNames: Map<number, string>;

  constructor(members: IndexedMember[], clubNames: Map<number, string> = new Map()) {
    this.clubNames = clubNames;
    // Already in order from the database on a C-collated one: a near-linear pass.
    this.order = members.sort(compareMembers);
    const lastId = members.reduce((max, m) => Math.max(max, m.id), 0);
    this.#textById = new Array<string | undefined>(lastId + 1).fill(undefined);
    this.#clubById = new Int32Array(lastId + 1);
    for (const m of members) {
      this.byId.set(m.id, m);
      this.#setText(m.id, m);
      this.#pieces.add(m.id, piecesOf(m));
      this.#count(m.clubId, 1);
      // In list order already: appended.
      for (const [kind, day] of daysOf(m)) this.#dayList(kind, day).push(m);
    }
    this.#renumber();
  }

  #dayList(kind: GreetingKind, day: number): IndexedMember[] {
    let list = this.#byDay[kind].get(day);
    if (!list) this.#byDay[kind].set(day, (list = []));
    return list;
  }

  /**
   * Every greeting of the month-days (MMDD), for any viewer: active members with a birthday or a
   * marriage day on one of them, one per occasion (a member with both has two), in list order,
   * birthday before marriage day.
   */
  greetings(days: readonly number[]): readonly IndexedGreeting[] {
    const key = days.join(',');
    const kept = this.#greetingsKept.get(key);
    if (kept) {
      this.#greetingsKept.delete(key);
      this.#greetingsKept.set(key, kept);
      return kept.greetings;
    }
    const greetings = this.#mergeGreetings(days);
    this.#greetingsKept.set(key, { days: [...days], greetings });
    this.#greetingsKeptCount += greetings.length;
    const maxCount = KEPT_GREETINGS_PER_MEMBER * this.order.length;
    while (this.#greetingsKept.size > KEPT_GREETING_DAYS || (this.#greetingsKeptCount > maxCount && this.#greetingsKept.size > 1)) {
      this.#forgetGreetings(this.#greetingsKept.keys().next().value as string);
    }
    return greetings;
  }

  #forgetGreetings(key: string): void {
    const kept = this.#greetingsKept.get(key);
    if (!kept) return;
    this.#greetingsKept.delete(key);
    this.#greetingsKeptCount -= kept.greetings.length;
  }

  /** Kept greetings of a day a changed member is (or was) greeted on are merged again when asked. */
  #dayChanged(day: number): void {
    for (const [key, kept] of this.#greetingsKept) if (kept.days.includes(day)) this.#forgetGreetings(key);
  }

  #mergeGreetings(days: readonly number[]): readonly IndexedGreeting[] {
    // Each day's list is in list order already: merged, birthday first where a member has both.
    const lists: { kind: GreetingKind; list: IndexedMember[]; at: number }[] = [];
    for (const kind of ['birthday', 'marriage'] as const) {
      for (const day of days) {
        const list = this.#byDay[kind].get(day);
        if (list?.length) lists.push({ kind, list, at: 0 });
      }
    }
    const out: IndexedGreeting[] = [];
    for (;;) {
      let next: (typeof lists)[number] | undefined;
      for (const l of lists) {
        if (l.at < l.list.length && (!next || l.list[l.at]!.key! < next.list[next.at]!.key!)) next = l;
      }
      if (!next) return out;
      out.push({ member: next.list[next.at++]!, kind: next.kind });
    }
  }

  #count(clubId: number, by: number): void {
    const n = (this.#perClub.get(clubId) ?? 0) + by;
    if (n === 0) this.#perClub.delete(clubId);
    else this.#perClub.set(clubId, n);
    this.#counts = null;
  }

  /** The counts last answered, until a member joins, leaves or changes club (the read limits ask on every read). */
  #counts: { readonly total: number; readonly byClub: ReadonlyMap<number, number> } | null = null;

  /** Active members in all and per club, exact like the list. */
  get counts(): { readonly total: number; readonly byClub: ReadonlyMap<number, number> } {
    if (!this.#counts || this.#counts.total !== this.order.length) this.#counts = Object.freeze({ total: this.order.length, byClub: new Map(this.#perClub) });
    return this.#counts;
  }

  /**
   * Search texts and clubs by member id (undefined / 0: not listed): checking a hundred thousand
   * candidates reads an array slot each instead of a map entry and its member.
   */
  #textById: (string | undefined)[];
  #clubById: Int32Array;

  #setText(id: number, m: IndexedMember | undefined): void {
    // Grown slot by slot (an array written far past its end would turn into a slow dictionary).
    const texts = this.#textById;
    while (texts.length <= id) texts.push(undefined);
    if (id >= this.#clubById.length) {
      const bigger = new Int32Array(Math.max(id + 1, this.#clubById.length * 2));
      bigger.set(this.#clubById);
      this.#clubById = bigger;
    }
    this.#textById[id] = m?.text;
    this.#clubById[id] = m ? m.clubId : 0;
  }

  /** Order keys by member id (the same as `key`, for the pieces' lists of ids). */
  #keyById = new Float64Array(1024);

  #setKey(m: IndexedMember, key: number): void {
    m.key = key;
    if (m.id >= this.#keyById.length) {
      const bigger = new Float64Array(Math.max(m.id + 1, this.#keyById.length * 2));
      bigger.set(this.#keyById);
      this.#keyById = bigger;
    }
    this.#keyById[m.id] = key;
  }

  #renumber(): void {
    for (let i = 0; i < this.order.length; i++) this.#setKey(this.order[i]!, i * KEY_STEP);
  }

  /** Gives the member at `at` a key between its neighbours' (all renumbered when none is left). */
  #keyAt(at: number): void {
    const m = this.order[at]!;
    const before = this.order[at - 1]?.key;
    const after = this.order[at + 1]?.key;
    const key = before === undefined ? (after ?? 0) - KEY_STEP : after === undefined ? before + KEY_STEP : (before + after) / 2;
    if ((before !== undefined && key <= before) || (after !== undefined && key >= after)) this.#renumber();
    else this.#setKey(m, key);
  }

  get keptQueries(): number {
    return this.#kept.size;
  }

  /** Replaces member `id` by `next` (undefined: no longer listed). */
  change(id: number, next: IndexedMember | undefined, updateKept: boolean): void {
    const old = this.byId.get(id);
    const oldGrams = old ? piecesOf(old) : new Set<number>();
    const newGrams = next ? piecesOf(next) : new Set<number>();
    if (old) {
      removeFrom(this.order, old);
      this.byId.delete(id);
      this.#setText(id, undefined);
      this.#count(old.clubId, -1);
      this.#pieces.remove(id, [...oldGrams].filter((g) => !newGrams.has(g)));
      for (const [kind, day] of daysOf(old)) {
        this.#dayChanged(day);
        const list = this.#byDay[kind].get(day);
        if (list) removeFrom(list, old);
        if (list?.length === 0) this.#byDay[kind].delete(day);
      }
    }
    if (next) {
      const at = positionIn(this.order, next);
      this.order.splice(at, 0, next);
      this.#keyAt(at);
      this.byId.set(id, next);
      this.#setText(id, next);
      this.#count(next.clubId, 1);
      this.#pieces.add(id, [...newGrams].filter((g) => !old || !oldGrams.has(g)));
      for (const [kind, day] of daysOf(next)) {
        this.#dayChanged(day);
        insertInto(this.#dayList(kind, day), next);
      }
    }
    if (!updateKept) return;
    const denseAbove = Math.min(KEPT_MATCHES, Math.max(64, Math.floor(this.order.length / DENSE)));
    for (const k of this.#kept.values()) {
      const was = old !== undefined && matches(old, k.terms, k.clubId);
      const is = next !== undefined && matches(next, k.terms, k.clubId);
      if (was) {
        k.count -= 1;
        if (removeFrom(k.head, old)) this.#keptRefs -= 1;
      }
      if (is) {
        k.count += 1;
        const last = k.head[k.head.length - 1];
        // In the head when all are there, or when it comes before the last one there.
        if (k.all || (last !== undefined && compareMembers(next, last) < 0)) {
          insertInto(k.head, next);
          this.#keptRefs += 1;
          if (k.all && k.head.length > 2 * denseAbove) k.all = false;
          if (!k.all && k.head.length > HEAD) this.#keptRefs -= k.head.splice(HEAD).length;
        }
      }
    }
    this.#trim();
  }

  forgetKept(): void {
    this.#kept.clear();
    this.#keptRefs = 0;
  }

  /** The kept answer of a query, computed by one pass over the list the first time. */
  answer(terms: readonly string[], clubId: number | null): Kept {
    const key = keyOf(terms, clubId);
    const hit = this.#kept.get(key);
    if (hit) {
      this.#kept.delete(key);
      this.#kept.set(key, hit);
      return hit;
    }
    // Longest term first: usually the rarest, so the others are checked least.
    const ordered = [...terms].sort((a, b) => b.length - a.length);
    const dense = Math.min(KEPT_MATCHES, Math.max(64, Math.floor(this.order.length / DENSE)));
    let head: IndexedMember[] = [];
    let count = 0;
    let all: boolean;
    const found = this.#pieces.candidates(ordered, clubId);
    if (found) {
      // The lists name the members that can match: exactly the matches, or only their texts tell.
      const ids = found.ids;
      let matchedIds: Int32Array = ids;
      if (found.exact) count = ids.length;
      else {
        const texts = this.#textById;
        const clubs = this.#clubById;
        const out = new Int32Array(ids.length);
        for (let i = 0; i < ids.length; i++) {
          const id = ids[i]!;
          const text = texts[id];
          if (text !== undefined && (clubId === null || clubs[id] === clubId) && matchesMemberQuery(text, ordered)) out[count++] = id;
        }
        matchedIds = out.subarray(0, count);
      }
      // The head: the first HEAD matches in list order (all of them when there are no more).
      const want = Math.min(count, HEAD);
      // Walking the list from its start finds them in about want × N / count checks; ordering the
      // matches costs about `count`. Common terms (most members hold "ra") walk a few hundred members
      // instead of ordering all their matches. Matches bunched late in the list (initials such as
      // "v." come with names under V) would make the walk long: it stops after `count` steps, and
      // the matches are ordered instead.
      if (want * this.order.length <= count * count) {
        const steps = Math.min(this.order.length, count);
        for (let at = 0; at < steps && head.length < want; at++) {
          const m = this.order[at]!;
          if (matches(m, ordered, clubId)) head.push(m);
        }
        if (head.length < want) head = [];
      }
      if (head.length < want) {
        const keys = this.#keyById;
        for (const i of smallest(count, (i) => keys[matchedIds[i]!]!, want)) head.push(this.byId.get(matchedIds[i]!)!);
      }
      all = count <= HEAD;
    } else {
      // Only one-character terms: every member is checked, in list order.
      for (const m of this.order) {
        if (!matches(m, ordered, clubId)) continue;
        count += 1;
        if (head.length < dense) head.push(m);
      }
      if (count > dense) head.length = Math.min(head.length, HEAD);
      all = count <= dense;
    }
    const kept: Kept = { terms: ordered, clubId, count, head, all };
    this.#kept.set(key, kept);
    this.#keptRefs += head.length;
    this.#trim();
    return kept;
  }

  /**
   * Matches `offset` to `end` of a kept answer in list order: from its head, or, past it, walking
   * the list on from the head's last member (what the walk finds joins the head, up to HEAD).
   */
  page(kept: Kept, offset: number, end: number): IndexedMember[] {
    const { head } = kept;
    if (kept.all || end <= head.length) return head.slice(offset, end);
    const out = head.slice(offset, end);
    let k = head.length;
    const last = head[head.length - 1];
    // Only a kept answer still in the store grows (its references are counted there).
    const grows = this.#kept.get(keyOf(kept.terms, kept.clubId)) === kept;
    for (let at = last ? positionIn(this.order, last) + 1 : 0; at < this.order.length && k < end; at++) {
      const m = this.order[at]!;
      if (!matches(m, kept.terms, kept.clubId)) continue;
      if (k >= offset) out.push(m);
      if (grows && k === head.length && head.length < HEAD) {
        head.push(m);
        this.#keptRefs += 1;
      }
      k += 1;
    }
    return out;
  }

  #trim(): void {
    const maxRefs = Math.max(100_000, this.order.length * KEPT_REFS_PER_MEMBER);
    while (this.#kept.size > KEPT_QUERIES || this.#keptRefs > maxRefs) {
      const [oldestKey, oldest] = this.#kept.entries().next().value as [string, Kept];
      this.#kept.delete(oldestKey);
      this.#keptRefs -= oldest.head.length;
    }
  }
}

/** SQLite: name the covering partial indexes of migration 0002 when they exist (no planner statistics). */
const hasIndexes = new WeakMap<Database, Promise<boolean>>();
function sqliteHints(db: Database): Promise<boolean> {
  let known = hasIndexes.get(db);
  if (!known) {
    const names = ['members_active_name_idx'];
    known = sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'index' and name in (${sql.join(names)})`
      .execute(db)
      .then((r) => Number(r.rows[0]?.n) === names.length);
    hasIndexes.set(db, known);
  }
  return known;
}

/** Active members, in list order as the database sorts names (sorted again by code points after). */
async function listed(db: Database): Promise<Row[]> {
  // PostgreSQL: one query (it does not hold up the process while it runs), one snapshot.
  if (isPostgres(db)) {
    const { rows } = await sql<Row>`
      select m.id, m.club_id, m.name, m.photo, m.profession, m.mobile_number, m.search_text, m.birth_md, m.marriage_md
      from members m where m.is_active = 1 order by m.name, m.id`.execute(db);
    return rows;
  }
  // SQLite answers synchronously: read in chunks, so other requests run in between. Texts from
  // the table by id, then the order from the narrow name index. A member written
  // between two reads is in the change log: the first refresh reads them again.
  const hints = await sqliteHints(db);
  const hint = (name: string) => (hints ? sql.raw(`indexed by ${name}`) : sql``);
  const byId: { search_text: string; photo: string | null; profession: string | null; mobile_number: string }[] = [];
  let afterId = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; search_text: string; photo: string | null; profession: string | null; mobile_number: string }>`
      select m.id, m.search_text, m.photo, m.profession, m.mobile_number from members m
      where m.is_active = 1 and m.id > ${afterId} order by m.id limit ${ROW_CHUNK}`.execute(db);
    for (const r of rows) byId[Number(r.id)] = r;
    if (rows.length < ROW_CHUNK) break;
    afterId = Number(rows[rows.length - 1]!.id);
  }
  // The greeting days from their narrow indexes (inactive members are read too, and not listed).
  const days = { birth_md: [] as string[], marriage_md: [] as string[] };
  for (const column of ['birth_md', 'marriage_md'] as const) {
    let from: { md: string; id: number } | null = null;
    for (;;) {
      const col = sql.ref(`m.${column}`);
      const where: RawBuilder<unknown> = from ? sql`(${col}, m.id) > (${from.md}, ${from.id})` : sql`${col} is not null`;
      const { rows }: { rows: { id: number; md: string }[] } = await sql<{ id: number; md: string }>`
        select m.id, ${col} as md from members m where ${where} order by ${col}, m.id limit ${CHUNK}`.execute(db);
      for (const r of rows) days[column][Number(r.id)] = r.md;
      if (rows.length < CHUNK) break;
      const last: { id: number; md: string } = rows[rows.length - 1]!;
      from = { md: last.md, id: Number(last.id) };
    }
  }
  const out: Row[] = [];
  let after: { name: string; id: number } | null = null;
  for (;;) {
    const from: RawBuilder<unknown> = after ? sql`and (m.name > ${after.name} or (m.name = ${after.name} and m.id > ${after.id}))` : sql``;
    const { rows }: { rows: { id: number; club_id: number; name: string }[] } = await sql<{ id: number; club_id: number; name: string }>`
      select m.id, m.club_id, m.name from members m ${hint('members_active_name_idx')}
      where m.is_active = 1 ${from} order by m.name, m.id limit ${CHUNK}`.execute(db);
    for (const r of rows) {
      const id = Number(r.id);
      const more = byId[id];
      out.push({ ...r, search_text: more?.search_text ?? '', photo: more?.photo ?? null, profession: more?.profession ?? null, mobile_number: more?.mobile_number ?? '', birth_md: days.birth_md[id] ?? null, marriage_md: days.marriage_md[id] ?? null });
    }
    if (rows.length < CHUNK) break;
    const last: { id: number; name: string } = rows[rows.length - 1]!;
    after = { name: last.name, id: Number(last.id) };
  }
  return out;
}

/** Names of the clubs `ids` (null: every club). */
async function clubNames(db: Database, ids: readonly number[] | null): Promise<Map<number, string>> {
  let q = db.selectFrom('clubs').select(['id', 'name']);
  if (ids) q = q.where('id', 'in', ids.length ? ids : [0]);
  return new Map((await q.execute()).map((r) => [Number(r.id), r.name]));
}

async function lastLogNumber(db: Database): Promise<number> {
  const { rows } = await sql<{ seq: number | string | null }>`select max(seq) as seq from sync_log`.execute(db);
  return Number(rows[0]?.seq ?? 0);
}

async function build(db: Database): Promise<{ index: MemberIndex; seq: number }> {
  // The log position first: whatever is written while the members are read is applied after.
  const seq = Math.max(0, (await lastLogNumber(db)) - BUILD_OVERLAP);
  const rows = await listed(db);
  const levels = await db
    .selectFrom('member_privacy')
    .select(['member_id', 'mobile', 'birthday', 'marriage'])
    .where((eb) => eb.or([eb('mobile', '!=', 'district'), eb('birthday', '!=', 'district'), eb('marriage', '!=', 'district')]))
    .execute();
  const levelsOf = new Map<number, Levels>(levels.map((r) => [Number(r.member_id), r]));
  const index = new MemberIndex(
    rows.map((r) => toMember(r, levelsOf.get(Number(r.id)))),
    await clubNames(db, null),
  );
  return { index, seq };
}

interface State {
  index: MemberIndex;
  /** Data versions the index is exact at (or later). */
  key: string;
  /** Last log number applied; numbers missing below it, with when they were first missed. */
  seq: number;
  holes: Map<number, number>;
  /** Refreshes run one after another. */
  work: Promise<unknown>;
  target: string;
  targetDone: Promise<MemberIndex>;
}

const states = new WeakMap<Database, Promise<State>>();

/** Members (and clubs) whose rows changed since the state's last log number (null: too many, rebuild). */
async function changedMembers(db: Database, s: State): Promise<{ ids: Set<number>; clubs: Set<number> } | null> {
  const { rows } = await sql<{ seq: number | string; tbl: string; row_id: number | string }>`
    select seq, tbl, row_id from sync_log where seq > ${s.seq} order by seq limit ${LOG_ROWS + 1}`.execute(db);
  if (rows.length > LOG_ROWS) return null;
  const ids = new Set<number>();
  const clubs = new Set<number>();
  const now = Date.now();
  let expect = s.seq + 1;
  for (const r of rows) {
    const seq = Number(r.seq);
    for (let missing = expect; missing < seq; missing++) s.holes.set(missing, now);
    expect = seq + 1;
    if (r.tbl === 'members') ids.add(Number(r.row_id));
    else if (r.tbl === 'clubs') clubs.add(Number(r.row_id));
  }
  if (s.holes.size > LOG_ROWS) return null;
  if (s.holes.size > 0) {
    const waited = [...s.holes.keys()].filter((h) => h <= s.seq);
    if (waited.length) {
      const { rows: late } = await sql<{ seq: number | string; tbl: string; row_id: number | string }>`
        select seq, tbl, row_id from sync_log where seq in (${sql.join(waited)})`.execute(db);
      for (const r of late) {
        s.holes.delete(Number(r.seq));
        if (r.tbl === 'members') ids.add(Number(r.row_id));
        else if (r.tbl === 'clubs') clubs.add(Number(r.row_id));
      }
    }
    for (const [h, since] of s.holes) if (now - since > HOLE_LIFETIME_MS) s.holes.delete(h);
  }
  if (rows.length) s.seq = Math.max(s.seq, Number(rows[rows.length - 1]!.seq));
  return { ids, clubs };
}

async function readMembers(db: Database, ids: readonly number[]): Promise<Map<number, IndexedMember>> {
  const out = new Map<number, IndexedMember>();
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    const { rows } = await sql<Row & Levels>`
      select m.id, m.club_id, m.name, m.photo, m.profession, m.mobile_number, m.search_text, m.birth_md, m.marriage_md, pv.mobile, pv.birthday, pv.marriage
      from members m left join member_privacy pv on pv.member_id = m.id
      where m.is_active = 1 and m.id in (${sql.join(part)})`.execute(db);
    for (const r of rows) out.set(Number(r.id), toMember(r, r));
  }
  return out;
}

async function refresh(db: Database, s: State, key: string): Promise<void> {
  if (s.key === key) return;
  const changed = await changedMembers(db, s);
  const limit = Math.max(REBUILD_ABOVE, Math.floor(s.index.order.length / 10));
  if (changed === null || changed.ids.size > limit || changed.clubs.size > limit) {
    const built = await build(db);
    s.index = built.index;
    s.seq = built.seq;
    s.holes.clear();
    s.key = key;
    return;
  }
  const { ids, clubs } = changed;
  if (clubs.size) {
    const names = await clubNames(db, [...clubs]);
    for (const id of clubs) {
      const name = names.get(id);
      if (name === undefined) s.index.clubNames.delete(id);
      else s.index.clubNames.set(id, name);
    }
  }
  if (ids.size) {
    const list = [...ids];
    const rows = await readMembers(db, list);
    const updateKept = list.length <= UPDATE_KEPT_UP_TO;
    if (!updateKept) s.index.forgetKept();
    for (const id of list) s.index.change(id, rows.get(id), updateKept);
  }
  s.key = key;
}

/** The index, exact at the database's current versions. */
export async function memberIndex(db: Database): Promise<MemberIndex> {
  const key = await versionKey(db, TABLES);
  let pending = states.get(db);
  if (!pending) {
    pending = build(db).then(({ index, seq }) => {
      const state: State = { index, key, seq, holes: new Map(), work: Promise.resolve(), target: key, targetDone: Promise.resolve(index) };
      return state;
    });
    states.set(db, pending);
    pending.catch(() => {
      if (states.get(db) === pending) states.delete(db);
    });
  }
  const s = await pending;
  if (s.key === key) return s.index;
  if (s.target === key) return s.targetDone;
  s.target = key;
  const done = s.work.then(() => refresh(db, s, key)).then(() => s.index);
  s.work = done.catch(() => {
    // A failed refresh: start again from a fresh build at the next request.
    if (states.get(db) === pending) states.delete(db);
  });
  s.targetDone = done;
  return done;
}

/**
 * Privacy: of a member's own fields only the mobile holds digits, so a term with a digit found
 * only in the mobile counts when the viewer may see that mobile. The first occurrence of a term
 * (no spaces) lies before the mobile when any occurrence does.
 */
function visibleTo(m: IndexedMember, digitTerms: readonly string[], viewer: Viewer): boolean {
  if (digitTerms.every((t) => m.text.indexOf(t) < m.mobileAt)) return true;
  return canSee(viewer, { id: m.id, clubId: m.clubId }, 'mobile', LEVELS[m.level]);
}

/**
 * Every greeting of the month-days ('MM-DD'), for any viewer, in list order (MemberIndex.greetings),
 * with the club names of the same index (for their cards).
 */
export async function greetingsOn(
  db: Database,
  monthDays: readonly string[],
): Promise<{ greetings: readonly IndexedGreeting[]; clubNames: ReadonlyMap<number, string> }> {
  const index = await memberIndex(db);
  return { greetings: index.greetings(monthDays.map(monthDay)), clubNames: index.clubNames };
}

/** MMDD → 'MM-DD' (what members.birth_md and marriage_md hold), null for none. */
export const monthDayText = (md: number): string | null =>
  md ? `${String(Math.floor(md / 100)).padStart(2, '0')}-${String(md % 100).padStart(2, '0')}` : null;

/** The privacy level of a greeting's date. */
export function greetingLevel(g: IndexedGreeting): FieldVisibility | null {
  return LEVELS[g.kind === 'birthday' ? g.member.birthLevel : g.member.marriageLevel] ?? null;
}

/** One page of a members list from the index: the members in list order and the exact total. */
export interface IndexPage {
  members: IndexedMember[];
  total: number;
  /** Club names by id, as exact as the members. */
  clubNames: ReadonlyMap<number, string>;
}

/** A member's mobile privacy level (null: no settings). */
export const mobileLevelOf = (m: IndexedMember): FieldVisibility | null => LEVELS[m.level] ?? null;

/** A member's card (shared/member-card.ts) as the index holds it. */
export function cardOf(m: IndexedMember, clubNames: ReadonlyMap<number, string>): MemberCardRow {
  return {
    member_id: m.id,
    member_name: m.name,
    member_photo: m.photo,
    member_mobile: m.mobile,
    member_club_id: m.clubId,
    member_mobile_level: mobileLevelOf(m),
    club_name: clubNames.get(m.clubId) ?? '',
  };
}

/** One page of active members matching `terms` (in club `clubId` when given), in list order, and the exact total. */
export async function searchMembers(
  db: Database,
  q: { viewer: Viewer; terms: readonly string[]; clubId: number | null; offset: number; limit: number },
): Promise<IndexPage> {
  const index = await memberIndex(db);
  const { clubNames } = index;
  const end = q.offset + q.limit;
  // Every active member: the list itself.
  if (q.terms.length === 0 && q.clubId === null) {
    return { members: index.order.slice(q.offset, end), total: index.order.length, clubNames };
  }
  const kept = index.answer(q.terms, q.clubId);
  const digitTerms = q.terms.filter((t) => /\d/.test(t));
  if (digitTerms.length > 0 && !q.viewer.districtAdmin) {
    // Per viewer: every match is checked (terms with digits are rare and narrow).
    const all = kept.all ? kept.head : index.order.filter((m) => matches(m, kept.terms, kept.clubId));
    const seen = all.filter((m) => visibleTo(m, digitTerms, q.viewer));
    return { members: seen.slice(q.offset, end), total: seen.length, clubNames };
  }
  return { members: index.page(kept, q.offset, end), total: kept.count, clubNames };
}
