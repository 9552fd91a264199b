/**
 * Answers of the member app's calls built from the offline copy, in the exact shapes the
 * contract gives them, so a screen renders the same whether the data came from the server
 * or from this phone. Used when the phone is offline (see fallback.ts).
 *
 * What the copy cannot know is left neutral: isManager is 0 (no edits offline), detail
 * photos are the list thumbnails (already cached when seen), club managers are not listed.
 */
import type { Business, MemberDetails, MemberRow, ResponseOf, CallName, RequestOf, SyncRow } from './types';
import { getUserData } from '@/lib/storage';
import { offlineCopy, type OfflineCopy } from './copy';

/** The server's page size (contract PAGE_SIZE). */
const PAGE = 20;

type Answer<N extends CallName> = ResponseOf<N>;
type Builder<N extends CallName> = (copy: OfflineCopy, payload: RequestOf<N>) => Answer<N> | null;

const pageOf = <T,>(items: T[], page: unknown) => {
  const p = Math.max(1, Number(page) || 1);
  return items.slice((p - 1) * PAGE, p * PAGE);
};
const idOf = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
const selfId = () => Number(getUserData()?.memId ?? 0);
const distName = () => String(getUserData()?.distName ?? getUserData()?.district?.distName ?? '');
const byName = <T extends { n: string; i: number }>(a: T, b: T) => (a.n < b.n ? -1 : a.n > b.n ? 1 : a.i - b.i);

function memberRow(copy: OfflineCopy, m: SyncRow<'m'>): MemberRow {
  return {
    memId: m.i, memName: m.n, memPhoto: m.p, clubName: copy.clubName(m.c), mobileNumber: m.mo, profession: m.f,
    isManager: 0, selfLogin: m.i === selfId() ? 1 : 0,
  };
}

function memberDetails(copy: OfflineCopy, m: SyncRow<'m'>): MemberDetails {
  return {
    memId: m.i, clubId: m.c, memPhoto: m.p, memName: m.n, profession: m.f, clubName: copy.clubName(m.c), distName: distName(),
    membershipNumber: m.mn, dateOfBirth: m.b, marriageDay: m.md, spouse: m.s, phoneNumber: m.ph, mobileNumber: m.mo,
    emailAddress: m.e, websiteAddress: m.w, postalAddress: m.a, positionsheld: m.ps, dateOfJoining: m.j, sponsoredBy: m.sb, aboutMe: m.ab,
  };
}

function business(copy: OfflineCopy, b: SyncRow<'b'>): Business | null {
  const owner = copy.rows.m.get(b.m);
  if (!owner) return null;
  return {
    brId: b.i, brTitle: b.n, brCategory: b.c, bcataTitle: copy.rows.bc.get(b.c)?.n ?? '', brDescription: b.d, brWebSiteAddr: b.w,
    brImage: b.im, memId: owner.i, memName: owner.n, memPhoto: owner.p, mobileNumber: owner.mo, clubName: copy.clubName(owner.c),
  };
}

const builders: { [N in CallName]?: Builder<N> } = {
  get_members: (copy, p) => {
    const clubId = idOf(p.filter_club_id);
    const ids = copy.search.search(String(p.filter ?? ''), clubId);
    const data = pageOf(ids, p.page).map((id) => memberRow(copy, copy.rows.m.get(id)!));
    return { status: true, message: data.length ? 'Members.' : 'Data Not Found.', data, mem_count: ids.length };
  },

  get_member_details: (copy, p) => {
    const m = copy.rows.m.get(Number(p.member_idd));
    if (!m) return null;
    const own = [...copy.rows.b.values()].filter((b) => b.m === m.i).sort((a, b) => a.i - b.i)[0];
    return { status: true, message: 'Member details.', data: { get_member: memberDetails(copy, m), business_record: own ? business(copy, own) : null } };
  },

  get_clubs: (copy) => {
    const data = [...copy.rows.c.values()].sort(byName).map((c) => ({ clubld: c.i, clubName: c.n, memberCount: copy.memberCount.get(c.i) ?? 0 }));
    return { status: true, message: 'Clubs.', data, total_members_count: copy.rows.m.size };
  },

  get_clubs_list: (copy, p) => {
    const q = String(p.search ?? '').trim().toLowerCase();
    const all = [...copy.rows.c.values()].filter((c) => c.n.toLowerCase().includes(q)).sort(byName);
    const data = pageOf(all, p.page).map((c) => ({ clubld: c.i, clubName: c.n, clubNumber: c.no, members_count: copy.memberCount.get(c.i) ?? 0 }));
    return { status: true, message: data.length ? 'Clubs.' : 'Data Not Found.', data, totalCount: all.length };
  },

  get_club_details: (copy, p) => {
    const c = copy.rows.c.get(Number(p.club_id));
    if (!c) return null;
    const current = [...copy.rows.ay.values()].find((y) => y.cur === 1);
    // Only this year's officers are kept offline.
    if (p.academic_year !== undefined && p.academic_year !== null && current && Number(p.academic_year) !== current.i) return null;
    const count = copy.memberCount.get(c.i) ?? 0;
    const officers = [...copy.rows.o.values()].filter((o) => o.c === c.i).sort((a, b) => a.o - b.o || a.i - b.i);
    return {
      status: true,
      message: 'Club details.',
      data: {
        club: {
          clubld: c.i, clubName: c.n, clubNumber: c.no, charterPresident: c.cp, extnChairman: c.ec, meetsOn: c.mo, meetingPlace: c.mp,
          sponsoredBy: c.sb, charterDate: c.cd, members_count: count, memberCount: count, activity_count: 0,
        },
        academic_years: current ? [{ dAYld: current.i, dAYName: current.n }] : [],
        pst_members: officers.flatMap((o) => {
          const m = copy.rows.m.get(o.m);
          return m ? [{ memId: m.i, memPhoto: m.p, position: o.p, memName: m.n, mobileNumber: m.mo }] : [];
        }),
        members: [],
      },
    };
  },
};

/** The call's answer from the offline copy, or null when the copy cannot give it. */
export async function answerLocally<N extends CallName>(call: N, payload: RequestOf<N>): Promise<Answer<N> | null> {
  const build = builders[call] as Builder<N> | undefined;
  if (!build) return null;
  const copy = await offlineCopy();
  if (copy.rows.m.size === 0) return null;
  return build(copy, payload);
}

export const OFFLINE_CALLS = Object.keys(builders) as CallName[];
