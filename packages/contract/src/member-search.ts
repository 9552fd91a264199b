/**
 * What "a member matches a search" means: the one definition, used by the server's member index
 * (server/src/modules/members/member-index.ts), the member writer's stored search text
 * (server/src/db/member-writer.ts) and the web's offline directory (web/src/features/offline/).
 * No zod: importable from small chunks as `@d320b/contract/member-search`.
 *
 * - A query is split into terms (`parseMemberQuery`): words, lower-cased, or the digits of a phone
 *   number without its +91/91/0 prefix.
 * - A member's search text (`memberSearchText`) is "name clubname profession mobile", lower-case,
 *   single-spaced.
 * - A member matches when every term is part of that text (`matchesMemberQuery`): case-insensitive
 *   substrings of the name, club name, profession or mobile; a term holds no spaces, so it never
 *   spans two of them. Every length of term counts, one letter included.
 * - Matches come in list order: name (compared by Unicode code points), then id (`compareMembers`).
 * - The server adds one rule the offline copy does not need (it holds only what its reader may
 *   see): a term with a digit found only in a mobile the viewer may not see does not match.
 *
 * member-search.cases.ts holds the table of cases every one of them is tested against.
 */

/** More words than this add nothing but work. */
const MAX_TERMS = 6;

/** Terms that must all appear in the search text (lower-case, no duplicates, at most six). */
export function parseMemberQuery(raw: string): string[] {
  // One Unicode form (NFC) at query as at write: Telugu or Devanagari typed on any keyboard matches.
  const text = raw.normalize('NFC').trim().toLowerCase();
  if (!text) return [];
  const compact = text.replace(/[\s\-()]/g, '');
  if (/^\+?\d+$/.test(compact)) {
    let digits = compact;
    if (digits.startsWith('+91')) digits = digits.slice(3);
    else if (digits.startsWith('+')) digits = digits.slice(1);
    else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
    else if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
    return digits ? [digits] : [];
  }
  return [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, MAX_TERMS);
}

/** A member's search text: lower-case "name clubname profession mobile", single-spaced. */
export function memberSearchText(parts: { name: string; clubName: string; profession: string | null; mobile: string }): string {
  // One Unicode form (NFC), as queries are: a Telugu or Devanagari name typed on any keyboard matches.
  return [parts.name, parts.clubName, parts.profession ?? '', parts.mobile]
    .map((p) => p.normalize('NFC').trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** Whether a member with this search text matches every term (terms from parseMemberQuery). */
export function matchesMemberQuery(searchText: string, terms: readonly string[]): boolean {
  for (const t of terms) if (!searchText.includes(t)) return false;
  return true;
}

/**
 * Order of two strings by Unicode code points: what SQLite's BINARY collation and PostgreSQL's
 * "C" collation give for UTF-8 text (JavaScript's < compares UTF-16 units, which differs for
 * characters beyond U+FFFF).
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === n) return a.length - b.length;
  return (a.codePointAt(i) ?? 0) - (b.codePointAt(i) ?? 0);
}

/** List order of members: name by code points, then id. */
export function compareMembers(a: { name: string; id: number }, b: { name: string; id: number }): number {
  return a.name === b.name ? a.id - b.id : compareCodePoints(a.name, b.name);
}

export interface SearchableMember {
  id: number;
  clubId: number;
  name: string;
  clubName: string;
  profession: string | null;
  mobile: string;
}

interface Entry {
  id: number;
  clubId: number;
  text: string;
}

/** Members in list order with their search text, built once per change of the copy. */
export interface MemberSearchIndex {
  readonly size: number;
  /** Ids of the matching members, in list order (name, then id). */
  search(query: string, clubId?: number | null): number[];
}

export function buildMemberSearchIndex(members: readonly SearchableMember[]): MemberSearchIndex {
  const entries: Entry[] = [...members].sort(compareMembers).map((m) => ({
    id: m.id,
    clubId: m.clubId,
    text: memberSearchText(m),
  }));
  return {
    size: entries.length,
    search(query, clubId = null) {
      const terms = parseMemberQuery(query);
      const out: number[] = [];
      for (const e of entries) {
        if (clubId !== null && e.clubId !== clubId) continue;
        if (matchesMemberQuery(e.text, terms)) out.push(e.id);
      }
      return out;
    },
  };
}
