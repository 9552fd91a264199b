/**
 * /business-directory-details/{id}: businesses of a category, with a category dropdown ("All"
 * plus every category). A card's business part opens /business-directory-inner-details/{memId},
 * its member part /district-member-details/{memId}. The list and the chosen category are kept in
 * session storage when a card is opened and restored when the member comes back (the list's
 * history entry then carries ?session=old).
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import type { Business } from '@d320b/contract';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useErrorToast } from '@/lib/use-error-toast';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { ALL_CATEGORIES, categoryFromRoute, businessCategoriesQuery, businessList, LIST_KEY } from '../api';
import { i18n } from '@/i18n/i18n';

function BusinessCard({ b, onOpen, eager }: { b: Business; onOpen: () => void; eager: boolean }) {
  return (
    <article className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <Link
        to={`/business-directory-inner-details/${b.memId}`}
        onClick={onOpen}
        className="flex flex-wrap gap-3 p-3 transition-colors hover:bg-muted/40 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring"
      >
        <ImageWithFallback src={b.brImage} alt="" width={88} height={88} eager={eager} className="size-22 shrink-0 rounded-lg object-cover" />
        <span className="flex min-w-[min(100%,9rem)] flex-1 flex-col gap-0.5">
          <span className="text-lg font-semibold leading-snug text-foreground">{b.brTitle}</span>
          <span className="text-sm font-medium text-primary">{b.bcataTitle}</span>
          <span data-preview="" className="line-clamp-2 text-sm text-muted-foreground">{b.brDescription.replace(/\\n/g, ' ')}</span>
        </span>
      </Link>
      <Link
        to={`/district-member-details/${b.memId}`}
        onClick={onOpen}
        className="flex min-h-14 items-center gap-3 border-t bg-muted/40 px-3 py-2 transition-colors hover:bg-muted focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring"
      >
        <ImageWithFallback src={b.memPhoto} alt="" width={44} height={44} fallback="person" className="size-11 shrink-0 rounded-full border object-cover" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-base font-semibold text-foreground">{b.memName}</span>{' '}
          <span className="text-sm text-muted-foreground">{b.mobileNumber}</span>{' '}
          <span className="text-sm text-muted-foreground">{b.clubName}</span>
          <span className="sr-only">{i18n._(', view member details')}</span>
        </span>
        <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </article>
  );
}

export default function BusinessDirectoryDetailsPage() {
  const routeId = useParams().id;
  const selectId = useId();
  const categories = useQuery(businessCategoriesQuery());
  useErrorToast(categories.error, categories.errorUpdatedAt, 'Data Not Found.');
  const list = useRestorableInfiniteList({
    ...businessList,
    storageKey: LIST_KEY,
    scope: routeId ?? '',
    initialFilters: { category: categoryFromRoute(routeId) },
    errorFallback: i18n._('Data Not Found.'),
    // Opening a card marks this history entry ?session=old, so "back" (the app's or the phone's) restores it.
  });

  const chosen = categories.data?.data.find((c) => String(c.bcId) === list.filters.category);

  return (
    <>
      <PageHeader title={chosen?.bcataTitle ?? i18n._('Business Directory')} titleIsData={chosen?.bcataTitle != null} backTo="/business-directory" />
      <div className="mb-4">
        <Label htmlFor={selectId} className="mb-1 block text-sm text-muted-foreground">
          {i18n._('Category')}
        </Label>
        <Select id={selectId} value={list.draft.category} onChange={(e) => list.setFilters({ category: e.target.value })}>
          <option value={ALL_CATEGORIES}>{i18n._('All')}</option>
          {categories.data?.data.map((c) => (
            <option key={c.bcId} value={String(c.bcId)}>
              {c.bcataTitle}
            </option>
          ))}
          {!categories.data && list.draft.category !== ALL_CATEGORIES && <option value={list.draft.category}>{i18n._('Selected category')}</option>}
        </Select>
      </div>
      <InfiniteList
        list={list}
        label={i18n._('Businesses')}
        emptyMessage={i18n._('No Business Directory Found.')}
        getKey={(b) => b.brId}
        renderItem={(b, index) => <BusinessCard b={b} onOpen={list.save} eager={index < 4} />}
      />
    </>
  );
}
