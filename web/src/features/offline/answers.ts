/**
 * Answers of the member app's calls built from the offline copy, in the exact shapes the
 * contract gives them, so a screen renders the same whether the data came from the server
 * or from this phone. Used when the phone is offline (see `readOrOffline` in src/lib/offline.ts).
 *
 * What the copy cannot know is left neutral: isManager is 0 (no edits offline), detail
 * photos are the list thumbnails (already cached when seen), club managers are not listed.
 */
import type { Business, MemberDetails, MemberRow, ResponseOf, CallName, RequestOf, SyncRow } from './types';
import { getUserData } from '@/lib/storage';
import { todayIn } from '@/lib/district-date';
import { offlineCopy, type OfflineCopy } from './copy';

/** The server's page size (contract PAGE_SIZE). */
const PAGE = 20;

type Answer<N extends CallName> = ResponseOf<N>;
type Builder<N extends CallName> = (copy: OfflineCopy, payload: RequestOf<N>) => Answer<N> | null;

const pageOf = <T,>(items: T[], page: unknown) => {
  const p = Math.max(1, Number(page) || 1);
  return items.slice((p - 1) * PAGE, p * PAGE);
};
/** The whole list when no page is asked for (as the app asks for MJF and graduates), else that page. */
const wholeOrPage = <T,>(items: T[], page: unknown) => (page === undefined || page === null || page === '' ? items : pageOf(items, page));
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

const bySortThenId = <T extends { o: number; i: number }>(a: T, b: T) => a.o - b.o || a.i - b.i;
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** MJF or graduate records of members in the copy, in the server's order: latest year first, then name, then record. */
function honours<R extends { i: number; m: number; y: string | null }>(copy: OfflineCopy, records: Iterable<R>) {
  return [...records]
    .flatMap((r) => {
      const m = copy.rows.m.get(r.m);
      return m ? [{ r, m }] : [];
    })
    .sort((a, b) => text(b.r.y ?? '', a.r.y ?? '') || text(a.m.n, b.m.n) || a.r.i - b.r.i);
}

/** 'MM-DD' days greeted on a date: 28 February also greets 29 February outside leap years (as the server). */
function greetedMonthDays(date: string): string[] {
  const year = Number(date.slice(0, 4));
  const md = date.slice(5, 10);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return md === '02-28' && !leap ? ['02-28', '02-29'] : [md];
}

function person(copy: OfflineCopy, memberId: number) {
  const m = copy.rows.m.get(memberId);
  return m ? { memId: m.i, memName: m.n, memPhoto: m.p, mobileNumber: m.mo, clubName: copy.clubName(m.c) } : null;
}

function event(e: SyncRow<'ev'>) {
  const d = distName();
  return { deld: e.i, deTitle: e.n, deDesc: e.d, deStartDate: e.s, deEndDate: e.e, delmage: e.im, distName: d, district: { distName: d } };
}

const PAGE_NAMES: Record<string, string> = { dg: 'DG', fvdg: 'FVDG', svdg: 'SVDG', ipdg: 'IPDG', pdgs: "PDG's" };

