import type { GovernorProfile, ProfileType } from '@d320b/contract';
import type { Viewer } from '../../access/privacy.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { PAGE_NAMES, toGovernorProfile } from './mappers.js';
import { currentAcademicYearId } from '../../db/academic-year.js';
import { academicYearStart, dgTermsOf, governorsAllYears, governorsOfYear, type GovernorRow } from './repository.js';

export interface LeaderList {
  data: GovernorProfile[];
  pageName: string;
}

/**
 * DG, FVDG, SVDG and IPDG: the holders of the current academic year (the DG
 * list also feeds the dashboard's welcome popup). PDGs: every past DG, most
 * recent year first.
 *
 * Every card reads "DG: {year}", so acYear is the year of that leader's own DG term as the data
 * holds it (their 'dg' or 'pdgs' profile): for the IPDG the latest before the current year, for
 * the FVDG and SVDG the first after it; null when the data has none (the card then names only
 * the role). The current year's label on every card claimed they were all DG this year.
 */
export async function profileList(db: Database, viewer: Viewer, distName: string, type: ProfileType): Promise<LeaderList> {
  let rows;
  if (type === 'pdgs') {
    rows = await governorsAllYears(db, type);
  } else {
    const yearId = await currentAcademicYearId(db);
    rows = yearId === null ? [] : await governorsOfYear(db, type, yearId);
    if (yearId !== null && type !== 'dg') rows = await withOwnDgYear(db, rows, type, yearId);
  }
  return { data: rows.map((r) => toGovernorProfile(r, distName, 'thumb', viewer)), pageName: PAGE_NAMES[type] };
}

/** One leader's page (/district-pdgs/{memId}): every profile of that member and type. */
export async function leaderProfile(db: Database, viewer: Viewer, distName: string, type: ProfileType, memberId: number): Promise<LeaderList> {
  const rows = await governorsAllYears(db, type, memberId);
  if (rows.length === 0) throw notFound('No Leaders Found');
  return { data: rows.map((r) => toGovernorProfile(r, distName, 'display', viewer)), pageName: PAGE_NAMES[type] };
}

async function withOwnDgYear(db: Database, rows: GovernorRow[], type: ProfileType, yearId: number): Promise<GovernorRow[]> {
  const current = await academicYearStart(db, yearId);
  if (current === null) return rows;
  const terms = await dgTermsOf(db, [...new Set(rows.map((r) => r.member_id))]);
  const past = type === 'ipdg';
  return rows.map((row) => {
    const candidates = terms
      .filter((t) => t.member_id === row.member_id && (past ? t.starts_on < current : t.starts_on > current))
      .sort((a, b) => (past ? b.starts_on.localeCompare(a.starts_on) : a.starts_on.localeCompare(b.starts_on)));
    return { ...row, year_name: candidates[0]?.year_name ?? null };
  });
}
