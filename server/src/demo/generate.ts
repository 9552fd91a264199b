/**
 * The demo district as plain rows (no database): one deterministic generator
 * shared by the seed command, the boot-time auto-seed and the tests.
 *
 * Rows carry explicit ids (1..n per table, in insertion order) so that every
 * cross reference is known before anything is written. Members are produced
 * lazily from their id (each has its own PRNG stream), which keeps a
 * 100,000-member district cheap in memory and lets other tables look a
 * member up without generating the whole list.
 */
import type { Selectable } from 'kysely';
import type {
  AcademicYearsTable, BusinessCategoriesTable, BusinessesTable, CabinetCategoriesTable, CabinetMembersTable,
  CabinetYearsTable, ClubActivitiesTable, ClubManagersTable, ClubOfficersTable, ClubsTable, DistrictActivitiesTable,
  DistrictAdminsTable, DistrictContactsTable, DistrictEventsTable, DistrictsTable, GovernorProfilesTable, GraduatesTable, MembersTable,
  MjfRecordsTable, OtherEntriesTable, RegionMembersTable, RegionsTable, ZoneClubsTable, ZoneMembersTable, ZonesTable,
} from '../db/schema.js';
import { derivedMemberColumns } from '../db/member-writer.js';
import { todayIn } from '../lib/time.js';
import {
  ABOUT_ME, AUSPICIOUS, BUILDINGS, BUSINESS_CATEGORIES, CABINET_CATEGORIES, CLUB_ACTIVITY_THEMES, CLUB_SUFFIXES,
  COMMUNITIES, COUNCIL_MEMBERS, DISTRICT_ACTIVITY_TITLES, DISTRICT_EVENT_TITLES, EVENT_VENUES, EXECUTIVE_OFFICERS,
  GRADUATE_TYPES, INTERNATIONAL_DIRECTORS, LOCALITIES, MEETING_DAYS, MEETING_TIMES, MEETING_VENUES,
  PAST_INTERNATIONAL_DIRECTORS, POSITIONS_HELD, PROFESSIONS, RESOURCES, ROMAN, SLOGANS, STREETS,
  type Community, type Locality, type OtherPerson,
} from './data.js';
import { pictureKey, type PictureSpec } from './pictures.js';
import { Rng, hash32, sampleInts } from './prng.js';

/** Fixed demo sign-ins (README and tests rely on them). */
export const DEMO_MEMBER_MOBILE = '9876500001';
export const DEMO_MANAGER_MOBILE = '9876500002';
/** The demo district admin (administers the whole district in the admin console). */
export const DEMO_ADMIN_MOBILE = '9876500003';

export const DEFAULT_SEED = 320;
export const DEFAULT_MEMBERS = 3000;
export const DEFAULT_CLUBS = 84;
/** Every club needs room for three officers, two managers and a demo account. */
export const MIN_MEMBERS_PER_CLUB = 6;
export const MIN_CLUBS = 4;
/** Enough people for the governors, cabinet and regions of a tiny district. */
export const MIN_MEMBERS = 100;
export const MAX_MEMBERS = 1_000_000;

export interface GenerateOptions {
  seed?: number;
  members?: number;
  clubs?: number;
  /** 'YYYY-MM-DD'; defaults to today in India. Decides the current Lions year and what is upcoming. */
  today?: string;
  districtName?: string;
}

export type ResolvedOptions = Required<GenerateOptions>;

type Row<T> = Selectable<T>;
export type MemberRow = Row<MembersTable>;

export interface DemoPicture {
  key: string;
  spec: PictureSpec;
}

export interface DemoDistrict {
  options: ResolvedOptions;
  /** The bounded picture pool; every image column of the rows holds one of these keys (or null). */
  pictures: DemoPicture[];
  districts: Row<DistrictsTable>[];
  academicYears: Row<AcademicYearsTable>[];
  clubs: Row<ClubsTable>[];
  members: DemoMembers;
  clubManagers: Row<ClubManagersTable>[];
  clubOfficers: Row<ClubOfficersTable>[];
  businessCategories: Row<BusinessCategoriesTable>[];
  businesses: Row<BusinessesTable>[];
  clubActivities: Row<ClubActivitiesTable>[];
  districtActivities: Row<DistrictActivitiesTable>[];
  districtEvents: Row<DistrictEventsTable>[];
  governorProfiles: Row<GovernorProfilesTable>[];
  cabinetCategories: Row<CabinetCategoriesTable>[];
  cabinetYears: Row<CabinetYearsTable>[];
  cabinetMembers: Row<CabinetMembersTable>[];
  regions: Row<RegionsTable>[];
  regionMembers: Row<RegionMembersTable>[];
  zones: Row<ZonesTable>[];
  zoneMembers: Row<ZoneMembersTable>[];
  zoneClubs: Row<ZoneClubsTable>[];
  mjfRecords: Row<MjfRecordsTable>[];
  graduates: Row<GraduatesTable>[];
  otherEntries: Row<OtherEntriesTable>[];
  districtContacts: Row<DistrictContactsTable>[];
  /** The demo district admin. */
  districtAdmins: Row<DistrictAdminsTable>[];
  demo: { memberId: number; managerId: number; adminId: number; memberClubId: number; managerClubId: number; adminClubId: number };
}

// ---------------------------------------------------------------------------
// Dates ('YYYY-MM-DD', computed in UTC days so no time zone can shift them)

const DAY_MS = 86_400_000;
const toDay = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const yearOf = (date: string): number => Number(date.slice(0, 4));
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** All 366 'MM-DD' of a leap year, 29 Feb included. */
const MONTH_DAYS: string[] = Array.from({ length: 366 }, (_, i) => fromDay(toDay('2000-01-01') + i).slice(5));

/** A real date for 'MM-DD' in about `year` (29 Feb moves to the closest earlier leap year). */
function dateFor(year: number, md: string): string {
  let y = year;
  if (md === '02-29') while (!isLeap(y)) y--;
  return `${y}-${md}`;
}

function randomDateBetween(rng: Rng, from: string, to: string): string {
  const a = toDay(from);
  const b = toDay(to);
  return fromDay(b <= a ? a : rng.int(a, b));
}

// ---------------------------------------------------------------------------
// People

