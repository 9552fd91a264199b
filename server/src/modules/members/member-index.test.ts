import { describe, expect, it } from 'vitest';
import { memberSearchText, parseMemberQuery } from '@d320b/contract';
import { SEARCH_CASE_MEMBERS, SEARCH_CASES } from '@d320b/contract/member-search.cases';
import { MemberIndex, type IndexedMember } from './member-index.js';

/** The shared table's members as the server's index holds them (search text as the member writer stores it). */
const indexed: IndexedMember[] = SEARCH_CASE_MEMBERS.map((m) => {
  const text = memberSearchText(m);
  return { id: m.id, clubId: m.clubId, name: m.name, photo: null, profession: m.profession, mobile: m.mobile, text, mobileAt: text.lastIndexOf(' ') + 1, level: 0, birth: 0, marriage: 0, birthLevel: 0, marriageLevel: 0 };
});

const idsOf = (index: MemberIndex, query: string, clubId: number | null) => {
  const terms = parseMemberQuery(query);
  if (terms.length === 0 && clubId === null) return index.order.map((m) => m.id);
  const kept = index.answer(terms, clubId);
  const ids = (kept.members ?? []).map((m) => m.id);
  expect(kept.count).toBe(ids.length);
  return ids;
};

describe('member index (the shared table of cases)', () => {
  it('built at once, gives every case its ids in list order', () => {
    const index = new MemberIndex([...indexed]);
    for (const c of SEARCH_CASES) expect(idsOf(index, c.query, c.clubId ?? null), JSON.stringify(c)).toEqual(c.ids);
  });

  it('filled one member at a time after every answer was kept, gives the same', () => {
    const index = new MemberIndex([]);
    for (const c of SEARCH_CASES) expect(idsOf(index, c.query, c.clubId ?? null)).toEqual([]);
    // Added in reverse, and one of them first added under another name and then renamed.
    index.change(3, { ...indexed[2]!, name: 'Zzz Before', text: 'zzz before' }, true);
    for (const m of [...indexed].reverse()) index.change(m.id, m, true);
    for (const c of SEARCH_CASES) expect(idsOf(index, c.query, c.clubId ?? null), JSON.stringify(c)).toEqual(c.ids);
  });

  it('a member removed or changed leaves every kept answer exact', () => {
    const index = new MemberIndex([...indexed]);
    for (const c of SEARCH_CASES) idsOf(index, c.query, c.clubId ?? null);
    index.change(8, undefined, true);
    const renamed = { ...indexed[0]!, name: 'Aaa Ravi', text: memberSearchText({ ...SEARCH_CASE_MEMBERS[0]!, name: 'Aaa Ravi' }) };
    index.change(1, renamed, true);
    expect(idsOf(index, 'ravi', null)).toEqual([1]);
    expect(idsOf(index, 'kumar', null)).toEqual([3]);
    expect(idsOf(index, '', 10)).toEqual([1, 2]);
    expect(idsOf(index, '', null)).toEqual([1, 2, 3, 7, 6, 5, 4]);
    // The counts the dashboard and the clubs list show follow too.
    expect(index.counts.total).toBe(7);
    expect([...index.counts.byClub].sort((a, b) => a[0] - b[0])).toEqual([[10, 2], [20, 2], [30, 3]]);
    index.change(2, { ...indexed[1]!, clubId: 20 }, true);
    expect([...index.counts.byClub].sort((a, b) => a[0] - b[0])).toEqual([[10, 1], [20, 3], [30, 3]]);
    expect(idsOf(index, '', 20)).toEqual([2, 3, 4]);
  });

  it('keeps each month-day’s greetings in list order through births, renames and moves of day', () => {
    // Birthdays on 4 March (304) for members 1, 3 and 5; member 2 married on 4 March, born on 5 March.
    const days: Record<number, Partial<IndexedMember>> = { 1: { birth: 304 }, 2: { birth: 305, marriage: 304 }, 3: { birth: 304 }, 5: { birth: 304, marriage: 304 } };
    const withDays = indexed.map((m) => ({ ...m, ...days[m.id] }));
    const index = new MemberIndex([...withDays]);
    const on = (...d: number[]) => index.greetings(d).map((g) => `${g.member.id}${g.kind[0]}`);
    const listOrder = index.order.map((m) => m.id);
    const expected = ['1b', '2m', '3b', '5b', '5m'].sort((a, b) => listOrder.indexOf(Number(a[0])) - listOrder.indexOf(Number(b[0])) || a.localeCompare(b));
    expect(on(304)).toEqual(expected);
    expect(on(305)).toEqual(['2b']);
    expect(on(304, 305).filter((g) => g.startsWith('2'))).toEqual(['2b', '2m']);
    // Member 3 moves their birthday to 5 March; member 5 leaves; member 1 is renamed to the end of the list.
    index.change(3, { ...withDays.find((m) => m.id === 3)!, birth: 305 }, true);
    index.change(5, undefined, true);
    index.change(1, { ...withDays[0]!, name: 'Zzz Last', text: 'zzz last' }, true);
    expect(on(304)).toEqual(['2m', '1b']);
    expect(on(305).sort()).toEqual(['2b', '3b']);
    expect(on(101)).toEqual([]);
  });
});
