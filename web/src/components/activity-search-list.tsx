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
import type { ListPage } from '@/lib/list-session';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { i18n } from '@/i18n/i18n';

export type SearchFilters = { search: string };

export interface ActivitySearchListProps<T> {
  /** Title in the top bar. */
  title: string;
  /** Accessible names of the search box and of the list. */
  searchLabel: string;
  listLabel: string;
  /** Empty-list text; also the toast fallback when a failed page carries no message. */
  emptyMessage: string;
  storageKey: string;
  fetchPage: (page: number, filters: SearchFilters, signal: AbortSignal) => Promise<ListPage<T>>;
  /** See useRestorableInfiniteList's `restore` (default: only with ?session=old). */
  restore?: boolean;
  /** 'offlineFirst' when fetchPage can answer from the offline copy (lib/offline). */
  networkMode?: 'online' | 'always' | 'offlineFirst';
  getKey: (item: T) => Key;
  /** The card of one row (`onOpen` and `eager` are supplied here). */
  toCard: (item: T) => Omit<ActivityCardProps, 'onOpen' | 'eager'>;
}

export function ActivitySearchList<T>({
  title,
  searchLabel,
  listLabel,
  emptyMessage,
  storageKey,
  fetchPage,
  restore,
  networkMode,
  getKey,
  toCard,
}: ActivitySearchListProps<T>) {
  const list = useRestorableInfiniteList<T, SearchFilters>({
    storageKey,
    initialFilters: { search: '' },
    fetchPage,
    errorFallback: emptyMessage,
    restore,
    networkMode,
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
