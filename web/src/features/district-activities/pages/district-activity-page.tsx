/**
 * /district-activity: searchable infinite list of district activities. Arriving with
 * ?session=old (the details page's back) restores the list and scroll position.
 */
import type { DistrictActivity } from '@d320b/contract';
import { ActivityCard, ActivityCardSkeleton } from '@/components/activity-card';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { formatDisplayDate } from '@/lib/dates';
import { SESSION_KEYS } from '@/lib/storage';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { fetchDistrictActivitiesPage, type SearchFilters } from '../api';

export default function DistrictActivityPage() {
  const list = useRestorableInfiniteList<DistrictActivity, SearchFilters>({
    storageKey: SESSION_KEYS.districtActivities,
    initialFilters: { search: '' },
    fetchPage: fetchDistrictActivitiesPage,
    errorFallback: 'No Data Found',
  });

  return (
    <>
      <PageHeader title="District Activities" />
      <SearchBox
        className="mb-4"
        label="Search district activities"
        placeholder="Search keywords..."
        value={list.draft.search}
        onValueChange={(search) => list.setFilters({ search }, { debounce: true })}
        onSubmit={() => list.setFilters({ search: list.draft.search })}
      />
      <InfiniteList
        list={list}
        label="District activities"
        emptyMessage="No Data Found"
        skeleton={<ActivityCardSkeleton />}
        getKey={(a) => a.dald}
        renderItem={(a, index) => (
          <ActivityCard
            to={`/district-activity-details/${a.dald}`}
            onOpen={list.save}
            image={a.dalmage}
            title={a.daTitle}
            date={formatDisplayDate(a.daDate)}
            byline={a.distName || a.district.distName}
            description={a.daDesc}
            eager={index < 4}
          />
        )}
      />
    </>
  );
}
