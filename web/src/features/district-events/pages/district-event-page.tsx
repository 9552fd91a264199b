/**
 * /district-event: searchable infinite list of district events. Unlike the other lists, saved
 * state is restored whenever it exists (spec section 4), not only with ?session=old.
 */
import type { DistrictEvent } from '@d320b/contract';
import { ActivityCard, ActivityCardSkeleton } from '@/components/activity-card';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { SESSION_KEYS } from '@/lib/storage';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { eventDates, fetchDistrictEventsPage, type SearchFilters } from '../api';

export default function DistrictEventPage() {
  const list = useRestorableInfiniteList<DistrictEvent, SearchFilters>({
    storageKey: SESSION_KEYS.districtEvents,
    initialFilters: { search: '' },
    fetchPage: fetchDistrictEventsPage,
    errorFallback: 'No Events Found',
    restore: true,
  });

  return (
    <>
      <PageHeader title="District Events" />
      <SearchBox
        className="mb-4"
        label="Search district events"
        placeholder="Search keywords..."
        value={list.draft.search}
        onValueChange={(search) => list.setFilters({ search }, { debounce: true })}
        onSubmit={() => list.setFilters({ search: list.draft.search })}
      />
      <InfiniteList
        list={list}
        label="District events"
        emptyMessage="No Events Found"
        skeleton={<ActivityCardSkeleton />}
        getKey={(e) => e.deld}
        renderItem={(e, index) => (
          <ActivityCard
            to={`/district-event-details/${e.deld}`}
            onOpen={list.save}
            image={e.delmage}
            title={e.deTitle}
            date={eventDates(e.deStartDate, e.deEndDate)}
            byline={e.distName || e.district.distName}
            description={e.deDesc}
            eager={index < 4}
          />
        )}
      />
    </>
  );
}
