import { describe, expect, it } from 'vitest';
import { isValidImageKey } from '../lib/storage/index.js';
import { DEMO_ADMIN_MOBILE, DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE, generateDistrict, type DemoDistrict, type MemberRow } from './index.js';

const TODAY = '2026-03-15';
const district = generateDistrict({ today: TODAY });
const members: MemberRow[] = [...district.members];

/** Everything the generator returns, members materialised, for deep comparison. */
function snapshot(d: DemoDistrict) {
  return { ...d, members: [...d.members] };
}

const ALL_DAYS = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(5, 10));

describe('generateDistrict: determinism', () => {
  it('gives identical output for the same options', () => {
    expect(snapshot(generateDistrict({ today: TODAY }))).toEqual(snapshot(district));
  });

  it('changes with the seed', () => {
    const other = generateDistrict({ today: TODAY, seed: 7 });
    expect(other.members.at(3).name === district.members.at(3).name && other.members.at(4).name === district.members.at(4).name).toBe(false);
    // The demo accounts stay where they are whatever the seed.
    expect(other.members.at(other.demo.memberId).mobile_number).toBe(DEMO_MEMBER_MOBILE);
    expect(other.members.at(other.demo.managerId).mobile_number).toBe(DEMO_MANAGER_MOBILE);
  });

  it('never calls Math.random', () => {
    const original = Math.random;
    Math.random = () => {
      throw new Error('Math.random used');
    };
    try {
      expect(() => [...generateDistrict({ today: TODAY, members: 200, clubs: 10 }).members]).not.toThrow();
    } finally {
      Math.random = original;
    }
  });
});

describe('generateDistrict: size and shape', () => {
  it('has the default size', () => {
    expect(district.clubs.length).toBeGreaterThanOrEqual(84);
    expect(members.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(district.clubs.map((c) => c.name)).size).toBe(district.clubs.length);
    expect(new Set(district.clubs.map((c) => c.club_number)).size).toBe(district.clubs.length);
    expect(district.clubs.every((c) => c.name.startsWith('Lions Club of '))).toBe(true);
    expect(district.clubs[0]!.name).toBe('Lions Club of Hyderabad Banjara Hills');
    expect(district.mjfRecords.length).toBeGreaterThanOrEqual(280);
    expect(district.mjfRecords.length).toBeLessThanOrEqual(320);
    expect(new Set(district.mjfRecords.map((r) => r.member_id)).size).toBe(district.mjfRecords.length);
    expect(district.graduates.length).toBe(80);
    expect(district.businessCategories.length).toBe(12);
    expect(district.businesses.length).toBe(600);
    expect(new Set(district.businesses.map((b) => b.member_id)).size).toBe(600); // at most one per member
    expect(district.clubActivities.length).toBeGreaterThanOrEqual(380);
    expect(district.districtActivities.length).toBe(40);
    expect(district.districtEvents.length).toBe(20);
    expect(district.districtContacts.length).toBeGreaterThanOrEqual(1);
    expect(district.districtContacts.length).toBeLessThanOrEqual(2);
  });

  it('keeps every reference inside the district', () => {
    const ids = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
    const clubIds = ids(district.clubs);
    const yearIds = ids(district.academicYears);
    const memberOk = (id: number) => Number.isInteger(id) && id >= 1 && id <= members.length;
    for (const [i, m] of members.entries()) {
      expect(m.id).toBe(i + 1);
      expect(clubIds.has(m.club_id)).toBe(true);
    }
    const refs: [string, number[]][] = [
      ['managers', district.clubManagers.map((r) => r.member_id)],
      ['officers', district.clubOfficers.map((r) => r.member_id)],
      ['businesses', district.businesses.map((r) => r.member_id)],
      ['governors', district.governorProfiles.map((r) => r.member_id)],
      ['cabinet', district.cabinetMembers.map((r) => r.member_id)],
      ['regions', district.regionMembers.map((r) => r.member_id)],
      ['zones', district.zoneMembers.map((r) => r.member_id)],
      ['mjf', district.mjfRecords.map((r) => r.member_id)],
      ['graduates', district.graduates.map((r) => r.member_id)],
    ];
    for (const [label, list] of refs) expect(list.every(memberOk), label).toBe(true);
    expect(district.clubOfficers.every((o) => clubIds.has(o.club_id) && yearIds.has(o.academic_year_id))).toBe(true);
    // Officers and managers belong to their club.
    for (const o of [...district.clubOfficers, ...district.clubManagers]) expect(members[o.member_id - 1]!.club_id).toBe(o.club_id);
    // Every table's ids are 1..n in order (inserted as explicit ids).
    for (const rows of [district.clubs, district.businesses, district.clubActivities, district.cabinetMembers, district.otherEntries, district.zones]) {
      expect(rows.map((r) => r.id)).toEqual(rows.map((_, i) => i + 1));
    }
  });

  it('uses only pool pictures, a bounded pool, and photos for about half the members', () => {
    const pool = new Set(district.pictures.map((p) => p.key));
    expect(pool.size).toBe(district.pictures.length);
    expect(pool.size).toBeLessThanOrEqual(250);
    for (const key of pool) expect(isValidImageKey(key) && key.startsWith('demo/')).toBe(true);
    const used = [
      ...members.map((m) => m.photo),
      ...district.businesses.map((b) => b.image),
      ...district.businessCategories.map((c) => c.image),
      ...district.clubActivities.map((a) => a.image),
      ...district.districtActivities.map((a) => a.image),
      ...district.districtEvents.map((e) => e.image),
      ...district.governorProfiles.flatMap((g) => [g.family_pic, g.logo_pic, g.theme_pic]),
      ...district.cabinetCategories.map((c) => c.icon_image),
      ...district.otherEntries.map((o) => o.picture),
      ...district.districtContacts.map((c) => c.photo),
    ].filter((k): k is string => k !== null);
    for (const key of used) expect(pool.has(key), key).toBe(true);
    const withPhoto = members.filter((m) => m.photo).length / members.length;
    expect(withPhoto).toBeGreaterThan(0.4);
    expect(withPhoto).toBeLessThan(0.6);
  });
});

