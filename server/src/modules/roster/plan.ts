/**
 * The import plan: from the rows of a roster and the district's current clubs and members, what
 * applying it would do. Pure (no database), so the preview and its tests see the same decisions.
 *
 * Rules:
 * - A row needs a name (Name, or First Name + Last Name).
 * - Matching: by membership number, else by the mobile of an active member.
 * - A blank cell (or a column the file lacks) leaves the stored value as it is: an import adds and
 *   corrects, it never clears a field.
 * - Rejected with its row number and every fault it has: missing name, bad mobile (or none for a
 *   new member), mobile used by another active member, unknown club (with the nearest club name
 *   when there is one), a value longer than the member form allows, duplicate row in the file, a
 *   club the importing club admin does not administer.
 * - A bad optional value (a date, the phone, the e-mail) does not reject the row: the member is
 *   imported without that field, with a warning naming it.
 * - Full roster of these clubs + "deactivate" ticked: active members of the clubs the file names
 *   who appear in no row (rejected rows included) are deactivated.
 * - A club admin's file cannot change the mobile, club or active state of a member who holds an
 *   admin role (rejected row; not deactivated by a full roster): access/member-changes.ts.
 */
import leven from 'leven';
import { ROSTER_DEACTIVATION_SHARE, ROSTER_FIELD_MAX, ROSTER_LIST_MAX, type RosterPreview } from '@d320b/contract';
import { COLUMNS, type FieldKey } from './columns.js';
import type { Member } from '../../db/schema.js';
import type { RosterRow } from './read-file.js';
import { cellText, parseDate, parseEmail, parseMobile, parsePhone, storedText, type CellValue } from './normalise.js';

export interface PlanClub {
  id: number;
  name: string;
  club_number: string | null;
}

/** A member as the plan compares them: their id and the columns an import writes. */
export type PlanMember = Pick<Member, 'id' | MemberField>;

/** Member columns an import writes: the one list (the plan's reads, the stored plan's schema). */
export const MEMBER_FIELDS = [
  'name',
  'club_id',
  'mobile_number',
  'membership_number',
  'phone_number',
  'email',
  'date_of_birth',
  'marriage_day',
  'spouse',
  'profession',
  'postal_address',
  'date_of_joining',
  'is_active',
] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];

export const FIELD_LABELS: Record<MemberField, string> = {
  name: 'Name',
  club_id: 'Club',
  mobile_number: 'Mobile',
  membership_number: 'Membership Number',
  phone_number: 'Phone',
  email: 'Email',
  date_of_birth: 'Birth Date',
  marriage_day: 'Anniversary Date',
  spouse: 'Spouse',
  profession: 'Profession',
  postal_address: 'Address',
  date_of_joining: 'Join Date',
  is_active: 'Active',
};

/** Values of a new member or the new values of a matched one (club as id, or a new club's key). */
export type MemberValues = Partial<Record<Exclude<MemberField, 'club_id' | 'is_active'>, string>> & {
  club_id?: number;
  is_active?: number;
};

export interface FieldChange {
  field: MemberField;
  /** Stored value before ('' = empty; club ids and flags as text). */
  old: string;
  new: string;
}

export interface PlannedAdd {
  row: number;
  /** An existing club's id, or null with newClubKey set. */
  clubId: number | null;
  newClubKey: string | null;
  values: MemberValues & { name: string; mobile_number: string };
}

export interface PlannedUpdate {
  row: number;
  memberId: number;
  changes: FieldChange[];
}

export interface PlannedClub {
  key: string;
  name: string;
  clubNumber: string;
}

/** What apply writes: stored with the preview and applied as-is. */
export interface ImportOps {
  newClubs: PlannedClub[];
  adds: PlannedAdd[];
  updates: PlannedUpdate[];
  deactivations: { memberId: number; mobile: string }[];
}

export interface PlanInput {
  rows: RosterRow[];
  clubs: PlanClub[];
  members: PlanMember[];
  /** Null: district admin (every club); else the clubs the club admin administers. */
  allowedClubIds: ReadonlySet<number> | null;
  /**
   * Members whose login mobile, club and active state this admin may not change (holders of an
   * admin role, for a club admin: access/member-changes.ts). Empty for a district admin.
   */
  protectedIds: ReadonlySet<number>;
  fullRoster: boolean;
  deactivate: boolean;
  /** District admin only: unknown clubs named with a name become new clubs. */
  createClubs: boolean;
}