interface Person {
  name: string;
  given: string;
  surname: string;
  /** Family name used for the family picture and business names. */
  family: string;
  male: boolean;
  community: Community;
}

const COMMUNITY_WEIGHTS = COMMUNITIES.map((c) => c.weight);

function makePerson(rng: Rng, male: boolean, community = rng.weighted(COMMUNITIES, COMMUNITY_WEIGHTS)): Person {
  const given = rng.pick(male ? community.male : community.female);
  const suffix = rng.pick(male ? community.suffixMale : community.suffixFemale);
  if (community.family.length === 0) return { name: `${given} ${suffix}`, given, surname: suffix, family: suffix, male, community };
  const family = rng.pick(community.family);
  const style = rng.next();
  if (style < 0.45) return { name: `${given} ${suffix}`, given, surname: suffix, family, male, community };
  if (style < 0.75) return { name: `${family[0]}. ${given} ${suffix}`, given, surname: suffix, family, male, community };
  return { name: `${family} ${given}`, given, surname: family, family, male, community };
}

/** The spouse shares the family and, where the ending suits, the surname. */
function makeSpouse(rng: Rng, p: Person): string {
  const c = p.community;
  const given = rng.pick(p.male ? c.female : c.male);
  const endings = p.male ? c.suffixFemale : c.suffixMale;
  if (c.family.length > 0 && p.surname === p.family) return `${p.family} ${given}`;
  if (endings.includes(p.surname)) return `${given} ${p.surname}`;
  return c.family.length > 0 ? `${p.family[0]}. ${given} ${rng.pick(endings)}` : `${given} ${rng.pick(endings)}`;
}

/** Letter shown on an initials avatar: the given name's first letter. */
function initialOf(name: string): string {
  const words = name.replace(/^Lion\s+/, '').replace(/^(Dr|Late Sri|Sri|Smt)\.?\s+/, '').split(/\s+/);
  const word = words.find((w) => !/^[A-Z]\.$/.test(w)) ?? words[0] ?? '?';
  return word.charAt(0).toUpperCase();
}

const AVATAR_TONES = 3;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

// ---------------------------------------------------------------------------
// Mobile numbers: a bijection from member index to 10-digit numbers starting
// 6-9, so 100,000 unique numbers need no lookup set.

const MOBILE_SPACE = 4_000_000_000; // 6000000000..9999999999
const MOBILE_MULT = 2_654_435_761 % MOBILE_SPACE; // odd and not a multiple of 5: coprime with the space

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}
const MOBILE_INV = modInverse(BigInt(MOBILE_MULT), BigInt(MOBILE_SPACE));

class MobileNumbers {
  private readonly offset: number;
  private readonly fixed = new Map<number, string>();

  constructor(seed: number, count: number, reserved: readonly [number, string][]) {
    this.offset = hash32(seed, 'mobile') % MOBILE_SPACE;
    // Demo accounts get their fixed numbers; whoever would naturally have
    // drawn one of those numbers gets the demo account's natural number.
    const reservedNumbers = new Set(reserved.map(([, n]) => n));
    const freed = reserved.map(([i]) => this.natural(i)).filter((n) => !reservedNumbers.has(n));
    const displaced = reserved
      .map(([, n]) => this.indexOf(n))
      .filter((i): i is number => i !== null && i < count && !reserved.some(([r]) => r === i));
    for (const [i, n] of reserved) this.fixed.set(i, n);
    displaced.forEach((i, k) => this.fixed.set(i, freed[k]!));
  }

  private natural(index: number): string {
    // index * MULT stays below 2^53 for index < 3.4 million.
    return String(6_000_000_000 + ((index * MOBILE_MULT + this.offset) % MOBILE_SPACE));
  }

  private indexOf(mobile: string): number | null {
    const x = BigInt(Number(mobile) - 6_000_000_000);
    const i = (((x - BigInt(this.offset)) % BigInt(MOBILE_SPACE)) + BigInt(MOBILE_SPACE)) % BigInt(MOBILE_SPACE);
    return Number((i * MOBILE_INV) % BigInt(MOBILE_SPACE));
  }

  at(index: number): string {
    return this.fixed.get(index) ?? this.natural(index);
  }
}

// ---------------------------------------------------------------------------
// Members

interface ClubInfo {
  id: number;
  name: string;
  locality: Locality;
  charterDate: string;
  firstMemberId: number;
  size: number;
}

export interface MemberFacts {
  row: MemberRow;
  person: Person;
  joinYear: number;
  professionIndex: number;
  locality: Locality;
}

/** Lazily generated members: `at(id)` is deterministic and independent of order. */
export class DemoMembers implements Iterable<MemberRow> {
  readonly count: number;
  private readonly mobiles: MobileNumbers;
  private readonly clubStarts: number[];
  private readonly birthOffset: number;
  private readonly marriageOffset: number;
  private readonly professionWeights = PROFESSIONS.map((p) => p.weight);

  constructor(
    private readonly seed: number,
    private readonly today: string,
    private readonly clubs: readonly ClubInfo[],
    private readonly avatarKeys: ReadonlyMap<string, readonly string[]>,
    readonly demoIds: { member: number; manager: number; admin: number },
  ) {
    this.count = clubs.reduce((n, c) => n + c.size, 0);
    this.clubStarts = clubs.map((c) => c.firstMemberId);
    this.mobiles = new MobileNumbers(seed, this.count, [
      [demoIds.member - 1, DEMO_MEMBER_MOBILE],
      [demoIds.manager - 1, DEMO_MANAGER_MOBILE],
      [demoIds.admin - 1, DEMO_ADMIN_MOBILE],
    ]);
    this.birthOffset = hash32(seed, 'birth') % 366;
    this.marriageOffset = hash32(seed, 'marriage') % 366;
  }