describe('generateDistrict: members', () => {
  it('has unique, valid mobile numbers and membership numbers', () => {
    const mobiles = members.map((m) => m.mobile_number);
    expect(new Set(mobiles).size).toBe(members.length);
    for (const mobile of mobiles) expect(mobile).toMatch(/^[6-9]\d{9}$/);
    expect(new Set(members.map((m) => m.membership_number)).size).toBe(members.length);
  });

  it('has a birthday and a wedding day on every calendar day, 29 February included', () => {
    const birth = new Set(members.map((m) => m.birth_md));
    const marriage = new Set(members.map((m) => m.marriage_md).filter(Boolean));
    for (const day of ALL_DAYS) {
      expect(birth.has(day), `birthday on ${day}`).toBe(true);
      expect(marriage.has(day), `wedding day on ${day}`).toBe(true);
    }
  });

  it('stores consistent, real dates', () => {
    for (const m of members) {
      expect(m.birth_md).toBe(m.date_of_birth!.slice(5));
      expect(m.marriage_md).toBe(m.marriage_day ? m.marriage_day.slice(5) : null);
      for (const date of [m.date_of_birth, m.marriage_day, m.date_of_joining]) {
        if (!date) continue;
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date); // 29 Feb only in leap years
        expect(date <= TODAY).toBe(true);
      }
      expect(m.marriage_day === null || m.marriage_day > m.date_of_birth!).toBe(true);
      expect(m.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
  });

  it('fills search_text as lower-case name, club, profession and mobile', () => {
    const clubName = new Map(district.clubs.map((c) => [c.id, c.name]));
    for (const m of members.slice(0, 500)) {
      expect(m.search_text).toBe(`${m.name} ${clubName.get(m.club_id)} ${m.profession} ${m.mobile_number}`.toLowerCase());
    }
  });

  it('looks like a Hyderabad district', () => {
    expect(members.filter((m) => /Hyderabad|Secunderabad/.test(m.postal_address ?? '')).length / members.length).toBeGreaterThan(0.7);
    expect(members.some((m) => / (Reddy|Rao|Naidu|Goud)$/.test(m.name))).toBe(true);
    expect(members.filter((m) => m.email).every((m) => /^[a-z0-9.]+@[a-z.]+$/.test(m.email!))).toBe(true);
  });
});

const FULL_PROFILE = [
  'photo', 'profession', 'date_of_birth', 'marriage_day', 'spouse', 'phone_number', 'email', 'website', 'postal_address',
  'positions_held', 'about_me', 'membership_number', 'date_of_joining',
] as const;

describe('generateDistrict: demo accounts', () => {
  const byMobile = (mobile: string) => members.find((m) => m.mobile_number === mobile)!;
  const member = byMobile(DEMO_MEMBER_MOBILE);
  const manager = byMobile(DEMO_MANAGER_MOBILE);

  it('has an ordinary member in club 1 with a full profile and no business', () => {
    expect(member.id).toBe(district.demo.memberId);
    expect(member.club_id).toBe(1);
    expect(member.is_active).toBe(1);
    expect(district.clubManagers.some((m) => m.member_id === member.id)).toBe(false);
    expect(district.businesses.some((b) => b.member_id === member.id)).toBe(false);
    for (const field of FULL_PROFILE) {
      expect(member[field], field).toBeTruthy();
    }
  });

  it('has a manager of club 2 (and of no other club) with a business', () => {
    expect(manager.id).toBe(district.demo.managerId);
    expect(manager.club_id).toBe(2);
    expect(manager.is_active).toBe(1);
    expect(district.clubManagers.filter((m) => m.member_id === manager.id).map((m) => m.club_id)).toEqual([2]);
    expect(district.businesses.filter((b) => b.member_id === manager.id)).toHaveLength(1);
    for (const field of FULL_PROFILE) {
      expect(manager[field], field).toBeTruthy();
    }
  });

  it('has a district admin in club 3 who manages no club', () => {
    const admin = byMobile(DEMO_ADMIN_MOBILE);
    expect(admin.id).toBe(district.demo.adminId);
    expect(admin.club_id).toBe(3);
    expect(district.districtAdmins).toEqual([expect.objectContaining({ member_id: admin.id })]);
    expect(district.clubManagers.some((m) => m.member_id === admin.id)).toBe(false);
    for (const field of FULL_PROFILE) {
      expect(admin[field], field).toBeTruthy();
    }
  });
});

describe('generateDistrict: directory', () => {
  const current = district.academicYears.find((y) => y.is_current === 1)!;
  const yearIds = [current.id - 1, current.id, current.id + 1];

  it('makes the Lions year containing today current, with the years around it', () => {
    expect(district.academicYears.filter((y) => y.is_current === 1)).toHaveLength(1);
    expect(current.name).toBe('2025-2026');
    expect(current.starts_on <= TODAY && TODAY <= current.ends_on).toBe(true);
    const names = district.academicYears.map((y) => y.name);
    expect(names).toContain('2024-2025');
    expect(names).toContain('2026-2027');
    expect(generateDistrict({ today: '2026-07-01', members: 200, clubs: 10 }).academicYears.find((y) => y.is_current)!.name).toBe('2026-2027');
    expect(generateDistrict({ today: '2026-06-30', members: 200, clubs: 10 }).academicYears.find((y) => y.is_current)!.name).toBe('2025-2026');
  });

  it('has DG, FVDG, SVDG and IPDG for each of the three years, and PDGs', () => {
    for (const yearId of yearIds) {
      for (const type of ['dg', 'fvdg', 'svdg', 'ipdg'] as const) {
        const rows = district.governorProfiles.filter((g) => g.profile_type === type && g.academic_year_id === yearId);
        expect(rows, `${type} ${yearId}`).toHaveLength(1);
        const g = rows[0]!;
        expect(g.slogan && g.family_pic && g.logo_pic && g.theme_pic).toBeTruthy();
        expect(g.profile!.split('\n\n').length).toBeGreaterThanOrEqual(3);
      }
    }
    const dg = (yearId: number) => district.governorProfiles.find((g) => g.profile_type === 'dg' && g.academic_year_id === yearId)!.member_id;
    const fvdg = (yearId: number) => district.governorProfiles.find((g) => g.profile_type === 'fvdg' && g.academic_year_id === yearId)!.member_id;
    expect(dg(current.id + 1)).toBe(fvdg(current.id)); // the FVDG becomes next year's DG
    const pdgs = district.governorProfiles.filter((g) => g.profile_type === 'pdgs');
    expect(pdgs.length).toBeGreaterThanOrEqual(6);
    expect(pdgs.every((p) => p.academic_year_id !== null && p.academic_year_id < current.id)).toBe(true);
  });

  it('has cabinet categories with 3 to 15 members per year', () => {
    const names = district.cabinetCategories.map((c) => c.name);
    for (const n of ['District Governor Team', 'Cabinet Secretary', 'Cabinet Treasurer', 'District Chairpersons', 'Global Action Team']) expect(names).toContain(n);
    for (const yearId of yearIds) {
      const cys = district.cabinetYears.filter((cy) => cy.academic_year_id === yearId);
      expect(cys).toHaveLength(district.cabinetCategories.length);
      for (const cy of cys) {
        const n = district.cabinetMembers.filter((m) => m.cabinet_year_id === cy.id).length;
        expect(n).toBeGreaterThanOrEqual(3);
        expect(n).toBeLessThanOrEqual(15);
      }
    }
  });

  it('has regions with 2-3 zones, chairpersons, and every club in one zone per year', () => {
    for (const yearId of yearIds) {
      const regions = district.regions.filter((r) => r.academic_year_id === yearId);
      expect(regions).toHaveLength(6);
      const zoneIds: number[] = [];
      for (const r of regions) {
        const zones = district.zones.filter((z) => z.region_id === r.id);
        expect(zones.length).toBeGreaterThanOrEqual(2);
        expect(zones.length).toBeLessThanOrEqual(3);
        expect(district.regionMembers.some((m) => m.region_id === r.id && m.role_name === 'Region CMan')).toBe(true);
        for (const z of zones) {
          zoneIds.push(z.id);
          expect(district.zoneMembers.some((m) => m.zone_id === z.id && m.role_name === 'Zone Chairman')).toBe(true);
        }
      }
      const clubsInZones = district.zoneClubs.filter((zc) => zoneIds.includes(zc.zone_id)).map((zc) => zc.club_id).sort((a, b) => a - b);
      expect(clubsInZones).toEqual(district.clubs.map((c) => c.id));
    }
  });

  it('has President, Secretary and Treasurer per club per year, and 1-2 managers per club', () => {
    for (const club of district.clubs) {
      for (const yearId of yearIds) {
        const psts = district.clubOfficers.filter((o) => o.club_id === club.id && o.academic_year_id === yearId);
        expect(psts.map((o) => o.position)).toEqual(['President', 'Secretary', 'Treasurer']);
        expect(new Set(psts.map((o) => o.member_id)).size).toBe(3);
      }
      const managers = district.clubManagers.filter((m) => m.club_id === club.id).length;
      expect(managers).toBeGreaterThanOrEqual(1);
      expect(managers).toBeLessThanOrEqual(2);
    }
  });

  it('has all five Others types', () => {
    const count = (type: string) => district.otherEntries.filter((o) => o.type === type).length;
    expect(count('mocouncils')).toBe(6);
    expect(count('inteo')).toBe(4);
    expect(count('intdir')).toBe(8);
    expect(count('pastintdir')).toBe(8);
    expect(count('resource')).toBe(6);
    for (const o of district.otherEntries) {
      expect(o.heading && o.body && o.picture).toBeTruthy();
      if (o.type === 'inteo' || o.type === 'intdir' || o.type === 'pastintdir') expect(o.year_label).toMatch(/^\d{4}-\d{4}$/);
      if (o.type !== 'resource') expect(o.person_name).toBeTruthy();
    }
  });
});

describe('generateDistrict: activities and events', () => {
  it('dates club and district activities within the last 18 months', () => {
    const from = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 549 * 86_400_000).toISOString().slice(0, 10);
    for (const a of [...district.clubActivities, ...district.districtActivities]) {
      expect(a.activity_date >= from && a.activity_date <= TODAY, a.activity_date).toBe(true);
      expect(a.description.split('\n').length).toBeGreaterThanOrEqual(2);
      expect(a.description).not.toMatch(/lorem/i);
    }
  });

  it('has upcoming and past events, some without an end date', () => {
    const upcoming = district.districtEvents.filter((e) => e.start_date > TODAY);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(district.districtEvents.some((e) => e.start_date < TODAY)).toBe(true);
    expect(district.districtEvents.some((e) => e.end_date === null)).toBe(true);
    for (const e of district.districtEvents) if (e.end_date) expect(e.end_date >= e.start_date).toBe(true);
  });
});

describe('generateDistrict: options', () => {
  it('rejects bad options', () => {
    expect(() => generateDistrict({ members: 10 })).toThrow(RangeError);
    expect(() => generateDistrict({ clubs: 1 })).toThrow(RangeError);
    expect(() => generateDistrict({ clubs: 100, members: 300 })).toThrow(RangeError);
    expect(() => generateDistrict({ today: '2026-02-30' })).toThrow(RangeError);
    expect(() => generateDistrict({ seed: 1.5 })).toThrow(RangeError);
  });

  it('scales to 100,000 members quickly and lazily', () => {
    const big = generateDistrict({ today: TODAY, members: 100_000 });
    const mobiles = new Set<string>();
    let n = 0;
    for (const chunk of big.members.chunks(1000)) {
      for (const m of chunk) mobiles.add(m.mobile_number);
      n += chunk.length;
    }
    expect(n).toBe(100_000);
    expect(mobiles.size).toBe(100_000);
    expect(big.clubs).toHaveLength(84);
    expect(big.businesses).toHaveLength(20_000);
  }, 120_000);
});
