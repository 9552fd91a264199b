import { afterEach, describe, expect, it } from 'vitest';
import type { SyncRow } from '@d320b/contract';
import { answerFrom } from './answers';
import { copyFromRows } from './copy';

const member = (i: number, n: string, c: number, extra: Partial<SyncRow<'m'>> = {}): SyncRow<'m'> => ({
  i, c, n, p: `/media/k${i}/thumb.webp`, f: null, mo: `98765${String(i).padStart(5, '0')}`, ph: null, e: null, w: null, a: null,
  b: null, md: null, s: null, ps: null, ab: null, mn: null, j: null, sb: null, ...extra,
});
const club = (i: number, n: string): SyncRow<'c'> => ({ i, n, no: null, cp: null, ec: null, mo: null, mp: null, sb: null, cd: null, l: '' });

const copy = copyFromRows({
  ay: [{ i: 1, n: '2025-2026', cur: 0 }, { i: 2, n: '2026-2027', cur: 1 }],
  c: [club(10, 'Lions Club of Anna Nagar'), club(11, 'Lions Club of Ameerpet')],
  m: [
    member(1, 'Ravi Kumar', 10, { f: 'Chartered Accountant', b: '1970-02-29' }),
    member(2, 'Asha Rao', 11, { md: '1995-02-28' }),
    member(3, 'Kumar Swamy', 11, { f: 'Doctor', b: '1980-06-01' }),
    ...Array.from({ length: 30 }, (_, k) => member(100 + k, `Zed ${String(k).padStart(2, '0')}`, 10)),
  ],
  o: [{ i: 1, c: 10, m: 1, p: 'President', o: 1 }],
  b: [{ i: 7, m: 3, c: 5, n: 'Swamy Clinic', d: 'Family doctor', w: null, im: '' }],
  bc: [{ i: 5, n: 'Health', im: '', o: 1 }],
  r: [{ i: 4, n: 'Region I', o: 1 }],
  rm: [{ i: 1, r: 4, m: 2, p: 'Region CMan', o: 1 }],
  z: [{ i: 6, r: 4, n: 'Zone 1', o: 1, cl: [11, 10] }],
  zm: [{ i: 1, z: 6, m: 3, p: 'Zone CMan', o: 1 }],
});

afterEach(() => localStorage.clear());