  clubOf(memberId: number): ClubInfo {
    // Clubs hold consecutive member ids: binary search the first ids.
    let lo = 0;
    let hi = this.clubStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.clubStarts[mid]! <= memberId) lo = mid;
      else hi = mid - 1;
    }
    return this.clubs[lo]!;
  }

  /** Name only (cheap): its own PRNG stream, so no full member is built. */
  person(memberId: number): Person {
    const rng = Rng.derive(this.seed, 'person', memberId);
    const male = rng.chance(0.72);
    // Demo sign-ins get typical local names (they appear in the README and screenshots).
    const isDemo = memberId === this.demoIds.member || memberId === this.demoIds.manager || memberId === this.demoIds.admin;
    return isDemo ? makePerson(rng, male, COMMUNITIES[0]) : makePerson(rng, male);
  }

  at(memberId: number): MemberRow {
    return this.facts(memberId).row;
  }

  facts(memberId: number): MemberFacts {
    if (!Number.isInteger(memberId) || memberId < 1 || memberId > this.count) throw new RangeError(`No demo member ${memberId}`);
    const i = memberId - 1;
    const rng = Rng.derive(this.seed, 'member', memberId);
    const club = this.clubOf(memberId);
    const person = this.person(memberId);
    const isDemo = memberId === this.demoIds.member || memberId === this.demoIds.manager || memberId === this.demoIds.admin;
    const todayYear = yearOf(this.today);

    let professionIndex = PROFESSIONS.indexOf(rng.weighted(PROFESSIONS, this.professionWeights));
    if (person.male && PROFESSIONS[professionIndex]!.title === 'Homemaker') professionIndex = 0; // Businessman
    const profession = PROFESSIONS[professionIndex]!.title;

    // Birthdays and wedding days walk through all 366 days of the year
    // (coprime steps), so any 732 consecutive members cover every day,
    // 29 February included, for both kinds of greeting.
    const birthMd = MONTH_DAYS[(i * 139 + this.birthOffset) % 366]!;
    const age = 25 + Math.floor(((rng.next() + rng.next()) / 2) * 52);
    const dateOfBirth = dateFor(todayYear - age, birthMd);
    const married = isDemo || i % 7 !== 3;
    let marriageDay: string | null = null;
    if (married) {
      const md = MONTH_DAYS[(i * 173 + this.marriageOffset) % 366]!;
      let y = Math.min(yearOf(dateOfBirth) + rng.int(21, 32), todayYear);
      if (`${y}-${md}` > this.today) y--;
      marriageDay = dateFor(y, md);
    }

    const charterYear = yearOf(club.charterDate);
    const joinFrom = `${Math.max(charterYear, yearOf(dateOfBirth) + 22)}-01-01`;
    // Demo accounts are long-standing members, so their profile has past positions.
    const joinTo = fromDay(toDay(this.today) - (isDemo ? 6 * 365 : 30));
    const dateOfJoining = randomDateBetween(rng, joinFrom > club.charterDate ? joinFrom : club.charterDate, joinTo);
    const joinYear = yearOf(dateOfJoining);

    const locality = rng.chance(0.7) ? club.locality : rng.pick(LOCALITIES);
    const house = rng.chance(0.5)
      ? `H.No. ${rng.int(1, 16)}-${rng.int(1, 12)}-${rng.int(1, 400)}`
      : `Flat ${rng.int(1, 9)}0${rng.int(1, 8)}, ${rng.pick(BUILDINGS)}`;
    const postalAddress = `${house}, ${rng.pick(STREETS)}, ${locality.name}, ${locality.city} - ${locality.pin}`;

    const mobile = this.mobiles.at(i);
    const mailName = slug(person.given.split(' ')[0]!);
    const email = isDemo || rng.chance(0.85)
      ? `${mailName}.${slug(person.surname)}${rng.int(1, 99)}@${rng.weighted(['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com'], [70, 14, 10, 6])}`
      : null;

    const positions: string[] = [];
    if (joinYear < todayYear - 2 && (isDemo || rng.chance(0.4))) {
      let y = joinYear + rng.int(1, 3);
      for (const title of rng.sample(POSITIONS_HELD.slice(0, 7), rng.int(1, 3))) {
        if (y >= todayYear) break;
        positions.push(`${title} (${y}-${y + 1})`);
        y += rng.int(1, 4);
      }
    }

    const aboutMe = isDemo || rng.chance(0.65)
      ? [`Member of ${club.name} since ${joinYear}.`, ...rng.sample(ABOUT_ME, 2)].join('\n')
      : null;

    const photoPool = this.avatarKeys.get(initialOf(person.given));
    const photo = photoPool && (isDemo || rng.chance(0.5)) ? rng.pick(photoPool) : null;

    // Sponsor: an earlier member of the same club (charter members have none).
    const position = memberId - club.firstMemberId;
    const sponsoredBy = position >= 3 ? this.person(club.firstMemberId + rng.int(0, position - 1)).name : null;

    const stamp = `${dateOfJoining}T05:30:00.000Z`;
    // Derived columns exactly as the member writer computes them for every other writer.
    const derived = derivedMemberColumns({ name: person.name, clubName: club.name, profession, mobile, dateOfBirth, marriageDay });
    const row: MemberRow = {
      id: memberId,
      club_id: club.id,
      name: person.name,
      photo,
      profession,
      date_of_birth: dateOfBirth,
      birth_md: derived.birth_md,
      marriage_day: marriageDay,
      marriage_md: derived.marriage_md,
      spouse: marriageDay ? makeSpouse(rng, person) : null,
      phone_number: isDemo || rng.chance(0.35) ? `${rng.pick(['2', '4'])}${rng.int(1_000_000, 9_999_999)}` : null,
      mobile_number: mobile,
      postal_address: postalAddress,
      email,
      website: isDemo || rng.chance(0.08) ? `www.${slug(person.surname)}${rng.pick(['associates', 'group', 'consultants', 'enterprises'])}.in` : null,
      positions_held: positions.length ? positions.join('\n') : null,
      about_me: aboutMe,
      membership_number: String(1_000_000 + ((memberId * 7919 + hash32(this.seed, 'mno')) % 9_000_000)),
      date_of_joining: dateOfJoining,
      sponsored_by: sponsoredBy,
      search_text: derived.search_text,
      is_active: 1,
      created_at: stamp,
      updated_at: stamp,
    };
    return { row, person, joinYear, professionIndex, locality };
  }

  *[Symbol.iterator](): Iterator<MemberRow> {
    for (let id = 1; id <= this.count; id++) yield this.at(id);
  }

  /** Rows in slices of `size`, for batched inserts without holding them all. */
  *chunks(size: number): Generator<MemberRow[]> {
    for (let from = 1; from <= this.count; from += size) {
      const rows: MemberRow[] = [];
      for (let id = from; id < Math.min(from + size, this.count + 1); id++) rows.push(this.at(id));
      yield rows;
    }
  }
}

