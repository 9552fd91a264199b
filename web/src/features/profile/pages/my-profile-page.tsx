/**
 * /my-profile: the member's card (photo, name, profession, "club name | district") with an Edit
 * button (/edit-profile), their details, and the business profile card or "No Record Found.".
 * Missing values show "N/A".
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import PencilIcon from 'lucide-react/icons/pencil';
import type { Business, MemberProfile } from '@d320b/contract';
import { MemberDetailRows, MemberHero } from '@/components/detail-rows';
import { EmptyState } from '@/components/empty-state';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { orNA } from '@/lib/format';
import { useErrorToast } from '@/lib/use-error-toast';
import { businessDetailsQuery, profileQuery } from '../api';
import { MyDataSection } from '@/features/my-data/components/my-data-section';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { i18n } from '@/i18n/i18n';

function ProfileCard({ m }: { m: MemberProfile }) {
  return (
    <Card className="overflow-hidden">
      <MemberHero photo={m.memPhoto} name={m.memName} profession={m.profession} club={m.club_name} district={m.distName || m.district.distName}>
        <Button asChild variant="gold" size="sm" className="absolute right-3 top-3">
          <Link to="/edit-profile">
            <PencilIcon aria-hidden="true" />
            {i18n._('Edit')}
          </Link>
        </Button>
      </MemberHero>
      <CardContent className="pt-1">
        <MemberDetailRows m={m} />
      </CardContent>
    </Card>
  );
}

function BusinessCard({ business, loading }: { business: Business | null | undefined; loading: boolean }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{i18n._('Business Profile')}</CardTitle>
        {business && (
          <Button asChild variant="link">
            <Link to="/my-business">{i18n._('View')}</Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-20 w-full" />
        ) : !business ? (
          <p className="py-2 text-base text-muted-foreground">{i18n._('No Record Found.')}</p>
        ) : (
          <Link to="/my-business" className="flex gap-3 rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring">
            <ImageWithFallback src={business.brImage} alt="" width={80} height={80} className="size-20 shrink-0 rounded-lg object-cover" />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="text-lg font-semibold leading-snug">{orNA(business.brTitle)}</span>
              <span className="text-sm font-medium text-primary">{orNA(business.bcataTitle)}</span>
              <span className="line-clamp-2 text-sm text-muted-foreground">{business.brDescription.replace(/\\n/g, ' ')}</span>
            </span>
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label={i18n._('Loading')} className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6">
        <Skeleton className="size-28 rounded-full" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-5 w-2/3" />
      </div>
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

export default function MyProfilePage() {
  const profile = useQuery(profileQuery());
  const business = useQuery(businessDetailsQuery('mine'));
  useErrorToast(profile.error, profile.errorUpdatedAt, /*i18n*/ 'Data Not Found.');
  useErrorToast(business.error, business.errorUpdatedAt, /*i18n*/ 'Data Not Found.');

  return (
    <>
      <PageHeader title={i18n._('My Profile')} />
      {profile.isPending && <ProfileSkeleton />}
      {profile.isError && <EmptyState message={i18n._('Data Not Found.')} />}
      {profile.data && (
        <div className="flex flex-col gap-4">
          <ProfileCard m={profile.data.data} />
          <BusinessCard business={business.data?.data.get_business} loading={business.isPending} />
          <MyDataSection />
          <SignOutEverywhere />
        </div>
      )}
    </>
  );
}
