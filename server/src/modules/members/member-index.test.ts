import { describe, expect, it } from 'vitest';
import { compareMembers, memberSearchText, parseMemberQuery } from '@d320b/contract';
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
  const ids = index.page(kept, 0, kept.count).map((m) => m.id);
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
    // Asked again with nothing changed: the same merged answer. A greeted member's new profession
    // shows in the next answer (the card is read from the greeting); another day's answer is kept.
    expect(index.greetings([304, 305])).toBe(index.greetings([304, 305]));
    const on305 = index.greetings([305]);
    index.change(2, { ...withDays.find((m) => m.id === 2)!, profession: 'Teacher' }, true);
    expect(index.greetings([304, 305]).filter((g) => g.member.id === 2).map((g) => g.member.profession)).toEqual(['Teacher', 'Teacher']);
    const on304 = index.greetings([304]);
    index.change(3, { ...withDays.find((m) => m.id === 3)!, birth: 305, profession: 'Doctor' }, true);
    expect(index.greetings([304])).toBe(on304);
    expect(index.greetings([305])).not.toBe(on305);
    expect(index.greetings([305]).find((g) => g.member.id === 3)?.member.profession).toBe('Doctor');
  });

  it('kept greetings stay exact through random changes, with more day sets asked than are kept', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const day = () => 101 + Math.floor(rand() * 12);
    const member = (id: number): IndexedMember => ({
      ...indexed[0]!,
      id,
      name: `Member ${String(Math.floor(rand() * 1000)).padStart(3, '0')}`,
      text: `member ${id}`,
      birth: rand() < 0.8 ? day() : 0,
      marriage: rand() < 0.5 ? day() : 0,
    });
    const live = new Map<number, IndexedMember>();
    for (let id = 1; id <= 30; id++) live.set(id, member(id));
    const index = new MemberIndex([...live.values()].map((m) => ({ ...m })));
    const daySets: number[][] = [];
    for (let a = 101; a <= 112; a++) for (let b = a; b <= 112; b++) daySets.push(a === b ? [a] : [a, b]);
    const shown = (greetings: ReturnType<MemberIndex['greetings']>) => greetings.map((g) => `${g.member.id}${g.kind[0]}:${g.member.name}`);
    // A few day sets per round: some asked again while kept, others past what is kept.
    for (let round = 0; round < 300; round++) {
      const fresh = new MemberIndex([...live.values()].map((m) => ({ ...m })));
      for (let ask = 0; ask < 6; ask++) {
        const days = daySets[Math.floor(rand() * (round % 2 ? daySets.length : 12))]!;
        expect(shown(index.greetings(days)), `round ${round}, days ${days.join(',')}`).toEqual(shown(fresh.greetings(days)));
      }
      const id = 1 + Math.floor(rand() * 32);
      if (rand() < 0.15) live.delete(id);
      else live.set(id, member(id));
      index.change(id, live.get(id) && { ...live.get(id)! }, true);
    }
  });

  it('with thousands of members: every page of every kind of query, through random changes, is what a plain scan gives', () => {
    let seed = 320;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const parts = ['ra', 'vi', 'ku', 'mar', 'sri', 'ni', 'vas', 'la', 'kshmi', 'an', 'and', 'pa', 'll', 'avi', 'zu', 'lf'];
    const word = () => Array.from({ length: 2 + Math.floor(rand() * 3) }, () => pick(parts)).join('');
    const member = (id: number): IndexedMember => {
      const name = `${word()} ${word()}`;
      const clubId = 1 + Math.floor(rand() * 12);
      const text = memberSearchText({ name, clubName: `Lions Club ${clubId}`, profession: pick([null, 'Doctor', 'Trader']), mobile: `9${String(id).padStart(9, '0')}` });
      return { id, clubId, name, photo: null, profession: null, mobile: '', text, mobileAt: text.lastIndexOf(' ') + 1, level: 0, birth: 0, marriage: 0, birthLevel: 0, marriageLevel: 0 };
    };
    const live = new Map<number, IndexedMember>();
    for (let id = 1; id <= 4_000; id++) live.set(id, member(id));
    const index = new MemberIndex([...live.values()].map((m) => ({ ...m })));
    const queries: [string, number | null][] = [['ra', null], ['a', null], ['ku', 5], ['sri', null], ['srini', null], ['avi', null], ['lla', null], ['zulf', null], ['ra vi', null], ['mar', 3], ['lions', null], ['club 1', null], ['', 7], ['doctor ra', null]];
    const check = (label: string) => {
      for (const [query, clubId] of queries) {
        const terms = parseMemberQuery(query);
        const want = [...live.values()]
          .filter((m) => (clubId === null || m.clubId === clubId) && terms.every((t) => m.text.includes(t)))
          .sort(compareMembers)
          .map((m) => m.id);
        const kept = index.answer(terms, clubId);
        expect(kept.count, `${label} "${query}" ${clubId}`).toBe(want.length);
        // Pages in an order that walks past the head before reading it.
        for (const offset of [0, 20, 400, 180, 200, 220, 40, want.length - 5]) {
          const at = Math.max(0, offset);
          expect(index.page(kept, at, at + 20).map((m) => m.id), `${label} "${query}" ${clubId} @${at}`).toEqual(want.slice(at, at + 20));
        }
      }
    };
    check('built');
    let next = 4_001;
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 150; i++) {
        const r = rand();
        const id = r < 0.2 ? next++ : 1 + Math.floor(rand() * (next - 1));
        if (r > 0.9 || !live.has(id)) {
          if (r > 0.9) {
            live.delete(id);
            index.change(id, undefined, true);
            continue;
          }
        }
        const m = member(id);
        live.set(id, m);
        index.change(id, { ...m }, true);
      }
      check(`after round ${round + 1}`);
    }
  });
  it('a common term whose matches all come late in the list (initials) gives the same first pages as a scan', () => {
    // 500 names under A, then 500 under "V." : "v." matches half the list, all of it in the second half.
    const make = (id: number, name: string): IndexedMember => {
      const text = memberSearchText({ name, clubName: 'Lions Club 1', profession: null, mobile: `9${String(id).padStart(9, '0')}` });
      return { id, clubId: 1, name, photo: null, profession: null, mobile: '', text, mobileAt: text.lastIndexOf(' ') + 1, level: 0, birth: 0, marriage: 0, birthLevel: 0, marriageLevel: 0 };
    };
    const members = [...Array.from({ length: 500 }, (_, i) => make(i + 1, `Anil ${String(i).padStart(3, '0')}`)), ...Array.from({ length: 500 }, (_, i) => make(501 + i, `V. Ravi ${String(i).padStart(3, '0')}`))];
    const index = new MemberIndex(members.map((m) => ({ ...m })));
    const want = members.filter((m) => m.text.includes('v.')).sort(compareMembers).map((m) => m.id);
    const kept = index.answer(['v.'], null);
    expect(kept.count).toBe(500);
    for (const offset of [0, 20, 180, 200, 480]) expect(index.page(kept, offset, offset + 20).map((m) => m.id)).toEqual(want.slice(offset, offset + 20));
    // And a term every member holds: the head comes from the list's start.
    const all = index.answer(['lions'], null);
    expect(all.count).toBe(1000);
    expect(index.page(all, 0, 20).map((m) => m.id)).toEqual([...members].sort(compareMembers).slice(0, 20).map((m) => m.id));
  });
});
