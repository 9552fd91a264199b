import { describe, expect, it } from 'vitest';
import { buildMemberSearchIndex, compareCodePoints, compareMembers, matchesMemberQuery, memberSearchText, parseMemberQuery } from './member-search';
import { SEARCH_CASE_MEMBERS, SEARCH_CASES } from './member-search.cases';

describe('member search (the shared table of cases)', () => {
  const index = buildMemberSearchIndex(SEARCH_CASE_MEMBERS);

  it('the offline index gives every case its ids, in list order', () => {
    for (const c of SEARCH_CASES) expect(index.search(c.query, c.clubId ?? null), JSON.stringify(c)).toEqual(c.ids);
  });

  it('matchesMemberQuery on the stored search text agrees with every case', () => {
    const ordered = [...SEARCH_CASE_MEMBERS].sort(compareMembers).map((m) => m.id);
    for (const c of SEARCH_CASES) {
      const terms = parseMemberQuery(c.query);
      const found = ordered.filter((id) => {
        const m = SEARCH_CASE_MEMBERS.find((x) => x.id === id)!;
        return (c.clubId === undefined || m.clubId === c.clubId) && matchesMemberQuery(memberSearchText(m), terms);
      });
      expect(found, JSON.stringify(c)).toEqual(c.ids);
    }
  });

  it('orders by code points: upper case before lower case before accented, and beyond U+FFFF after U+FFFD', () => {
    expect(compareCodePoints('aaron', 'Émile')).toBeLessThan(0);
    expect(compareCodePoints('Zed', 'aaron')).toBeLessThan(0);
    expect(compareCodePoints('Zoe', 'Zoë')).toBeLessThan(0);
    expect(compareCodePoints('\u{1F600}', '\uFFFD')).toBeGreaterThan(0);
    expect(compareCodePoints('ab', 'abc')).toBeLessThan(0);
    expect(compareCodePoints('abc', 'abc')).toBe(0);
  });
});
