/**
 * /club-activities (query `id` = club id, `session=old`): spec section 2 "Club activities list".
 * Club dropdown (All Clubs) with Reset, "Search keywords...", infinite activity cards, and a
 * floating add button for club managers.
 */
import { useCallback, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import PlusIcon from 'lucide-react/icons/plus';
import type { ClubActivity } from '@d320b/contract';
import { ActivityCard, ActivityCardSkeleton } from '@/components/activity-card';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useErrorToast } from '@/lib/use-error-toast';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import {
  ALL_CLUBS,
  clubFromQuery,
  fetchClubActivitiesPage,
  LIST_KEY,
  readManagerFlag,
  useClubOptions,
  type ClubActivityFilters,
} from '../api';

function ClubSelect({ value, onChange }: { value: string; onChange: (clubId: string) => void }) {
  const id = useId();
  const clubs = useClubOptions();
  useErrorToast(clubs.error, clubs.errorUpdatedAt, 'Error fetching clubs');
  return (
    <div className="min-w-0 flex-1">
      <Label htmlFor={id} className="sr-only">
        Club
      </Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-busy={clubs.isPending || undefined}>
        <option value={ALL_CLUBS}>All Clubs</option>
        {clubs.data?.data.map((club) => (
          <option key={club.clubld} value={String(club.clubld)}>
            {club.clubName}
          </option>
        ))}
        {/* A club from ?id= shows selected even before the club names arrive. */}
        {!clubs.data && value !== ALL_CLUBS && <option value={value}>Selected club</option>}
      </Select>
    </div>
  );
}

export default function ClubActivitiesPage() {
  const [params] = useSearchParams();
  const [isManager, setIsManager] = useState(readManagerFlag);
  const fetchPage = useCallback(
    (page: number, filters: ClubActivityFilters, signal: AbortSignal) => fetchClubActivitiesPage(page, filters, signal, setIsManager),
    [],
  );
  const list = useRestorableInfiniteList<ClubActivity, ClubActivityFilters>({
    storageKey: LIST_KEY,
    initialFilters: { clubId: clubFromQuery(params.get('id')), search: '' },
    fetchPage,
    errorFallback: 'Data Not Found.',
  });

  return (
    <>
      <PageHeader title="Club Activities" />
      <div className="mb-4 flex flex-col gap-3">
        <div className="flex gap-2">
          <ClubSelect value={list.draft.clubId} onChange={(clubId) => list.setFilters({ clubId })} />
          <Button variant="outline" onClick={() => list.setFilters({ clubId: ALL_CLUBS, search: '' })}>
            Reset
          </Button>
        </div>
        <SearchBox
          label="Search club activities"
          placeholder="Search keywords..."
          value={list.draft.search}
          onValueChange={(search) => list.setFilters({ search }, { debounce: true })}
          onSubmit={() => list.setFilters({ search: list.draft.search })}
        />
      </div>

      <InfiniteList
        list={list}
        label="Club activities"
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
            date={a.caDatee}
            byline={a.club_name || a.club.clubName}
            description={a.caDesc}
            eager={index < 4}
          />
        )}
      />

      {isManager && (
        <Link
          to="/add-club-activity"
          aria-label="Add club activity"
          className="fixed bottom-[calc(1.25rem+env(safe-area-inset-bottom))] right-5 z-30 inline-flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <PlusIcon className="size-8" aria-hidden="true" />
        </Link>
      )}
    </>
  );
}
