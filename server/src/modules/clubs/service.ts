import {
  type AcademicYear,
  type Club,
  type ClubCountOption,
  type ClubListRow,
  type MemberBrief,
  type PstMember,
} from '@d320b/contract';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/paging.js';
import type { Viewer } from '../../access/privacy.js';
import { toMemberBrief } from '../shared/member-card.js';
import { toAcademicYear, toClub, toClubCountOption, toClubListRow, toPstMember } from './mappers.js';
import * as repo from './repository.js';

export async function clubsPage(
  db: Database,
  input: { page: number; search: string },
): Promise<{ data: ClubListRow[]; totalCount: number }> {
  const { rows, total } = await repo.listClubs(db, input.search, pageWindow(input.page));
  return { data: rows.map(toClubListRow), totalCount: total };
}

/** Dropdown options; the total is the n of "All Clubs (n)": every active member. */
export async function clubOptions(db: Database): Promise<{ data: ClubCountOption[]; total: number }> {
  const rows = await repo.clubsWithCounts(db);
  return { data: rows.map(toClubCountOption), total: rows.reduce((sum, r) => sum + r.member_count, 0) };
}

export interface ClubDetails {
  club: Club;
  academic_years: AcademicYear[];
  pst_members: PstMember[];
  members: MemberBrief[];
}

/** Club info with the officers of `academicYear` (null = the first of the list: the current year). */
export async function clubDetails(db: Database, viewer: Viewer, clubId: number, academicYear: number | null): Promise<ClubDetails> {
  const [club, years] = await Promise.all([repo.findActiveClub(db, clubId), repo.listAcademicYears(db, clubId)]);
  if (!club) throw notFound('Club not found.');
  if (academicYear !== null && !years.some((y) => y.id === academicYear)) throw notFound('Academic year not found.');
  const yearId = academicYear ?? years[0]?.id ?? null;
  const [officers, managers] = await Promise.all([
    yearId === null ? Promise.resolve([]) : repo.clubOfficers(db, clubId, yearId),
    repo.clubManagers(db, clubId),
  ]);
  return {
    club: toClub(club),
    academic_years: years.map(toAcademicYear),
    pst_members: officers.map((o) => toPstMember(o, viewer)),
    members: managers.map((m) => toMemberBrief(m, viewer)),
  };
}
