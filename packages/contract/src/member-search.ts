/**
 * Member search as the server means it, for copies held elsewhere (the web's offline directory).
 * No zod: importable from small chunks as `@d320b/contract/member-search`.
 *
 * A query is split into terms (parseMemberQuery, identical to the server's members/search.ts);
 * a member matches when every term is part of their name, club name, profession or mobile
 * (case-insensitive substrings; a term holds no spaces, so it never spans two of them).
 * Matches come in name order, then id, like `get_members`.
 */

/** More words than this add nothing but work. */
const MAX_TERMS = 6;

/** The server's query parsing too (server/src/modules/members/search.ts re-exports it). */
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

const byNameThenId = (a: SearchableMember, b: SearchableMember) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

export function buildMemberSearchIndex(members: readonly SearchableMember[]): MemberSearchIndex {
  const entries: Entry[] = [...members].sort(byNameThenId).map((m) => ({
    id: m.id,
    clubId: m.clubId,
    text: [m.name, m.clubName, m.profession ?? '', m.mobile].join('\n').normalize('NFC').toLowerCase(),
  }));
  return {
    size: entries.length,
    search(query, clubId = null) {
      const terms = parseMemberQuery(query);
      const out: number[] = [];
      for (const e of entries) {
        if (clubId !== null && e.clubId !== clubId) continue;
        let all = true;
        for (const t of terms) {
          if (!e.text.includes(t)) {
            all = false;
            break;
          }
        }
        if (all) out.push(e.id);
      }
      return out;
    },
  };
}
