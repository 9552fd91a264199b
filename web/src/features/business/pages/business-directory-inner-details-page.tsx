/**
 * /business-directory-inner-details/{memId}: one member's business, then the owner (photo, name,
 * mobile, club), whose card opens their member details.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DetailSkeleton } from '@/components/detail-view';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PersonCard } from '@/components/person-card';
import { BusinessContactActions } from '@/components/contact-actions';
import { useErrorToast } from '@/lib/use-error-toast';
import { businessDetailsQuery } from '../api';
import { BusinessView } from '../components/business-view';
import { i18n } from '@/i18n/i18n';

export default function BusinessDirectoryInnerDetailsPage() {
  const memberId = Number(useParams().id);
  const query = useQuery(businessDetailsQuery(memberId));
  useErrorToast(query.error, query.errorUpdatedAt, 'Data Not Found.');
  const business = query.data?.data.get_business;
  const owner = query.data?.data.get_members;

  return (
    <>
      <PageHeader title={i18n._('Business Details')} backTo={-1} />
      {query.isPending && query.fetchStatus !== 'idle' && <DetailSkeleton />}
      {/* Failed, or a route id that is not a number (nothing was asked). */}
      {(query.isError || query.fetchStatus === 'idle' && query.isPending) && <EmptyState message={i18n._('Data Not Found.')} />}
      {query.isSuccess && (
        <div className="flex flex-col gap-4">
          {business ? <BusinessView business={business} /> : <EmptyState message={i18n._('No Record Found.')} />}
          {business && <BusinessContactActions name={business.brTitle} mobile={owner?.mobileNumber ?? business.mobileNumber} website={business.brWebSiteAddr} />}
          {owner && (
            <section aria-labelledby="owner-heading" className="flex flex-col gap-2">
              <h2 id="owner-heading" className="text-lg font-semibold text-primary">
                {i18n._('Owner')}
              </h2>
              <PersonCard
                to={`/district-member-details/${owner.memId}`}
                photo={owner.memPhoto}
                name={owner.memName}
                lines={[owner.clubName]}
                mobile={owner.mobileNumber}
                headingLevel={3}
              />
            </section>
          )}
        </div>
      )}
    </>
  );
}
