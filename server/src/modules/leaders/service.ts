import type { GovernorProfile, ProfileType } from '@d320b/contract';
import type { Viewer } from '../../access/privacy.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { PAGE_NAMES, toGovernorProfile } from './mappers.js';
import { currentAcademicYearId, governorsAllYears, governorsOfYear } from './repository.js';

export interface LeaderList {
  data: GovernorProfile[];
  pageName: string;
}

/**
 * DG, FVDG, SVDG and IPDG: the holders of the current academic year (the DG
 * list also feeds the dashboard's welcome popup). PDGs: every past DG, most
 * recent year first.
 */
export async function profileList(db: Database, viewer: Viewer, distName: string, type: ProfileType): Promise<LeaderList> {
  let rows;
  if (type === 'pdgs') {
    rows = await governorsAllYears(db, type);
  } else {
    const yearId = await currentAcademicYearId(db);
    rows = yearId === null ? [] : await governorsOfYear(db, type, yearId);
  }
  return { data: rows.map((r) => toGovernorProfile(r, distName, 'thumb', viewer)), pageName: PAGE_NAMES[type] };
}

/** One leader's page (/district-pdgs/{memId}): every profile of that member and type. */
export async function leaderProfile(db: Database, viewer: Viewer, distName: string, type: ProfileType, memberId: number): Promise<LeaderList> {
  const rows = await governorsAllYears(db, type, memberId);
  if (rows.length === 0) throw notFound('No Leaders Found');
  return { data: rows.map((r) => toGovernorProfile(r, distName, 'display', viewer)), pageName: PAGE_NAMES[type] };
}
