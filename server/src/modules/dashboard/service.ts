import type { DashboardData } from '@d320b/contract';
import type { Viewer } from '../../access/privacy.js';
import { currentAcademicYearId } from '../../db/academic-year.js';
import { versionedCacheBy } from '../../db/data-version.js';
import type { Database } from '../../db/database.js';
import { latestClubActivities } from '../club-activities/service.js';
import { latestDistrictActivities } from '../district-activities/service.js';
import { upcomingDistrictEvents } from '../district-events/service.js';
import { greetingCounts, greetingsOfDate } from '../greetings/service.js';
// The same "current year" as get_profile_list, so the DG card and the welcome popup name the same person.
import { activeMemberCounts } from '../shared/member-counts.js';
import { toLeaderCard } from './mappers.js';
import * as repo from './repository.js';

/** How many of each list the dashboard sends (docs/product.md §2.5: 2 club activities, 3 events, 3 district activities). */
export const DASHBOARD_LIMITS = { clubActivities: 2, events: 3, districtActivities: 3 } as const;

/**
 * What the dashboard shows that is the same for every viewer on a day, apart from what the member
 * index answers (member counts, the day's greetings): the clubs count, leader cards and the latest
 * lists. The most frequent call: kept per (day, district name) while no table it reads changes (one
 * read of data_versions per request instead of a dozen queries).
 */
const districtDay = versionedCacheBy(
  [
    'members',
    'clubs',
    'member_privacy',
    'club_activities',
    'governor_profiles',
    'academic_years',
    'district_events',
    'district_activities',
  ],
  (day: { today: string; distName: string }) => `${day.today}\u0000${day.distName}`,
  async (db, { today, distName }) => {
    const yearId = await currentAcademicYearId(db);
    const [clubs, leaders, clubActivities, events, districtActivities] = await Promise.all([
      repo.countActiveClubs(db),
      yearId === null ? Promise.resolve([]) : repo.governorsOfYear(db, yearId),
      latestClubActivities(db, DASHBOARD_LIMITS.clubActivities),
      upcomingDistrictEvents(db, distName, today, DASHBOARD_LIMITS.events),
      latestDistrictActivities(db, distName, DASHBOARD_LIMITS.districtActivities),
    ]);
    const leader = (type: string) => toLeaderCard(leaders.find((l) => l.profile_type === type));
    return {
      clubs,
      dgData: leader('dg'),
      fvdgData: leader('fvdg'),
      svdgData: leader('svdg'),
      clubActivities,
      events,
      districtActivities,
    };
  },
  4,
);

export async function dashboard(
  db: Database,
  opts: { viewer: Viewer; today: string; distName: string },
): Promise<DashboardData> {
  const { viewer, today, distName } = opts;
  // From the member index, exact at every save without reading the other lists again; per viewer:
  // their club's count, and the greetings they may see (same day-matching as get_greetings).
  const [day, members, todays] = await Promise.all([districtDay(db, { today, distName }), activeMemberCounts(db), greetingsOfDate(db, today)]);
  const greetings = greetingCounts(todays, viewer);
  return {
    total_clubs_count: day.clubs,
    total_members_count: members.total,
    total_members_count_byclubs: members.byClub.get(viewer.clubId) ?? 0,
    birthday_count: greetings.birthday,
    marriage_count: greetings.marriage,
    dgData: day.dgData,
    fvdgData: day.fvdgData,
    svdgData: day.svdgData,
    get_latest_club_activities: day.clubActivities,
    get_upcoming_events: day.events,
    get_latest_district_activities: day.districtActivities,
  };
}