// ---------------------------------------------------------------------------

function resolveOptions(options: GenerateOptions): ResolvedOptions {
  const resolved: ResolvedOptions = {
    seed: options.seed ?? DEFAULT_SEED,
    members: options.members ?? DEFAULT_MEMBERS,
    clubs: options.clubs ?? DEFAULT_CLUBS,
    today: options.today ?? todayIn('Asia/Kolkata'),
    districtName: options.districtName ?? 'District 320B',
  };
  if (!Number.isInteger(resolved.seed)) throw new RangeError('seed must be an integer');
  if (!Number.isInteger(resolved.clubs) || resolved.clubs < MIN_CLUBS) throw new RangeError(`clubs must be an integer of at least ${MIN_CLUBS}`);
  const minMembers = Math.max(MIN_MEMBERS, resolved.clubs * MIN_MEMBERS_PER_CLUB);
  if (!Number.isInteger(resolved.members) || resolved.members < minMembers || resolved.members > MAX_MEMBERS) {
    throw new RangeError(`members must be an integer from ${minMembers} (${MIN_MEMBERS_PER_CLUB} per club) to ${MAX_MEMBERS}`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(resolved.today) || fromDay(toDay(resolved.today)) !== resolved.today) {
    throw new RangeError('today must be a date like 2026-01-31');
  }
  return resolved;
}

function clubName(locality: Locality, suffix: string, round: number): string {
  const place = locality.city === 'Hyderabad' || locality.city === 'Secunderabad' ? `${locality.city} ${locality.name}` : locality.name;
  return ['Lions Club of', place, suffix, round > 0 ? String(round + 1) : ''].filter(Boolean).join(' ');
}

/** Splits `total` into `parts` sizes of at least `min`, randomly weighted, exactly summing up. */
function splitSizes(rng: Rng, total: number, parts: number, min: number): number[] {
  const weights = Array.from({ length: parts }, () => 0.35 + rng.next() * 1.3);
  const sum = weights.reduce((a, b) => a + b, 0);
  const spare = total - parts * min;
  const exact = weights.map((w) => (w / sum) * spare);
  const sizes = exact.map((x) => min + Math.floor(x));
  let left = total - sizes.reduce((a, b) => a + b, 0);
  const byFraction = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % parts, left--) sizes[byFraction[k]![1]]! += 1;
  return sizes;
}

