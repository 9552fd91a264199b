/** /clubs (session=old): "Clubs (total)", "Search Clubs...", infinite list of clubs with member counts. */
import { Link } from 'react-router';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import UsersIcon from 'lucide-react/icons/users';
import type { ClubListRow } from '@d320b/contract';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { SESSION_KEYS } from '@/lib/storage';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { clubsList } from '../api';
import { i18n } from '@/i18n/i18n';

function ClubCard({ club, onOpen }: { club: ClubListRow; onOpen: () => void }) {
  return (
    <Link
      to={`/club-details/${club.clubld}`}
      onClick={onOpen}
      className="flex min-h-16 items-center gap-3 rounded-xl border bg-card p-3 shadow-sm transition-colors hover:bg-muted/40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <UsersIcon className="size-6" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-lg font-semibold leading-snug">{club.clubName}</span>
        <span className="text-base text-muted-foreground">
          {i18n._('{count, plural, one {# Member} other {# Members}}', { count: club.members_count })}
          {club.clubNumber ? ` · ${i18n._('No. {number}', { number: club.clubNumber })}` : ''}
        </span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}

export default function ClubsPage() {
  const list = useRestorableInfiniteList({
    ...clubsList,
    storageKey: SESSION_KEYS.clubs,
    initialFilters: { search: '' },
    errorFallback: i18n._('Data Not Found'),
  });

  return (
    <>
      <PageHeader title={list.total === undefined ? i18n._('Clubs') : i18n._('Clubs ({count})', { count: list.total })} />
      <SearchBox
        className="mb-4"
        label={i18n._('Search clubs')}
        placeholder={i18n._('Search Clubs...')}
        value={list.draft.search}
        onValueChange={(search) => list.setFilters({ search }, { debounce: true })}
        onSubmit={() => list.setFilters({ search: list.draft.search })}
      />
      <InfiniteList
        list={list}
        label={i18n._('Clubs')}
        emptyMessage={i18n._('No Data Found')}
        skeleton={<Skeleton className="h-[4.5rem] w-full" />}
        skeletonCount={8}
        getKey={(c) => c.clubld}
        renderItem={(club) => <ClubCard club={club} onOpen={list.save} />}
      />
    </>
  );
}