const more: { [N in CallName]?: Builder<N> } = {
  get_business_categories: (copy) => {
    const counts = new Map<number, number>();
    for (const b of copy.rows.b.values()) if (copy.rows.m.has(b.m)) counts.set(b.c, (counts.get(b.c) ?? 0) + 1);
    const data = [...copy.rows.bc.values()]
      .sort((a, b) => a.o - b.o || text(a.n, b.n) || a.i - b.i)
      .map((c) => ({ bcId: c.i, bcataTitle: c.n, brImage: c.im, totalRecords: counts.get(c.i) ?? 0 }));
    return { status: true, message: data.length ? 'Business categories.' : 'No Business Directory Found.', data };
  },

  get_business_info: (copy, p) => {
    const category = idOf(p.category_id);
    const all = [...copy.rows.b.values()]
      .filter((b) => category === null || b.c === category)
      .sort((a, b) => text(a.n, b.n) || a.i - b.i)
      .flatMap((b) => business(copy, b) ?? []);
    const data = pageOf(all, p.page);
    return { status: true, message: data.length ? 'Businesses.' : 'No Business Directory Found.', data, totalCount: all.length };
  },

  get_mjpf_profiles: (copy, p) => {
    const all = honours(copy, copy.rows.mj.values()).map(({ r, m }) => ({
      memId: m.i, memName: m.n, memPhoto: m.p, mjType: r.t, YearAchieved: r.y, mobileNumber: m.mo, club_name: copy.clubName(m.c),
    }));
    const profiles = wholeOrPage(all, p.page);
    return { status: true, message: profiles.length ? 'MJF / PMJF profiles.' : 'No Data Found', data: { profiles }, totalCount: all.length };
  },

  get_district_graduates: (copy, p) => {
    const all = honours(copy, copy.rows.gr.values()).map(({ r, m }) => ({
      memId: m.i, memName: m.n, memPhoto: m.p, gradType: r.t, YearGraduated: r.y, memMobNumber: m.mo, club_name: copy.clubName(m.c),
    }));
    const data = wholeOrPage(all, p.page);
    return { status: true, message: data.length ? 'District graduates.' : 'No Data Found', data, totalCount: all.length };
  },

  get_regions: (copy, p) => {
    const current = [...copy.rows.ay.values()].find((y) => y.cur === 1);
    if (p.academic_year_id !== undefined && p.academic_year_id !== null && current && Number(p.academic_year_id) !== current.i) return null;
    const data = [...copy.rows.r.values()].sort(bySortThenId).map((r) => ({ rpId: r.i, region_name: r.n }));
    return { status: true, message: 'Regions.', data };
  },

  get_region_by_id: (copy, p) => {
    const region = copy.rows.r.get(Number(p.region_id));
    if (!region) return null;
    const members = [...copy.rows.rm.values()]
      .filter((x) => x.r === region.i)
      .sort(bySortThenId)
      .flatMap((x) => {
        const who = person(copy, x.m);
        return who ? [{ memId: who.memId, memPhoto: who.memPhoto, role_name: x.p, memName: who.memName, clubName: who.clubName, mobileNumber: who.mobileNumber }] : [];
      });
    const zones = [...copy.rows.z.values()].filter((z) => z.r === region.i).sort(bySortThenId);
    const zoneMembers = zones.flatMap((z) => {
      const clubs = z.cl
        .flatMap((id) => (copy.rows.c.has(id) ? [{ clubName: copy.clubName(id), id }] : []))
        .sort((a, b) => text(a.clubName, b.clubName) || a.id - b.id)
        .map(({ clubName }) => ({ clubName }));
      return [...copy.rows.zm.values()]
        .filter((x) => x.z === z.i)
        .sort(bySortThenId)
        .flatMap((x) => {
          const who = person(copy, x.m);
          return who
            ? [{ memId: who.memId, memPhoto: who.memPhoto, role_name: x.p, memName: who.memName, clubName: who.clubName, mobileNumber: who.mobileNumber, zone_name: z.n, clubs }]
            : [];
        });
    });
    return { status: true, message: 'Region.', data: { members, zoneMembers }, region_name: region.n };
  },

  get_directory: (copy, p) => {
    const current = [...copy.rows.ay.values()].find((y) => y.cur === 1);
    if (!current) return null;
    if (p.year !== undefined && p.year !== null && Number(p.year) !== current.i) return null;
    const cab_leaders = [...copy.rows.cy.values()]
      .flatMap((y) => {
        const c = copy.rows.cc.get(y.c);
        return c ? [{ y, c }] : [];
      })
      .sort((a, b) => a.c.o - b.c.o || text(a.c.n, b.c.n) || a.y.i - b.y.i)
      .map(({ y, c }) => ({ dCAYId: y.i, dCabCategoryName: c.n, iconImage: c.ic }));
    const years = [current, ...[...copy.rows.ay.values()].filter((y) => y.i !== current.i).sort((a, b) => text(b.n, a.n))];
    return { status: true, message: 'Directory.', data: { academic_years: years.map((y) => ({ dAYld: y.i, dAYName: y.n })), cab_leaders } };
  },

  cab_leader_list: (copy, p) => {
    const year = copy.rows.cy.get(Number(p.dist_category_id));
    if (!year) return null;
    const all = [...copy.rows.cm.values()]
      .filter((x) => x.y === year.i)
      .sort(bySortThenId)
      .flatMap((x) => {
        const who = person(copy, x.m);
        return who ? [{ memId: who.memId, memName: who.memName, memPhoto: who.memPhoto, dCabPosition: x.p, clubName: who.clubName, memMobNumber: who.mobileNumber }] : [];
      });
    const data = pageOf(all, p.page);
    return { status: true, message: 'Cabinet.', data, totalCount: all.length, dcay_name: copy.rows.cc.get(year.c)?.n ?? '' };
  },

  get_profile_list: (copy, p) => {
    const current = [...copy.rows.ay.values()].find((y) => y.cur === 1);
    const type = String(p.profile_type);
    const rows = [...copy.rows.g.values()]
      .filter((g) => g.t === type && (type === 'pdgs' || (current !== undefined && g.y === current.i)))
      .sort((a, b) => {
        const ya = a.y === null ? null : copy.rows.ay.get(a.y)?.n ?? '';
        const yb = b.y === null ? null : copy.rows.ay.get(b.y)?.n ?? '';
        if (ya === null || yb === null) return (ya === null ? 1 : 0) - (yb === null ? 1 : 0) || bySortThenId(a, b);
        return text(yb, ya) || bySortThenId(a, b);
      });
    const data = rows.flatMap((g) => {
      const m = copy.rows.m.get(g.m);
      if (!m) return [];
      return [{
        memId: m.i, memName: m.n, memPhoto: m.p, acYear: g.y === null ? null : copy.rows.ay.get(g.y)?.n ?? null, club_name: copy.clubName(m.c),
        memMobileNumber: m.mo, dgld: g.i, distName: distName(), dgFamilyPic: g.fp, dgSlogan: g.sl, dgLogoPic: g.lp, dgThemePic: g.tp, dgProfile: g.pr,
      }];
    });
    return { status: true, message: data.length ? 'Leaders.' : 'No Leaders Found', data, pageName: PAGE_NAMES[type] ?? '' };
  },

  get_district_events: (copy, p) => {
    // The copy keeps the events not over yet; offline, the list is those, soonest first.
    const q = String(p.search ?? '').trim().toLowerCase();
    const day = todayIn();
    const all = [...copy.rows.ev.values()]
      .filter((e) => (e.e ?? e.s) >= day && (!q || e.n.toLowerCase().includes(q) || e.d.toLowerCase().includes(q)))
      .sort((a, b) => text(a.s, b.s) || a.i - b.i)
      .map((e) => event(e));
    const data = pageOf(all, p.page);
    return { status: true, message: data.length ? 'District events.' : 'No Events Found', data, totalCount: all.length };
  },

  get_district_event_details: (copy, p) => {
    const e = copy.rows.ev.get(Number(p.activity_id));
    return e ? { status: true, message: 'District event.', data: event(e) } : null;
  },

  get_greetings: (copy, p) => {
    const days = greetedMonthDays(typeof p.start_date === 'string' && p.start_date ? p.start_date : todayIn());
    const on = (d: string | null) => d !== null && days.includes(d.slice(5, 10));
    const all = [...copy.rows.m.values()]
      .flatMap((m) => [
        ...(on(m.b) ? [{ m, kind: 'birthday' as const }] : []),
        ...(on(m.md) ? [{ m, kind: 'marriage' as const }] : []),
      ])
      .sort((a, b) => text(a.m.n, b.m.n) || a.m.i - b.m.i || text(a.kind, b.kind))
      .map(({ m, kind }) => ({
        memId: m.i, memName: m.n, memPhoto: m.p, clubName: copy.clubName(m.c), mobileNumber: m.mo, greetingType: kind, marriageDay: m.md, dateOfBirth: m.b,
      }));
    const data = pageOf(all, p.page);
    return { status: true, message: data.length ? 'Greetings.' : 'No Greetings Found.', data, totalCount: all.length };
  },
};
Object.assign(builders, more);

/** The call's answer from the offline copy, or null when the copy cannot give it. */
export async function answerLocally<N extends CallName>(call: N, payload: RequestOf<N>): Promise<Answer<N> | null> {
  if (!builders[call]) return null;
  return answerFrom(await offlineCopy(), call, payload);
}

/** The call's answer from a given copy (null when it cannot give it or holds nothing yet). */
export function answerFrom<N extends CallName>(copy: OfflineCopy, call: N, payload: RequestOf<N>): Answer<N> | null {
  const build = builders[call] as Builder<N> | undefined;
  if (!build || copy.rows.m.size === 0) return null;
  return build(copy, payload);
}

export const OFFLINE_CALLS = Object.keys(builders) as CallName[];
