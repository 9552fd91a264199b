/** /edit-mybusiness (?new = create): the member's business form, prefilled when editing. */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorToast } from '@/lib/use-error-toast';
import { businessCategoriesQuery, businessDetailsQuery } from '../api';
import { BusinessForm, type BusinessValues } from '../components/business-form';
import { i18n } from '@/i18n/i18n';

export default function EditMyBusinessPage() {
  const [params] = useSearchParams();
  const isNew = params.has('new');
  const categories = useQuery(businessCategoriesQuery());
  const mine = useQuery(businessDetailsQuery('mine'));
  useErrorToast(categories.error, categories.errorUpdatedAt, 'Data Not Found.');
  useErrorToast(mine.error, mine.errorUpdatedAt, 'Data Not Found.');

  const header = <PageHeader title={isNew ? i18n._('Add Business') : i18n._('Business Profile')} backTo={-1} />;

  if (categories.isPending || (!isNew && mine.isPending)) {
    return (
      <>
        {header}
        <div role="status" aria-label={i18n._('Loading')} className="flex flex-col gap-5 rounded-xl border bg-card p-4">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </>
    );
  }
  if (categories.isError || (!isNew && mine.isError)) {
    return (
      <>
        {header}
        <EmptyState message={i18n._('Data Not Found.')} />
      </>
    );
  }

  const business = isNew ? null : (mine.data?.data.get_business ?? null);
  const initial: BusinessValues = business
    ? {
        brCategory: String(business.brCategory),
        brTitle: business.brTitle,
        brDescription: business.brDescription,
        brWebSiteAddr: business.brWebSiteAddr ?? '',
      }
    : { brCategory: '', brTitle: '', brDescription: '', brWebSiteAddr: '' };

  return (
    <>
      {header}
      <BusinessForm
        categories={categories.data.data}
        initial={initial}
        currentImage={business?.brImage ?? null}
        // Without a business to update (opened without ?new before adding one), saving creates it.
        create={isNew || !business}
      />
    </>
  );
}
