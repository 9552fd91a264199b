/**
 * /other-details?type=mocouncils|inteo|intdir|pastintdir|resource: the cards of one Others
 * page (get_other_type), titled by the server. One card's text is expanded at a time.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorToast } from '@/lib/use-error-toast';
import { isOtherType, OTHER_TILES, otherTypeQuery } from '../api';
import { OtherCard } from '../components/other-card';
import { i18n } from '@/i18n/i18n';

export default function OtherDetailsPage() {
  const [params] = useSearchParams();
  const raw = params.get('type');
  const type = isOtherType(raw) ? raw : null;
  const query = useQuery(otherTypeQuery(type));
  const [expanded, setExpanded] = useState<number | null>(null);

  useErrorToast(query.error, query.errorUpdatedAt, 'Data Not Found.');

  const fallbackTitle = i18n._(OTHER_TILES.find((t) => t.type === type)?.label ?? 'Others');
  const cards = query.data?.cards ?? [];

  return (
    <>
      <PageHeader title={query.data?.title || fallbackTitle} titleIsData={Boolean(query.data?.title)} backTo={-1} />
      {query.isPending && query.fetchStatus !== 'idle' ? (
        <ListSkeleton count={3} row={<Skeleton className="h-56 w-full" />} />
      ) : cards.length === 0 ? (
        <EmptyState message={i18n._('No Data Found')} />
      ) : (
        <ul aria-label={query.data?.title || fallbackTitle} className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {cards.map((card, index) => (
            <li key={index}>
              <OtherCard
                card={card}
                eager={index < 2}
                expanded={expanded === index}
                onToggle={() => setExpanded((current) => (current === index ? null : index))}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
