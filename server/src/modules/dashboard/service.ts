import type { DashboardData } from '@d320b/contract';
import type { Viewer } from '../../access/privacy.js';
import type { Database } from '../../db/database.js';
import { latestClubActivities } from '../club-activities/service.js';
import { latestDistrictActivities } from '../district-activities/service.js';
import { upcomingDistrictEvents } from '../district-events/service.js';
import { greetingCounts } from '../greetings/service.js';
// The same "current year" as get_profile_list, so the DG card and the welcome popup name the same person.
import { currentAcademicYearId } from '../leaders/repository.js';
import { toLeaderCard } from './mappers.js';
import * as repo from './repository.js';

/** How many of each list the dashboard sends (spec section 9: 2 club activities, 3 events, 3 district activities). */
export const DASHBOARD_LIMITS = { clubActivities: 2, events: 3, districtActivities: 3 } as const;

export async function dashboard(
  db: Database,
  opts: { viewer: Viewer; today: string; distName: string },
): Promise<DashboardData> {
  const { viewer, today, distName } = opts;
  const clubId = viewer.clubId;
  const yearId = await currentAcademicYearId(db);
  const [clubs, members, myClubMembers, greetings, leaders, clubActivities, events, districtActivities] = await Promise.all([
    repo.countActiveClubs(db),
    repo.countActiveMembers(db),
    repo.countActiveMembers(db, clubId),
    // Same day-matching as get_greetings for today, so the counts equal that list's cards.
    greetingCounts(db, viewer, today),
    yearId === null ? Promise.resolve([]) : repo.governorsOfYear(db, yearId),
    latestClubActivities(db, DASHBOARD_LIMITS.clubActivities),
    upcomingDistrictEvents(db, distName, today, DASHBOARD_LIMITS.events),
    latestDistrictActivities(db, distName, DASHBOARD_LIMITS.districtActivities),
  ]);
  const leader = (type: string) => toLeaderCard(leaders.find((l) => l.profile_type === type));
  return {
    total_clubs_count: clubs,
    total_members_count: members,
    total_members_count_byclubs: myClubMembers,
    birthday_count: greetings.birthday,
    marriage_count: greetings.marriage,
    dgData: leader('dg'),
    fvdgData: leader('fvdg'),
    svdgData: leader('svdg'),
    get_latest_club_activities: clubActivities,
    get_upcoming_events: events,
    get_latest_district_activities: districtActivities,
  };
}