describe('offline answers', () => {
  it('get_members: search by name, club, profession or mobile (with +91), paged like the server', () => {
    localStorage.setItem('userData', JSON.stringify({ memId: 3 }));
    const kumar = answerFrom(copy, 'get_members', { page: 1, filter_club_id: 'all', filter: 'kumar' })!;
    expect(kumar.data.map((m) => m.memName)).toEqual(['Kumar Swamy', 'Ravi Kumar']);
    expect(kumar.mem_count).toBe(2);
    expect(kumar.data[0]).toMatchObject({ memId: 3, clubName: 'Lions Club of Ameerpet', profession: 'Doctor', isManager: 0, selfLogin: 1 });
    expect(answerFrom(copy, 'get_members', { page: 1, filter_club_id: 'all', filter: 'kumar ameerpet' })!.data.map((m) => m.memId)).toEqual([3]);
    expect(answerFrom(copy, 'get_members', { page: 1, filter_club_id: 'all', filter: 'ACCOUNTANT' })!.data.map((m) => m.memId)).toEqual([1]);
    expect(answerFrom(copy, 'get_members', { page: 1, filter_club_id: 'all', filter: '+91 98765 00002' })!.data.map((m) => m.memId)).toEqual([2]);
    expect(answerFrom(copy, 'get_members', { page: 1, filter_club_id: 11, filter: 'kumar' })!.data.map((m) => m.memId)).toEqual([3]);
    const all = answerFrom(copy, 'get_members', { page: 2, filter_club_id: 'all', filter: '' })!;
    expect(all.mem_count).toBe(33);
    expect(all.data).toHaveLength(13);
    expect(all.data.at(-1)!.memName).toBe('Zed 29');
  });

  it('get_member_details: the profile with the club name and the member’s business', () => {
    const d = answerFrom(copy, 'get_member_details', { member_idd: 3 })!;
    expect(d.data.get_member).toMatchObject({ memId: 3, memName: 'Kumar Swamy', clubName: 'Lions Club of Ameerpet', dateOfBirth: '1980-06-01' });
    expect(d.data.business_record).toMatchObject({ brId: 7, brTitle: 'Swamy Clinic', bcataTitle: 'Health', memName: 'Kumar Swamy' });
    expect(answerFrom(copy, 'get_member_details', { member_idd: 999 })).toBeNull();
  });

  it('clubs: list with counts, details with this year’s officers; other years are not kept', () => {
    expect(answerFrom(copy, 'get_clubs_list', { page: 1, search: 'anna' })!.data).toEqual([
      { clubld: 10, clubName: 'Lions Club of Anna Nagar', clubNumber: null, members_count: 31 },
    ]);
    const details = answerFrom(copy, 'get_club_details', { club_id: 10 })!;
    expect(details.data.pst_members).toEqual([expect.objectContaining({ memName: 'Ravi Kumar', position: 'President' })]);
    expect(details.data.academic_years).toEqual([{ dAYld: 2, dAYName: '2026-2027' }]);
    expect(answerFrom(copy, 'get_club_details', { club_id: 10, academic_year: 1 })).toBeNull();
  });

  it('regions and zones: leaders with their zone’s clubs in name order', () => {
    const r = answerFrom(copy, 'get_region_by_id', { region_id: 4 })!;
    expect(r.region_name).toBe('Region I');
    expect(r.data.members.map((m) => m.memName)).toEqual(['Asha Rao']);
    expect(r.data.zoneMembers[0]).toMatchObject({ memName: 'Kumar Swamy', zone_name: 'Zone 1', clubs: [{ clubName: 'Lions Club of Ameerpet' }, { clubName: 'Lions Club of Anna Nagar' }] });
  });

  it('greetings: birthdays and anniversaries of a day; 28 February greets 29 February outside leap years', () => {
    const feb28 = answerFrom(copy, 'get_greetings', { start_date: '2027-02-28', page: 1 })!;
    expect(feb28.data.map((g) => [g.memName, g.greetingType])).toEqual([
      ['Asha Rao', 'marriage'],
      ['Ravi Kumar', 'birthday'],
    ]);
    expect(answerFrom(copy, 'get_greetings', { start_date: '2028-02-28', page: 1 })!.data.map((g) => g.memName)).toEqual(['Asha Rao']);
  });

  it('events: the ones not over yet, soonest first, searchable', () => {
    const events = copyFromRows({
      m: [member(1, 'Ravi Kumar', 10)],
      ev: [
        { i: 1, n: 'Blood donation camp', d: 'At the town hall', s: '2999-03-10', e: null, im: '' },
        { i: 2, n: 'District convention', d: 'Annual meeting', s: '2999-01-05', e: '2999-01-06', im: '' },
        { i: 3, n: 'Past walkathon', d: 'Over', s: '2000-01-01', e: null, im: '' },
      ],
    });
    expect(answerFrom(events, 'get_district_events', { page: 1, search: '' })!.data.map((e) => e.deld)).toEqual([2, 1]);
    expect(answerFrom(events, 'get_district_events', { page: 1, search: 'TOWN' })!.data.map((e) => e.deTitle)).toEqual(['Blood donation camp']);
    expect(answerFrom(events, 'get_district_event_details', { activity_id: 2 })!.data).toMatchObject({ deTitle: 'District convention', deEndDate: '2999-01-06' });
  });

  it('MJF and graduates: latest year first, then by name, like the server; paged when a page is asked for', () => {
    const honours = copyFromRows({
      c: [club(10, 'Lions Club of Anna Nagar')],
      m: Array.from({ length: 25 }, (_, k) => member(200 + k, `Member ${String(k).padStart(2, '0')}`, 10)),
      mj: Array.from({ length: 25 }, (_, k) => ({ i: 300 + k, m: 200 + k, t: k % 2 ? 'PMJF' : 'MJF', y: k < 3 ? '2020' : '2024' })),
      gr: [
        { i: 1, m: 201, t: 'ELLI', y: '2019' },
        { i: 2, m: 202, t: 'ALLI', y: '2023' },
        { i: 3, m: 999, t: 'ALLI', y: '2025' }, // not in the copy: not listed
      ],
    });
    const whole = answerFrom(honours, 'get_mjpf_profiles', {})!;
    expect(whole.totalCount).toBe(25);
    expect(whole.data.profiles.map((p) => p.memName).slice(0, 2)).toEqual(['Member 03', 'Member 04']);
    expect(whole.data.profiles.map((p) => p.YearAchieved).slice(-3)).toEqual(['2020', '2020', '2020']);
    const page2 = answerFrom(honours, 'get_mjpf_profiles', { page: 2 })!;
    expect(page2.data.profiles.map((p) => p.memName)).toEqual(whole.data.profiles.slice(20).map((p) => p.memName));
    expect(page2.totalCount).toBe(25);

    const graduates = answerFrom(honours, 'get_district_graduates', { page: 1 })!;
    expect(graduates.data.map((g) => [g.memName, g.YearGraduated])).toEqual([['Member 02', '2023'], ['Member 01', '2019']]);
    expect(graduates.totalCount).toBe(2);
  });

  it('gives nothing before the first sync', () => {
    expect(answerFrom(copyFromRows({}), 'get_members', { page: 1, filter_club_id: 'all', filter: '' })).toBeNull();
  });
});
