/**
 * /my-business: the signed-in member's business (photo, title, category, website, description)
 * and their own member entry (opens /my-profile). "Edit Business Profile" → /edit-mybusiness;
 * without a business, "Add New Business" → /edit-mybusiness?new.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import PencilIcon from 'lucide-react/icons/pencil';
import PlusIcon from 'lucide-react/icons/plus';
import { DetailSkeleton } from '@/components/detail-view';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PersonCard } from '@/components/person-card';
import { Button } from '@/components/ui/button';
import { useErrorToast } from '@/lib/use-error-toast';
import { businessDetailsQuery } from '../api';
import { BusinessView } from '../components/business-view';
import { i18n } from '@/i18n/i18n';

export default function MyBusinessPage() {
  const query = useQuery(businessDetailsQuery('mine'));
  useErrorToast(query.error, query.errorUpdatedAt, 'Data Not Found.');
  const business = query.data?.data.get_business;
  const me = query.data?.data.get_members;

  return (
    <>
      <PageHeader title={i18n._('My Business')} />
      {query.isPending && <DetailSkeleton />}
      {query.isError && <EmptyState message={i18n._('Data Not Found.')} />}
      {query.isSuccess && (
        <div className="flex flex-col gap-4">
          {business ? (
            <>
              <BusinessView business={business} />
              <Button asChild size="lg" className="w-full">
                <Link to="/edit-mybusiness">
                  <PencilIcon aria-hidden="true" />
                  {i18n._('Edit Business Profile')}
                </Link>
              </Button>
            </>
          ) : (
            <EmptyState message={i18n._('No Record Found.')}>
              <p className="text-base text-muted-foreground">{i18n._('Add your business so other members can find it in the Business Directory.')}</p>
              <Button asChild size="lg">
                <Link to="/edit-mybusiness?new">
                  <PlusIcon aria-hidden="true" />
                  {i18n._('Add New Business')}
                </Link>
              </Button>
            </EmptyState>
          )}
          {me && (
            <section aria-labelledby="me-heading" className="flex flex-col gap-2">
              <h2 id="me-heading" className="text-lg font-semibold text-primary">
                {i18n._('Member')}
              </h2>
              <PersonCard headingLevel={3} to="/my-profile" photo={me.memPhoto} name={me.memName} lines={[me.clubName]} mobile={me.mobileNumber} />
            </section>
          )}
        </div>
      )}
    </>
  );
}