export function generateDistrict(options: GenerateOptions = {}): DemoDistrict {
  const opts = resolveOptions(options);
  const { seed, today } = opts;
  const rng = (purpose: string) => Rng.derive(seed, purpose);
  const todayDay = toDay(today);
  const todayYear = yearOf(today);

  // Picture pool: keyed by spec, in first-use order.
  const pictures = new Map<string, PictureSpec>();
  const picture = (spec: PictureSpec): string => {
    const key = pictureKey(spec);
    if (!pictures.has(key)) pictures.set(key, spec);
    return key;
  };

  // Initials avatars: every letter that can start a name, a few colours each.
  const letters = new Set<string>();
  for (const c of COMMUNITIES) for (const n of [...c.male, ...c.female]) letters.add(initialOf(n));
  for (const p of [...COUNCIL_MEMBERS, ...EXECUTIVE_OFFICERS, ...INTERNATIONAL_DIRECTORS, ...PAST_INTERNATIONAL_DIRECTORS]) letters.add(initialOf(p.name));
  const avatarKeys = new Map<string, string[]>();
  for (const letter of [...letters].sort()) {
    const base = letter.charCodeAt(0);
    avatarKeys.set(letter, Array.from({ length: AVATAR_TONES }, (_, t) => picture({ kind: 'avatar', letter, tone: base + t * 4 })));
  }
  const avatarFor = (name: string, r: Rng) => r.pick(avatarKeys.get(initialOf(name)) ?? avatarKeys.get('S')!);

  // --- Academic years (Lions years run 1 July to 30 June) -----------------
  const currentStart = Number(today.slice(5, 7)) >= 7 ? todayYear : todayYear - 1;
  const yearName = (start: number) => `${start}-${start + 1}`;
  // The three years with full directory data, plus the past years of the
  // PDGs' terms (their profiles point at their DG year).
  const firstPdgYear = currentStart - 8;
  const academicYears: DemoDistrict['academicYears'] = [];
  for (let y = firstPdgYear; y <= currentStart + 1; y++) {
    academicYears.push({ id: academicYears.length + 1, name: yearName(y), starts_on: `${y}-07-01`, ends_on: `${y + 1}-06-30`, is_current: y === currentStart ? 1 : 0 });
  }
  const yearId = (start: number) => start - firstPdgYear + 1;
  const mainYears = [currentStart - 1, currentStart, currentStart + 1];

  // --- Clubs --------------------------------------------------------------
  const clubRng = rng('clubs');
  const fixedLocalities = [LOCALITIES.find((l) => l.name === 'Banjara Hills')!, LOCALITIES.find((l) => l.name === 'Sainikpuri')!];
  const otherLocalities = clubRng.shuffle(LOCALITIES.filter((l) => !fixedLocalities.includes(l)));
  const clubPlaces: { locality: Locality; name: string }[] = fixedLocalities.map((l) => ({ locality: l, name: clubName(l, '', 0) }));
  for (let round = 0; clubPlaces.length < opts.clubs; round++) {
    for (const suffix of CLUB_SUFFIXES) {
      const pool = suffix === '' && round === 0 ? otherLocalities : clubRng.shuffle([...fixedLocalities, ...otherLocalities]);
      for (const locality of pool) {
        if (clubPlaces.length >= opts.clubs) break;
        const name = clubName(locality, suffix, round);
        if (!clubPlaces.some((c) => c.name === name)) clubPlaces.push({ locality, name });
      }
      if (clubPlaces.length >= opts.clubs) break;
    }
  }
  const sizes = splitSizes(clubRng, opts.members, opts.clubs, MIN_MEMBERS_PER_CLUB);
  const clubInfos: ClubInfo[] = [];
  let nextMember = 1;
  clubPlaces.forEach((place, c) => {
    // Older clubs first on average; club 2 (Secunderabad) is the district's oldest.
    const charterYear = c === 1 ? 1958 : clubRng.int(1962, todayYear - 2);
    const charterDate = randomDateBetween(clubRng, `${charterYear}-01-01`, `${charterYear}-12-31`);
    clubInfos.push({ id: c + 1, name: place.name, locality: place.locality, charterDate, firstMemberId: nextMember, size: sizes[c]! });
    nextMember += sizes[c]!;
  });
  const byCharter = [...clubInfos].sort((a, b) => a.charterDate.localeCompare(b.charterDate) || a.id - b.id);
  const clubs: DemoDistrict['clubs'] = clubInfos.map((info) => {
    const r = Rng.derive(seed, 'club', info.id);
    const older = byCharter.slice(0, byCharter.indexOf(info));
    return {
      id: info.id,
      name: info.name,
      club_number: String(10_000 + ((info.id * 7919 + hash32(seed, 'clubno')) % 90_000)),
      charter_president: makePerson(r, r.chance(0.85)).name,
      extension_chairman: makePerson(r, r.chance(0.8)).name,
      meets_on: `${r.pick(MEETING_DAYS)}, ${r.pick(MEETING_TIMES)}`,
      meeting_place: `${r.pick(MEETING_VENUES)}, ${info.locality.name}`,
      sponsored_by: older.length ? r.pick(older.slice(-12)).name : null,
      charter_date: info.charterDate,
      logo: null,
      is_active: 1,
    };
  });

  const demoIds = { member: clubInfos[0]!.firstMemberId, manager: clubInfos[1]!.firstMemberId, admin: clubInfos[2]!.firstMemberId };
  const members = new DemoMembers(seed, today, clubInfos, avatarKeys, demoIds);
  const demoSet = new Set([demoIds.member, demoIds.manager, demoIds.admin]);
  const randomMemberIn = (r: Rng, club: ClubInfo, exclude: ReadonlySet<number>, count: number) =>
    sampleInts(r, club.firstMemberId, club.firstMemberId + club.size - 1, count, exclude);

  // --- PSTs and club managers ---------------------------------------------
  const clubOfficers: DemoDistrict['clubOfficers'] = [];
  const clubManagers: DemoDistrict['clubManagers'] = [];
  const pstRng = rng('pst');
  for (const club of clubInfos) {
    let currentTeam: number[] = [];
    for (const y of mainYears) {
      const team = randomMemberIn(pstRng, club, demoSet, 3);
      ['President', 'Secretary', 'Treasurer'].forEach((position, sort) => {
        clubOfficers.push({ id: clubOfficers.length + 1, club_id: club.id, academic_year_id: yearId(y), member_id: team[sort]!, position, sort });
      });
      if (y === currentStart) currentTeam = team;
    }
    // Managers are usually this year's secretary, sometimes the president too.
    const managers = club.id === 2 ? [demoIds.manager, currentTeam[1]!] : pstRng.chance(0.5) ? [currentTeam[1]!, currentTeam[0]!] : [currentTeam[1]!];
    for (const memberId of managers) clubManagers.push({ club_id: club.id, member_id: memberId });
  }
  const firstManagerOf = new Map<number, number>();
  for (const m of clubManagers) if (!firstManagerOf.has(m.club_id)) firstManagerOf.set(m.club_id, m.member_id);

  // --- Governors: one person per DG year; FVDG/SVDG become DG later -------
  const govRng = rng('governors');
  const govYears = Array.from({ length: 12 }, (_, k) => firstPdgYear + k); // DG years firstPdgYear..currentStart+3
  // Anyone but the demo accounts, from any club.
  const governorMembers = sampleInts(govRng, 1, members.count, govYears.length, demoSet);
  const governors = govYears.map((dgYear, k) => {
    const memberId = governorMembers[k]!;
    const club = members.clubOf(memberId);
    const facts = members.facts(memberId);
    const slogan = SLOGANS[(hash32(seed, 'slogan') + k) % SLOGANS.length]!;
    const tone = k;
    const children = govRng.int(1, 3);
    return {
      memberId,
      dgYear,
      slogan,
      profile: governorProfile(govRng, facts, club.name, dgYear, slogan, children),
      familyPic: picture({ kind: 'family', surname: facts.person.family, children, tone }),
      logoPic: picture({ kind: 'logo', year: yearName(dgYear), tone }),
      themePic: picture({ kind: 'theme', slogan, year: yearName(dgYear), tone }),
    };
  });
  const governorProfiles: DemoDistrict['governorProfiles'] = [];
  const addProfile = (g: (typeof governors)[number], type: GovernorProfilesTable['profile_type'], yearStart: number, sort: number) =>
    governorProfiles.push({
      id: governorProfiles.length + 1,
      member_id: g.memberId,
      profile_type: type,
      academic_year_id: yearId(yearStart),
      slogan: g.slogan,
      profile: g.profile,
      family_pic: g.familyPic,
      logo_pic: g.logoPic,
      theme_pic: g.themePic,
      sort,
    });
  for (const y of mainYears) {
    const k = y - firstPdgYear;
    addProfile(governors[k]!, 'dg', y, 0);
    addProfile(governors[k + 1]!, 'fvdg', y, 0);
    addProfile(governors[k + 2]!, 'svdg', y, 0);
    addProfile(governors[k - 1]!, 'ipdg', y, 0);
  }
  // PDGs: the DGs of the eight years before the current one, latest first.
  for (let k = 7; k >= 0; k--) addProfile(governors[k]!, 'pdgs', governors[k]!.dgYear, 7 - k);
  const governorIds = new Set(governors.map((g) => g.memberId));

  // --- Cabinet ------------------------------------------------------------
  const cabRng = rng('cabinet');
  const cabinetCategories: DemoDistrict['cabinetCategories'] = CABINET_CATEGORIES.map((c, i) => ({
    id: i + 1,
    name: c.name,
    icon_image: picture({ kind: 'card', icon: c.icon, title: c.name, caption: 'District Cabinet', tone: i }),
    sort: i,
  }));
  const cabinetYears: DemoDistrict['cabinetYears'] = [];
  const cabinetMembers: DemoDistrict['cabinetMembers'] = [];
  const busyByYear = new Map<number, number[]>(); // members with a cabinet post, per year
  let cabinetSecretaryNow = 0;
  for (const y of mainYears) {
    const k = y - firstPdgYear;
    const used = new Set<number>([...demoSet, ...governorIds]);
    CABINET_CATEGORIES.forEach((category, ci) => {
      const cy = { id: cabinetYears.length + 1, category_id: ci + 1, academic_year_id: yearId(y) };
      cabinetYears.push(cy);
      let people: number[];
      if (ci === 0) {
        people = [governors[k]!.memberId, governors[k + 1]!.memberId, governors[k + 2]!.memberId, governors[k - 1]!.memberId];
      } else {
        people = sampleInts(cabRng, 1, members.count, cabRng.int(category.min, category.max), used);
        people.forEach((p) => used.add(p));
      }
      people.forEach((memberId, sort) => {
        const position = category.positions[Math.min(sort, category.positions.length - 1)]!;
        cabinetMembers.push({ id: cabinetMembers.length + 1, cabinet_year_id: cy.id, member_id: memberId, position, sort });
        if (y === currentStart && position === 'Cabinet Secretary') cabinetSecretaryNow = memberId;
      });
    });
    busyByYear.set(y, [...used]);
  }

  // --- Regions and zones (same map every year, new chairpersons) ----------
  const regRng = rng('regions');
  const regionCount = Math.max(1, Math.min(6, Math.round(opts.clubs / 14)));
  const zonesPerRegion = Array.from({ length: regionCount }, () => regRng.int(2, 3));
  const zoneCount = Math.min(zonesPerRegion.reduce((a, b) => a + b, 0), opts.clubs);
  const zoneSizes = splitSizes(regRng, opts.clubs, zoneCount, 1);
  const regions: DemoDistrict['regions'] = [];
  const regionMembers: DemoDistrict['regionMembers'] = [];
  const zones: DemoDistrict['zones'] = [];
  const zoneMembers: DemoDistrict['zoneMembers'] = [];
  const zoneClubs: DemoDistrict['zoneClubs'] = [];
  for (const y of mainYears) {
    const busy = new Set<number>(busyByYear.get(y));
    let zoneNo = 0;
    let clubIndex = 0;
    for (let r = 0; r < regionCount; r++) {
      const region = { id: regions.length + 1, academic_year_id: yearId(y), name: `Region ${ROMAN[r] ?? r + 1}`, sort: r };
      regions.push(region);
      const regionClubs: ClubInfo[] = [];
      const zoneSpecs: { zone: (typeof zones)[number]; clubs: ClubInfo[] }[] = [];
      for (let z = 0; z < zonesPerRegion[r]! && zoneNo < zoneCount; z++) {
        const zone = { id: zones.length + 1, region_id: region.id, name: `Zone ${zoneNo + 1}`, sort: z };
        zones.push(zone);
        const these = clubInfos.slice(clubIndex, clubIndex + zoneSizes[zoneNo]!);
        clubIndex += these.length;
        zoneNo++;
        regionClubs.push(...these);
        zoneSpecs.push({ zone, clubs: these });
        for (const c of these) zoneClubs.push({ zone_id: zone.id, club_id: c.id });
      }
      // Prefer someone without another district role this year; tiny
      // districts may have to double up.
      const pickFrom = (cs: ClubInfo[]) => {
        for (let attempt = 0; ; attempt++) {
          const c = regRng.pick(cs);
          const [m] = randomMemberIn(regRng, c, attempt < 20 ? busy : demoSet, 1);
          if (m !== undefined) {
            busy.add(m);
            return m;
          }
        }
      };
      if (regionClubs.length === 0) continue;
      regionMembers.push({ id: regionMembers.length + 1, region_id: region.id, member_id: pickFrom(regionClubs), role_name: 'Region CMan', sort: 0 });
      regionMembers.push({ id: regionMembers.length + 1, region_id: region.id, member_id: pickFrom(regionClubs), role_name: 'Region Secretary', sort: 1 });
      for (const { zone, clubs: zc } of zoneSpecs) {
        zoneMembers.push({ id: zoneMembers.length + 1, zone_id: zone.id, member_id: pickFrom(zc), role_name: 'Zone Chairman', sort: 0 });
      }
    }
  }

  // --- Business directory -------------------------------------------------
  const bizRng = rng('business');
  const businessCategories: DemoDistrict['businessCategories'] = BUSINESS_CATEGORIES.map((c, i) => ({
    id: i + 1,
    title: c.title,
    image: picture({ kind: 'card', icon: c.icon, title: c.title, caption: 'Business Directory', tone: i }),
    sort: i,
  }));
  const businessCount = Math.round(opts.members * 0.2);
  const owners: number[] = [];
  for (let k = 0; k < businessCount; k++) {
    const lo = Math.floor((k * members.count) / businessCount) + 1;
    const hi = Math.floor(((k + 1) * members.count) / businessCount);
    let owner = bizRng.int(lo, hi);
    if (owner === demoIds.member) owner = owner < hi ? owner + 1 : owner - 1;
    if (demoIds.manager >= lo && demoIds.manager <= hi) owner = demoIds.manager;
    owners.push(owner);
  }
  const businesses: DemoDistrict['businesses'] = owners.map((owner, k) => {
    const facts = members.facts(owner);
    const linked = PROFESSIONS[facts.professionIndex]!.category;
    const ci = linked ?? bizRng.int(0, BUSINESS_CATEGORIES.length - 1);
    const cat = BUSINESS_CATEGORIES[ci]!;
    const initials = facts.person.name.replace(/[^A-Z]/g, '').slice(0, 2) || 'SR';
    const title = bizRng
      .pick(cat.names)
      .replace('{pre}', bizRng.pick(AUSPICIOUS))
      .replace('{fam}', facts.person.family)
      .replace('{loc}', facts.locality.name)
      .replace('{ini}', initials.split('').join('.') + '.');
    const since = bizRng.int(Math.max(1975, facts.joinYear - 15), todayYear - 1);
    const description = [`Established in ${since}.`, ...bizRng.sample(cat.blurb, 2), `Open ${cat.hours}.`].join('\n');
    const created = `${fromDay(todayDay - bizRng.int(30, 900))}T06:00:00.000Z`;
    return {
      id: k + 1,
      member_id: owner,
      category_id: ci + 1,
      title,
      description,
      website: bizRng.chance(0.4) ? `www.${slug(title).slice(0, 28)}.in` : null,
      image: owner === demoIds.manager || bizRng.chance(0.85)
        ? picture({ kind: 'card', icon: cat.icon, title: cat.title, caption: 'Business Directory', tone: ci + 3 * bizRng.int(0, 1) })
        : null,
      created_at: created,
      updated_at: created,
    };
  });

  // --- Club activities over the last 18 months ----------------------------
  const actRng = rng('club-activities');
  const windowStart = todayDay - 548;
  const fixedDays: Record<string, string> = {
    'Independence Day Celebrations': '08-15', "Children's Day Drawing Competition": '11-14', 'Republic Day Flag Hoisting': '01-26',
  };
  const activityCount = Math.round(opts.clubs * 4.8);
  const clubActivities: DemoDistrict['clubActivities'] = [];
  for (let k = 0; k < activityCount; k++) {
    const club = actRng.pick(clubInfos);
    const themeIndex = actRng.int(0, CLUB_ACTIVITY_THEMES.length - 1);
    const theme = CLUB_ACTIVITY_THEMES[themeIndex]!;
    const title = actRng.pick(theme.titles);
    let day = actRng.int(windowStart, todayDay);
    const fixed = fixedDays[title] ?? (title === 'Club Installation Ceremony' ? `07-${String(actRng.int(1, 20)).padStart(2, '0')}` : undefined);
    if (fixed) {
      // The latest such day inside the window (or the earliest if none is).
      const candidates = [todayYear - 2, todayYear - 1, todayYear].map((y) => toDay(`${y}-${fixed}`)).filter((d) => d >= windowStart && d <= todayDay);
      if (candidates.length) day = actRng.pick(candidates);
    }
    const date = fromDay(day);
    const fill = (s: string) => s.replace('{n}', String(actRng.int(40, 400))).replace('{k}', String(actRng.int(5, 60)));
    const sponsor = members.person(club.firstMemberId + actRng.int(0, club.size - 1)).name;
    const description = [
      ...actRng.sample(theme.lines, 2).map(fill),
      `Venue: ${actRng.pick(['Government High School', 'Community Hall', 'Primary Health Centre', 'Lions Bhavan', 'Zilla Parishad School', 'Colony Park'])}, ${club.locality.name}.`,
      `Thanks to Lion ${sponsor} for sponsoring the programme.`,
    ].join('\n');
    const stamp = `${date}T12:30:00.000Z`;
    clubActivities.push({
      id: k + 1,
      club_id: club.id,
      title,
      description,
      activity_date: date,
      image: actRng.chance(0.9) ? picture({ kind: 'card', icon: theme.icon, title: theme.caption, caption: 'Club Activity', tone: themeIndex + 3 * actRng.int(0, 3) }) : null,
      created_by: firstManagerOf.get(club.id) ?? null,
      created_at: stamp,
      updated_at: stamp,
    });
  }

  // --- District activities and events --------------------------------------
  const daRng = rng('district-activities');
  const districtActivities: DemoDistrict['districtActivities'] = Array.from({ length: 40 }, (_, k) => {
    const ti = daRng.int(0, DISTRICT_ACTIVITY_TITLES.length - 1);
    const t = DISTRICT_ACTIVITY_TITLES[ti]!;
    const date = fromDay(daRng.int(windowStart, todayDay));
    const where = daRng.chance(0.5) ? ` – Region ${ROMAN[daRng.int(0, regionCount - 1)]}` : '';
    const fill = (s: string) => s.replace('{n}', String(daRng.int(300, 3000))).replace('{k}', String(daRng.int(50, 400)));
    return {
      id: k + 1,
      title: `${t.title}${where}`,
      description: [...t.lines.map(fill), `Organised under the guidance of the District Governor.`].join('\n'),
      activity_date: date,
      image: picture({ kind: 'card', icon: t.icon, title: t.title, caption: 'District Activity', tone: ti + 2 }),
      created_at: `${date}T10:00:00.000Z`,
    };
  });

  const evRng = rng('district-events');
  const districtEvents: DemoDistrict['districtEvents'] = Array.from({ length: 20 }, (_, k) => {
    // Seven upcoming events (the soonest within a few days), the rest past.
    const upcoming = k < 7;
    const start = upcoming ? todayDay + 3 + k * 20 + evRng.int(0, 12) : todayDay - 10 - (k - 7) * 18 - evRng.int(0, 10);
    const ti = evRng.int(0, DISTRICT_EVENT_TITLES.length - 1);
    const t = DISTRICT_EVENT_TITLES[ti]!;
    const startDate = fromDay(start);
    let title = t.title;
    if (ti === 0) title = `${t.title} ${yearOf(startDate)}`;
    else if (ti === 2) title = `${t.title} – Region ${ROMAN[evRng.int(0, regionCount - 1)]}`;
    else if (ti === 3) title = `${t.title} – Zone ${evRng.int(1, zoneCount)}`;
    return {
      id: k + 1,
      title,
      description: [...t.lines, `Venue: ${evRng.pick(EVENT_VENUES)}.`, `Time: ${evRng.pick(['9:30 AM', '10:00 AM', '5:00 PM', '6:30 PM'])} onwards.`].join('\n'),
      start_date: startDate,
      end_date: t.days > 0 ? fromDay(start + t.days) : null,
      image: evRng.chance(0.9) ? picture({ kind: 'card', icon: t.icon, title: t.title, caption: 'District Event', tone: ti + 5 }) : null,
      created_at: `${fromDay(Math.min(start, todayDay) - 20)}T09:00:00.000Z`,
    };
  });

  // --- MJF / PMJF and graduates -------------------------------------------
  const mjRng = rng('mjf');
  const mjfMembers = [...governorIds, ...sampleInts(mjRng, 1, members.count, Math.max(0, Math.round(opts.members * 0.1) - governorIds.size), new Set([...demoSet, ...governorIds]))];
  const mjfRecords: DemoDistrict['mjfRecords'] = mjfMembers.map((memberId, k) => {
    const { joinYear, row } = members.facts(memberId);
    return {
      id: k + 1,
      member_id: memberId,
      member_name: row.name,
      mj_type: governorIds.has(memberId) || mjRng.chance(0.35) ? 'PMJF' : 'MJF',
      year_achieved: String(mjRng.int(Math.min(joinYear + 1, todayYear), todayYear)),
    };
  });
  const gradRng = rng('graduates');
  const graduates: DemoDistrict['graduates'] = sampleInts(gradRng, 1, members.count, Math.round((opts.members * 80) / 3000), demoSet).map((memberId, k) => ({
    id: k + 1,
    member_id: memberId,
    member_name: members.facts(memberId).row.name,
    grad_type: gradRng.pick(GRADUATE_TYPES),
    year_graduated: String(gradRng.int(currentStart - 6, currentStart)),
  }));

  // --- Others -------------------------------------------------------------
  const otherRng = rng('others');
  const otherEntries: DemoDistrict['otherEntries'] = [];
  const addOther = (type: OtherEntriesTable['type'], p: OtherPerson, yearLabel: string | null, sort: number) =>
    otherEntries.push({
      id: otherEntries.length + 1,
      type,
      heading: p.position,
      person_name: p.name,
      year_label: yearLabel,
      body: otherProfile(otherRng, p, type),
      picture: avatarFor(p.name, otherRng),
      sort,
    });
  COUNCIL_MEMBERS.forEach((p, i) => addOther('mocouncils', p, yearName(currentStart), i));
  EXECUTIVE_OFFICERS.forEach((p, i) => addOther('inteo', p, yearName(currentStart), i));
  INTERNATIONAL_DIRECTORS.forEach((p, i) => {
    const from = i < 4 ? currentStart - 1 : currentStart;
    addOther('intdir', p, `${from}-${from + 2}`, i);
  });
  PAST_INTERNATIONAL_DIRECTORS.forEach((p, i) => {
    const from = currentStart - 3 - 2 * Math.floor(i / 2) - (i % 2);
    addOther('pastintdir', p, `${from}-${from + 2}`, i);
  });
  RESOURCES.forEach((res, i) =>
    otherEntries.push({
      id: otherEntries.length + 1,
      type: 'resource',
      heading: res.title,
      person_name: null,
      year_label: null,
      body: res.body,
      picture: picture({ kind: 'card', icon: res.icon, title: res.title, caption: 'Resources', tone: i + 6 }),
      sort: i,
    }),
  );

  // --- Contact ------------------------------------------------------------
  const currentDg = governors[currentStart - firstPdgYear]!;
  const contactRows = [
    { memberId: cabinetSecretaryNow || currentDg.memberId, unit: opts.districtName, email: 'secretary@lions320b.org' },
    { memberId: currentDg.memberId, unit: `${opts.districtName} – District Governor's Office`, email: 'dg@lions320b.org' },
  ];
  const contactRng = rng('contacts');
  const districtContacts: DemoDistrict['districtContacts'] = contactRows.map((c, i) => {
    const m = members.at(c.memberId);
    return { id: i + 1, unit_name: c.unit, contact_person: m.name, mobile: m.mobile_number, email: c.email, photo: m.photo ?? avatarFor(m.name, contactRng), sort: i };
  });

  return {
    options: opts,
    pictures: [...pictures].map(([key, spec]) => ({ key, spec })),
    districts: [{ id: 1, name: opts.districtName }],
    academicYears,
    clubs,
    members,
    clubManagers,
    districtAdmins: [{ member_id: demoIds.admin, granted_by: null, granted_at: `${today}T00:00:00.000Z` }],
    clubOfficers,
    businessCategories,
    businesses,
    clubActivities,
    districtActivities,
    districtEvents,
    governorProfiles,
    cabinetCategories,
    cabinetYears,
    cabinetMembers,
    regions,
    regionMembers,
    zones,
    zoneMembers,
    zoneClubs,
    mjfRecords,
    graduates,
    otherEntries,
    districtContacts,
    demo: { memberId: demoIds.member, managerId: demoIds.manager, adminId: demoIds.admin, memberClubId: 1, managerClubId: 2, adminClubId: 3 },
  };
}

