/**
 * /district-member-details/{id}: "View Member Details" (docs/product.md 2.10). The profile, then the
 * "Business Profile" card; missing values show "N/A". Back depends on the first query key (see
 * back-target.ts), so each list that opens a member gets its own state back.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Business, MemberDetails } from '@d320b/contract';
import { DetailLink, DetailRow, MemberDetailRows, MemberHero } from '@/components/detail-rows';
import { BusinessContactActions, MapLink, MemberContactActions } from '@/components/contact-actions';
import { EmptyState } from '@/components/empty-state';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { orNA } from '@/lib/format';
import { useErrorToast } from '@/lib/use-error-toast';
import { memberDetailsQuery } from '../api';
import { memberDetailsBackTarget } from '../back-target';
import { i18n } from '@/i18n/i18n';

function MemberProfile({ m }: { m: MemberDetails }) {
  return (
    <Card className="overflow-hidden">
      <MemberHero photo={m.memPhoto} name={m.memName} profession={m.profession} club={m.clubName} district={m.distName} />
      <CardContent className="flex flex-col gap-3 pt-1">
        <MemberContactActions
          member={{
            name: m.memName,
            mobile: m.mobileNumber,
            email: m.emailAddress,
            club: m.clubName,
            profession: m.profession,
            birthday: m.dateOfBirth,
            photo: m.memPhoto,
            path: `/district-member-details/${m.memId}`,
          }}
        />
        <MapLink address={m.postalAddress} />
        <MemberDetailRows m={m} />
      </CardContent>
    </Card>
  );
}

function BusinessProfile({ b, owner }: { b: Business | null; owner: MemberDetails }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._('Business Profile')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!b ? (
          <p className="py-2 text-base text-muted-foreground">{i18n._('No Record Found.')}</p>
        ) : (
          <div className="flex flex-col gap-3">
            <ImageWithFallback
              src={b.brImage}
              alt={b.brTitle}
              width={640}
              height={360}
              className="aspect-video w-full rounded-lg object-cover"
            />
            <BusinessContactActions name={b.brTitle} mobile={b.mobileNumber || owner.mobileNumber} website={b.brWebSiteAddr} />
            <dl>
              <DetailRow label={i18n._('Business Name')}>{orNA(b.brTitle)}</DetailRow>
              <DetailRow label={i18n._('Category')}>{orNA(b.bcataTitle)}</DetailRow>
              <DetailRow label={i18n._('Website')}>
                <DetailLink kind="website" value={b.brWebSiteAddr} />
              </DetailRow>
              <DetailRow label={i18n._('Description')}>
                <span className="whitespace-pre-line">{orNA(b.brDescription)}</span>
              </DetailRow>
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function DetailsSkeleton() {
  return (
    <div role="status" aria-label={i18n._('Loading')} className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6">
        <Skeleton className="size-28 rounded-full" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

export default function DistrictMemberDetailsPage() {
  const { id } = useParams();
  const { search } = useLocation();
  const backTo = useMemo(() => memberDetailsBackTarget(search), [search]);
  const details = useQuery(memberDetailsQuery(Number(id)));

  useErrorToast(details.error, details.errorUpdatedAt, /*i18n*/ 'Data Not Found.');

  return (
    <>
      <PageHeader title={i18n._('View Member Details')} backTo={backTo} />
      {details.isPending && details.fetchStatus !== 'idle' ? (
        <DetailsSkeleton />
      ) : details.data ? (
        <div className="flex flex-col gap-4">
          <MemberProfile m={details.data.data.get_member} />
          <BusinessProfile b={details.data.data.business_record} owner={details.data.data.get_member} />
        </div>
      ) : (
        <EmptyState />
      )}
    </>
  );
}