export type PlanSummary = Pick<
  RosterPreview,
  'counts' | 'adds' | 'updates' | 'deactivations' | 'rejected' | 'warnings' | 'newClubs' | 'clubs' | 'deactivationGuard'
>;

/** A rejected row as the file had it (every cell as text) and why: the rejected-rows file. */
export interface RejectedRow {
  row: number;
  cells: string[];
  reason: string;
}

export interface Plan {
  ops: ImportOps;
  summary: PlanSummary;
  rejectedRows: RejectedRow[];
}

/** Fields that decide a member's login and standing: guarded by access/member-changes.ts. */
export const STANDING_FIELDS: ReadonlySet<MemberField> = new Set<MemberField>(['mobile_number', 'club_id', 'is_active']);

const key = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

const DATE_FIELDS: [FieldKey, MemberField][] = [
  ['dateOfBirth', 'date_of_birth'],
  ['marriageDay', 'marriage_day'],
  ['dateOfJoining', 'date_of_joining'],
];
const TEXT_FIELDS: [FieldKey, MemberField][] = [
  ['spouse', 'spouse'],
  ['profession', 'profession'],
];

function headerLabel(field: FieldKey): string {
  return COLUMNS.find((c) => c.key === field)!.header;
}

/** A cell as the rejected-rows file gives it back: text as typed, dates as YYYY-MM-DD. */
export function cellOut(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/** "9.18E+11": how Excel shows a long number in a column that is not text — the digits are gone. */
const LOST_DIGITS = /^\d+(?:\.\d+)?e\+?\d+$/i;
export const lostDigits = (column: string, text: string) =>
  `${column} "${text}": the column lost digits (Excel shows long numbers like this when the column is not formatted as text). Format the ${column} column as text, type the numbers again and upload the file again`;

const count = (n: number) => n.toLocaleString('en-IN');
const tooLong = (column: string, length: number, max: number) => `${column} is too long: ${count(length)} characters, at most ${count(max)}`;

/** Club names compared without the words every club shares. */
const clubKey = (name: string) =>
  key(name)
    .replace(/^lions\s+club\s+(of\s+)?/, '')
    .replace(/[^a-z0-9 ]/g, '');

/** The existing club whose name is nearest to a name no club has (a typo or another spelling), if near enough. */
export function nearestClub(name: string, clubs: readonly PlanClub[]): PlanClub | null {
  const wanted = clubKey(name);
  if (!wanted) return null;
  let best: PlanClub | null = null;
  let bestDistance = Infinity;
  for (const club of clubs) {
    const distance = leven(wanted, clubKey(club.name));
    if (distance < bestDistance) {
      best = club;
      bestDistance = distance;
    }
  }
  const allowed = Math.max(2, Math.floor(wanted.length * 0.34));
  return best && bestDistance <= allowed ? best : null;
}

export function computePlan(input: PlanInput): Plan {
  const clubsById = new Map(input.clubs.map((c) => [c.id, c]));
  const clubsByNumber = new Map<string, PlanClub>();
  const clubsByName = new Map<string, PlanClub>();
  for (const c of input.clubs) {
    if (c.club_number) clubsByNumber.set(key(c.club_number), c);
    clubsByName.set(key(c.name), c);
  }
  const byMembership = new Map<string, PlanMember>();
  const activeByMobile = new Map<string, PlanMember>();
  for (const m of input.members) {
    if (m.membership_number) {
      const existing = byMembership.get(key(m.membership_number));
      // An active member wins over an inactive one with the same number.
      if (!existing || (!existing.is_active && m.is_active)) byMembership.set(key(m.membership_number), m);
    }
    if (m.is_active) activeByMobile.set(m.mobile_number, m);
  }

  const ops: ImportOps = { newClubs: [], adds: [], updates: [], deactivations: [] };
  const summary: PlanSummary = {
    counts: { add: 0, update: 0, unchanged: 0, deactivate: 0, reject: 0, newClubs: 0, warnings: 0 },
    adds: [],
    updates: [],
    deactivations: [],
    rejected: [],
    warnings: [],
    newClubs: [],
    clubs: [],
    deactivationGuard: { scopeSize: 0, typedConfirmation: false },
  };
  const rejectedRows: RejectedRow[] = [];
  const newClubs = new Map<string, PlannedClub>();
  const coveredClubs = new Set<number>();
  const keepMembers = new Set<number>();
  const seenMembership = new Map<string, number>();
  const seenMobile = new Map<string, number>();
  const seenMember = new Map<number, number>();
  const clubLabel = (id: number | null, newKey: string | null) => (id !== null ? (clubsById.get(id)?.name ?? '') : (newClubs.get(newKey!)?.name ?? ''));

  for (const r of input.rows) {
    const v = r.values;
    const text = (f: FieldKey) => cellText(v[f] ?? null);
    const name = text('name') || [text('firstName'), text('lastName')].filter(Boolean).join(' ');
    const membershipNumber = text('membershipNumber');
    const faults: string[] = [];
    const warnings: { field: string; message: string }[] = [];
    const fault = (reason: string) => faults.push(reason);
    const warn = (f: FieldKey, message: string) => warnings.push({ field: headerLabel(f), message });

    // The member this row is about, when one can be told, so that a rejected row still keeps
    // its member from a full-roster deactivation.
    const mobileText = text('mobile');
    const mobile = parseMobile((v.mobile ?? null) as CellValue);
    let match: PlanMember | undefined = membershipNumber ? byMembership.get(key(membershipNumber)) : undefined;
    if (!match && mobile) {
      const owner = activeByMobile.get(mobile);
      if (owner && (!owner.membership_number || !membershipNumber || key(owner.membership_number) === key(membershipNumber))) match = owner;
    }
    if (match) keepMembers.add(match.id);

    // Club of the row.
    const clubNumber = text('clubNumber');
    const clubName = text('clubName');
    let clubId: number | null = null;
    let newClubKey: string | null = null;
    let newClub: PlannedClub | null = null;
    if (clubNumber || clubName) {
      const club = (clubNumber ? clubsByNumber.get(key(clubNumber)) : undefined) ?? (clubName && !clubNumber ? clubsByName.get(key(clubName)) : undefined);
      if (club) {
        clubId = club.id;
        coveredClubs.add(club.id);
      } else if (input.createClubs && clubName) {
        newClubKey = key(clubNumber || clubName);
        newClub = { key: newClubKey, name: clubName, clubNumber };
        if (clubName.length > ROSTER_FIELD_MAX.clubName) fault(tooLong('Club Name', clubName.length, ROSTER_FIELD_MAX.clubName));
        if (clubNumber.length > ROSTER_FIELD_MAX.clubNumber) fault(tooLong('Club Number', clubNumber.length, ROSTER_FIELD_MAX.clubNumber));
      } else {
        let hint = '';
        const named = clubName ? clubsByName.get(key(clubName)) : undefined;
        if (clubNumber && named) hint = ` — ${named.name} has club number ${named.club_number ?? '(none)'}`;
        else {
          const near = nearestClub(clubName || clubNumber, input.clubs);
          if (near) hint = ` — did you mean "${near.name}"?`;
        }
        fault(`unknown club: "${(clubNumber || clubName).slice(0, 80)}" is not a club of the district${hint}`);
      }
    } else if (match) {
      clubId = match.club_id;
    } else if (input.allowedClubIds && input.allowedClubIds.size === 1) {
      clubId = [...input.allowedClubIds][0]!;
    } else {
      fault('unknown club: the row names no club (Club Name or Club Number)');
    }

    if (!name) fault('missing name');
    else if (name.length > ROSTER_FIELD_MAX.name) fault(tooLong('Name', name.length, ROSTER_FIELD_MAX.name));
    if (membershipNumber.length > ROSTER_FIELD_MAX.membershipNumber) fault(tooLong('Membership Number', membershipNumber.length, ROSTER_FIELD_MAX.membershipNumber));
    else if (LOST_DIGITS.test(membershipNumber)) fault(`bad membership number: ${lostDigits('Membership Number', membershipNumber)}`);
    if (v.mobile !== undefined && v.mobile !== null && mobile === null) {
      fault(LOST_DIGITS.test(mobileText) ? `bad mobile: ${lostDigits('Mobile', mobileText)}` : `bad mobile: "${mobileText.slice(0, 40)}" is not a 10-digit mobile number`);
    } else if (!match && !mobile) {
      fault('bad mobile: a new member needs a mobile number (it is their login)');
    }

    // Duplicates within the file.
    if (membershipNumber) {
      const earlier = seenMembership.get(key(membershipNumber));
      if (earlier !== undefined) fault(`duplicate row in file: membership number ${membershipNumber} is also on row ${earlier}`);
    }
    if (mobile) {
      const earlier = seenMobile.get(mobile);
      if (earlier !== undefined) fault(`duplicate row in file: mobile ${mobile} is also on row ${earlier}`);
    }
    if (match) {
      const earlier = seenMember.get(match.id);
      if (earlier !== undefined && !faults.some((f) => f.startsWith('duplicate'))) fault(`duplicate row in file: the same member is also on row ${earlier}`);
    }
    if (membershipNumber && !seenMembership.has(key(membershipNumber))) seenMembership.set(key(membershipNumber), r.row);
    if (mobile && !seenMobile.has(mobile)) seenMobile.set(mobile, r.row);
    if (match && !seenMember.has(match.id)) seenMember.set(match.id, r.row);

    // Values.
    const values: MemberValues = {};
    if (name) values.name = name;
    if (membershipNumber) values.membership_number = membershipNumber;
    if (mobile) {
      const owner = activeByMobile.get(mobile);
      if (owner && owner.id !== match?.id) fault(`mobile used by another active member: ${mobile} belongs to ${owner.name} (${clubsById.get(owner.club_id)?.name ?? 'another club'})`);
      values.mobile_number = mobile;
    }
    for (const [f, col] of DATE_FIELDS) {
      const d = parseDate((v[f] ?? null) as CellValue);
      if (d === null) warn(f, `${headerLabel(f)} "${text(f).slice(0, 40)}" is not a date (use YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY with a four-digit year): imported without it`);
      if (d) values[col as 'date_of_birth'] = d;
    }
    const phone = parsePhone((v.phone ?? null) as CellValue);
    if (phone === null) {
      const phoneText = text('phone');
      warn('phone', LOST_DIGITS.test(phoneText) ? `${lostDigits('Phone', phoneText)}; imported without it` : `Phone "${phoneText.slice(0, 40)}" is not a phone number (digits only, at most 10): imported without it`);
    }
    if (phone) values.phone_number = phone;
    const emailText = text('email');
    if (emailText.length > ROSTER_FIELD_MAX.email) fault(tooLong('Email', emailText.length, ROSTER_FIELD_MAX.email));
    else {
      const email = parseEmail((v.email ?? null) as CellValue);
      if (email === null) warn('email', `Email "${emailText.slice(0, 60)}" is not an e-mail address: imported without it`);
      if (email) values.email = email;
    }
    for (const [f, col] of TEXT_FIELDS) {
      const t = text(f);
      const max = ROSTER_FIELD_MAX[f as 'spouse' | 'profession'];
      if (t.length > max) fault(tooLong(headerLabel(f), t.length, max));
      else if (t) values[col as 'spouse'] = t;
    }
    const address = [text('address'), text('address2'), text('address3'), [text('city'), text('postalCode')].filter(Boolean).join(' - ')]
      .filter(Boolean)
      .join(', ');
    if (address.length > ROSTER_FIELD_MAX.address) fault(tooLong('Address', address.length, ROSTER_FIELD_MAX.address));
    else if (address) values.postal_address = address;

    // Club admins: their own clubs only, for the row's club and for the member's current club.
    if (input.allowedClubIds) {
      if (newClubKey) fault('not your club: only a district admin can add clubs');
      if (clubId !== null && !input.allowedClubIds.has(clubId)) fault(`not your club: ${clubLabel(clubId, null)} is not a club you administer`);
      if (match && !input.allowedClubIds.has(match.club_id)) fault(`not your club: ${match.name} is a member of ${clubLabel(match.club_id, null)}`);
    }

    // Changes of a matched member: only fields the row fills, compared as stored.
    const changes: FieldChange[] = [];
    if (match) {
      const compare = (field: MemberField, next: string | undefined, current: string | null) => {
        if (next === undefined || next === '') return;
        const old = field === 'name' || field === 'spouse' || field === 'profession' || field === 'postal_address' ? storedText(current) : (current ?? '');
        if (old !== next) changes.push({ field, old: current ?? '', new: next });
      };
      compare('name', values.name, match.name);
      if (clubId !== null && clubId !== match.club_id) changes.push({ field: 'club_id', old: String(match.club_id), new: String(clubId) });
      compare('mobile_number', values.mobile_number, match.mobile_number);
      compare('membership_number', values.membership_number, match.membership_number);
      compare('phone_number', values.phone_number, match.phone_number);
      compare('email', values.email, match.email);
      compare('date_of_birth', values.date_of_birth, match.date_of_birth);
      compare('marriage_day', values.marriage_day, match.marriage_day);
      compare('spouse', values.spouse, match.spouse);
      compare('profession', values.profession, match.profession);
      compare('postal_address', values.postal_address, match.postal_address);
      compare('date_of_joining', values.date_of_joining, match.date_of_joining);
      if (!match.is_active) changes.push({ field: 'is_active', old: '0', new: '1' });
      if (newClubKey) {
        // Moving to a club the import creates: the club id is known only when applying.
        changes.push({ field: 'club_id', old: String(match.club_id), new: `new:${newClubKey}` });
      }
      const standing = changes.filter((c) => STANDING_FIELDS.has(c.field));
      if (standing.length && input.protectedIds.has(match.id)) {
        fault(`admin's standing: ${match.name} is a club or district admin; only a district admin can change their ${standing.map((c) => FIELD_LABELS[c.field].toLowerCase()).join(', ')}`);
      }
    }

    if (faults.length) {
      summary.rejected.push({ row: r.row, reason: faults.join('; '), reasons: faults, name: name.slice(0, 200) });
      rejectedRows.push({ row: r.row, cells: r.cells.map(cellOut), reason: faults.join('; ') });
      continue;
    }
    for (const w of warnings) summary.warnings.push({ row: r.row, name, ...w });

    // Accepted: a club the row names that does not exist yet is created with it.
    if (newClub && !newClubs.has(newClub.key)) newClubs.set(newClub.key, newClub);
    if (!match) {
      ops.adds.push({ row: r.row, clubId, newClubKey, values: { ...values, name, mobile_number: mobile! } });
      summary.adds.push({ row: r.row, name, club: clubLabel(clubId, newClubKey), mobile: mobile!, membershipNumber });
      continue;
    }
    if (changes.length === 0) {
      summary.counts.unchanged++;
      continue;
    }
    ops.updates.push({ row: r.row, memberId: match.id, changes });
    summary.updates.push({
      row: r.row,
      memberId: match.id,
      name: match.name,
      club: clubLabel(match.club_id, null),
      changes: changes.map((c) => ({
        field: c.field,
        label: FIELD_LABELS[c.field],
        old: c.field === 'club_id' ? clubLabel(Number(c.old), null) : c.field === 'is_active' ? (c.old === '1' ? 'yes' : 'no') : c.old,
        new:
          c.field === 'club_id'
            ? c.new.startsWith('new:')
              ? clubLabel(null, c.new.slice(4))
              : clubLabel(Number(c.new), null)
            : c.field === 'is_active'
              ? c.new === '1'
                ? 'yes'
                : 'no'
              : c.new,
      })),
    });
  }

  if (input.fullRoster && input.deactivate) {
    for (const m of input.members) {
      if (!m.is_active || !coveredClubs.has(m.club_id) || keepMembers.has(m.id)) continue;
      if (input.allowedClubIds && !input.allowedClubIds.has(m.club_id)) continue;
      // An admin missing from the file stays: only a district admin deactivates admins.
      if (input.protectedIds.has(m.id)) continue;
      ops.deactivations.push({ memberId: m.id, mobile: m.mobile_number });
      summary.deactivations.push({ memberId: m.id, name: m.name, club: clubLabel(m.club_id, null), mobile: m.mobile_number });
    }
  }
  // The scope a deactivation is measured against: active members of the clubs the file covers.
  let scopeSize = 0;
  for (const m of input.members) if (m.is_active && coveredClubs.has(m.club_id)) scopeSize++;
  summary.deactivationGuard = {
    scopeSize,
    typedConfirmation: ops.deactivations.length > 0 && ops.deactivations.length > ROSTER_DEACTIVATION_SHARE * scopeSize,
  };

  ops.newClubs = [...newClubs.values()];
  summary.newClubs = ops.newClubs.map((c) => ({ name: c.name, clubNumber: c.clubNumber }));
  summary.clubs = [...coveredClubs].map((id) => clubsById.get(id)!.name).sort((a, b) => a.localeCompare(b));
  summary.counts.add = ops.adds.length;
  summary.counts.update = ops.updates.length;
  summary.counts.deactivate = ops.deactivations.length;
  summary.counts.reject = summary.rejected.length;
  summary.counts.newClubs = ops.newClubs.length;
  summary.counts.warnings = summary.warnings.length;
  // The answer lists the first entries of each kind (the counts stay whole; every rejected row is
  // in the rejected-rows file): a 50,000-row file would otherwise answer megabytes no one reads.
  summary.adds = summary.adds.slice(0, ROSTER_LIST_MAX);
  summary.updates = summary.updates.slice(0, ROSTER_LIST_MAX);
  summary.deactivations = summary.deactivations.slice(0, ROSTER_LIST_MAX);
  summary.rejected = summary.rejected.slice(0, ROSTER_LIST_MAX);
  summary.warnings = summary.warnings.slice(0, ROSTER_LIST_MAX);
  return { ops, summary, rejectedRows };
}
