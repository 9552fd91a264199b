/**
 * /club-activities (query `id` = club id, `session=old`): docs/product.md 2.8 "Activities and events".
 * Club dropdown (All Clubs) with Reset, "Search keywords...", infinite activity cards, and a
 * floating add button for club managers.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import PlusIcon from 'lucide-react/icons/plus';
import { ActivityCard, ActivityCardSkeleton } from '@/components/activity-card';
import { ClubFilter } from '@/components/club-filter';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import {
  activityDate,
  ALL_CLUBS,
  clubFromQuery,
  clubActivitiesList,
  LIST_KEY,
  readManagerFlag,
} from '../api';
import { i18n } from '@/i18n/i18n';

export default function ClubActivitiesPage() {
  const [params] = useSearchParams();
  const [isManager, setIsManager] = useState(readManagerFlag);
  const list = useRestorableInfiniteList({
    ...clubActivitiesList(setIsManager),
    storageKey: LIST_KEY,
    initialFilters: { clubId: clubFromQuery(params.get('id')), search: '' },
    errorFallback: i18n._('Data Not Found.'),
  });

  return (
    <>
      <PageHeader title={i18n._('Club Activities')} />
      <div className="mb-4 flex flex-col gap-3">
        <ClubFilter
          value={list.draft.clubId}
          allValue={ALL_CLUBS}
          onChange={(clubId) => list.setFilters({ clubId })}
          onReset={() => list.setFilters({ clubId: ALL_CLUBS, search: '' })}
        />
        <SearchBox
          label={i18n._('Search club activities')}
          placeholder={i18n._('Search keywords...')}
          value={list.draft.search}
          onValueChange={(search) => list.setFilters({ search }, { debounce: true })}
          onSubmit={() => list.setFilters({ search: list.draft.search })}
        />
      </div>

      <InfiniteList
        list={list}
        label={i18n._('Club activities')}
        emptyMessage={i18n._('No Data Found')}
        // Room under the last card so the add button never hides it.
        className={isManager ? 'pb-20' : undefined}
        skeleton={<ActivityCardSkeleton />}
        getKey={(a) => a.cald}
        renderItem={(a, index) => (
          <ActivityCard
            to={`/club-activities-details/${a.cald}`}
            onOpen={list.save}
            image={a.calmage}
            title={a.caTitle}
            date={activityDate(a)}
            byline={a.club_name || a.club.clubName}
            description={a.caDesc}
            eager={index < 4}
          />
        )}
      />

      {isManager && (
        <Link
          to="/add-club-activity"
          aria-label={i18n._('Add club activity')}
          className="fixed bottom-[calc(1.25rem+env(safe-area-inset-bottom))] right-5 z-30 inline-flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <PlusIcon className="size-8" aria-hidden="true" />
        </Link>
      )}
    </>
  );
}
