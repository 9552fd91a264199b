/**
 * Body of the searchable activity/event list screens (district activities, district events):
 * the page title, "Search keywords..." and an infinite list of activity cards that restores
 * through the list's saved session state.
 */
import type { Key } from 'react';
import { ActivityCard, ActivityCardSkeleton, type ActivityCardProps } from '@/components/activity-card';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import type { CallName } from '@/lib/calls';
import { useRestorableInfiniteList, type ListSource } from '@/lib/use-restorable-infinite-list';
import { i18n } from '@/i18n/i18n';

export type SearchFilters = { search: string };

export interface ActivitySearchListProps<N extends CallName, T> {
  /** Title in the top bar. */
  title: string;
  /** Accessible names of the search box and of the list. */
  searchLabel: string;
  listLabel: string;
  /** Empty-list text; also the toast fallback when a failed page carries no message. */
  emptyMessage: string;
  storageKey: string;
  /** Where the pages come from. */
  source: ListSource<N, T, SearchFilters>;
  /** See useRestorableInfiniteList's `restore` (default: only with ?session=old). */
  restore?: boolean;
  getKey: (item: T) => Key;
  /** The card of one row (`onOpen` and `eager` are supplied here). */
  toCard: (item: T) => Omit<ActivityCardProps, 'onOpen' | 'eager'>;
}

export function ActivitySearchList<N extends CallName, T>({
  title,
  searchLabel,
  listLabel,
  emptyMessage,
  storageKey,
  source,
  restore,
  getKey,
  toCard,
}: ActivitySearchListProps<N, T>) {
  const list = useRestorableInfiniteList({
    ...source,
    storageKey,
    initialFilters: { search: '' },
    errorFallback: emptyMessage,
    restore,
  });

  return (
    <>
      <PageHeader title={title} />
      <SearchBox
        className="mb-4"
        label={searchLabel}
        placeholder={i18n._('Search keywords...')}
        value={list.draft.search}
        onValueChange={(search) => list.setFilters({ search }, { debounce: true })}
        onSubmit={() => list.setFilters({ search: list.draft.search })}
      />
      <InfiniteList
        list={list}
        label={listLabel}
        emptyMessage={emptyMessage}
        skeleton={<ActivityCardSkeleton />}
        getKey={getKey}
        renderItem={(item, index) => <ActivityCard {...toCard(item)} onOpen={list.save} eager={index < 4} />}
      />
    </>
  );
}
