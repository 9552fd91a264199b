/**
 * /business-directory: the business categories as a grid (image, title, number of businesses),
 * each opening /business-directory-details/{bcId}.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { EmptyState, FailedState } from '@/components/empty-state';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { clearSavedList } from '@/lib/list-session';
import { useErrorToast } from '@/lib/use-error-toast';
import { businessCategoriesQuery, LIST_KEY } from '../api';
import { i18n } from '@/i18n/i18n';

export default function BusinessDirectoryPage() {
  const query = useQuery(businessCategoriesQuery());
  useErrorToast(query.error, query.errorUpdatedAt, 'Data Not Found.');
  // Choosing a category from here starts that list afresh; only "back" restores a list.
  useEffect(() => clearSavedList(LIST_KEY), []);

  const categories = query.data?.data ?? [];
  const total = categories.reduce((sum, c) => sum + c.totalRecords, 0);

  return (
    <>
      <PageHeader title={i18n._('Business Directory')} />
      {query.isPending ? (
        <div role="status" aria-label={i18n._('Loading')} className="grid grid-cols-fit gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/5] w-full rounded-xl" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <FailedState message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <EmptyState message={i18n._('No Business Directory Found.')} />
      ) : (
        <ul aria-label={i18n._('Business categories')} className="grid grid-cols-fit gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {categories.map((c, index) => (
            <li key={c.bcId}>
              <Link
                to={`/business-directory-details/${c.bcId}`}
                className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-colors hover:border-primary/40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <ImageWithFallback src={c.brImage} alt="" width={160} height={120} eager={index < 6} className="aspect-[4/3] w-full object-cover" />
                <span className="flex flex-1 flex-col gap-0.5 p-2.5">
                  <span className="text-base font-semibold leading-snug text-foreground">{c.bcataTitle}</span>
                  <span className="text-sm text-muted-foreground">
                    {i18n._('{count, plural, one {# business} other {# businesses}}', { count: c.totalRecords })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