// ---------------------------------------------------------------------------
// Longer texts

function governorProfile(rng: Rng, f: MemberFacts, club: string, dgYear: number, slogan: string, children: number): string {
  const he = f.person.male ? 'He' : 'She';
  const his = f.person.male ? 'his' : 'her';
  const title = f.row.profession ?? 'Businessman';
  const work =
    title === 'Homemaker'
      ? 'A homemaker and social worker'
      : `${/^[AEIOU]/.test(title) ? 'An' : 'A'} ${title.toLowerCase()} by profession`;
  const kids = children === 1 ? 'a child' : `${children === 2 ? 'two' : 'three'} children`;
  const family = f.row.spouse
    ? `${he} is married to ${f.row.spouse} and they have ${kids}. The family lives in ${f.locality.name}.`
    : `${he} lives in ${f.locality.name} with ${his} family.`;
  return [
    `Lion ${f.row.name} joined ${club} in ${f.joinYear}. ${work}, ${he.toLowerCase()} has been part of the Lions movement for over ${Math.max(5, dgYear - f.joinYear)} years.`,
    `${he} served as Club President, Zone Chairperson and Region Chairperson before joining the district cabinet. ${he} led campaigns that sponsored more than ${rng.int(8, 30) * 100} cataract surgeries and ${rng.int(20, 90)} blood donation camps across the district.`,
    `As District Governor for ${dgYear}-${dgYear + 1}, ${his} theme is "${slogan}". ${he} is a Progressive Melvin Jones Fellow and a graduate of the Advanced Lions Leadership Institute.`,
    family,
  ].join('\n\n');
}

function otherProfile(rng: Rng, p: OtherPerson, type: OtherEntriesTable['type']): string {
  const years = rng.int(18, 40);
  const role: Record<OtherEntriesTable['type'], string> = {
    mocouncils: 'serves on the Multiple District 320 Council',
    inteo: 'serves on the international executive of Lions Clubs International',
    intdir: 'serves on the International Board of Directors',
    pastintdir: 'served on the International Board of Directors',
    resource: '',
  };
  return [
    `${p.name} from ${p.place} ${role[type]} as ${p.position}.`,
    `A Lion for ${years} years, with service in sight conservation, hunger relief and youth programmes.`,
    `Earlier roles include Club President, District Governor and Council Chairperson. Recipient of the Ambassador of Good Will award.`,
  ].join('\n');
}
