/**
 * /district-member-details/{id}: "View Member Details" (spec section 2). The profile, then the
 * "Business Profile" card; missing values show "N/A". Back depends on the first query key (see
 * back-target.ts), so each list that opens a member gets its own state back.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { toast } from 'sonner';
import type { Business, MemberDetails } from '@d320b/contract';
import { EmptyState } from '@/components/empty-state';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDisplayDate, websiteHref } from '@/lib/dates';
import { orNA, telHref } from '@/lib/tel';
import { useMemberDetails } from '../api';
import { memberDetailsBackTarget } from '../back-target';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b py-2.5 last:border-b-0">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-base text-foreground">{children}</dd>
    </div>
  );
}

const dateOrNA = (d: string | null) => (d ? formatDisplayDate(d) : 'N/A');

function MemberProfile({ m }: { m: MemberDetails }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col items-center gap-2 bg-primary px-4 pb-5 pt-6 text-center text-primary-foreground">
        <ImageWithFallback
          src={m.memPhoto}
          alt={`Photo of ${m.memName}`}
          width={112}
          height={112}
          fallback="person"
          eager
          className="size-28 rounded-full border-4 border-gold object-cover"
        />
        <h2 className="text-xl font-semibold leading-tight">{m.memName}</h2>
        <p className="text-base text-gold-soft">{orNA(m.profession)}</p>
        <p className="text-base">{`${orNA(m.clubName)} | ${orNA(m.distName)}`}</p>
      </div>
      <CardContent className="pt-1">
        <dl>
          <Field label="Membership Number">{orNA(m.membershipNumber)}</Field>
          <Field label="Mobile Number">
            {m.mobileNumber ? (
              <a href={telHref(m.mobileNumber)} className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
                {m.mobileNumber}
              </a>
            ) : (
              'N/A'
            )}
          </Field>
          <Field label="Phone Number">{orNA(m.phoneNumber)}</Field>
          <Field label="Email">
            {m.emailAddress ? (
              <a href={`mailto:${m.emailAddress}`} className="inline-flex min-h-11 items-center break-all font-medium text-primary underline-offset-4 hover:underline">
                {m.emailAddress}
              </a>
            ) : (
              'N/A'
            )}
          </Field>
          <Field label="Date of Birth">{dateOrNA(m.dateOfBirth)}</Field>
          <Field label="Marriage Day">{dateOrNA(m.marriageDay)}</Field>
          <Field label="Spouse">{orNA(m.spouse)}</Field>
          <Field label="Website">
            {m.websiteAddress ? (
              <a
                href={websiteHref(m.websiteAddress)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center break-all font-medium text-primary underline-offset-4 hover:underline"
              >
                {m.websiteAddress}
              </a>
            ) : (
              'N/A'
            )}
          </Field>
          <Field label="Postal Address">{orNA(m.postalAddress)}</Field>
          <Field label="Positions Held">{orNA(m.positionsheld)}</Field>
          <Field label="Date of Joining">{dateOrNA(m.dateOfJoining)}</Field>
          <Field label="Sponsored By">{orNA(m.sponsoredBy)}</Field>
          <Field label="About Me">{orNA(m.aboutMe)}</Field>
        </dl>
      </CardContent>
    </Card>
  );
}

function BusinessProfile({ b }: { b: Business | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Business Profile</CardTitle>
      </CardHeader>
      <CardContent>
        {!b ? (
          <p className="py-2 text-base text-muted-foreground">No Record Found.</p>
        ) : (
          <div className="flex flex-col gap-3">
            <ImageWithFallback
              src={b.brImage}
              alt={b.brTitle}
              width={640}
              height={360}
              className="aspect-video w-full rounded-lg object-cover"
            />
            <dl>
              <Field label="Business Name">{orNA(b.brTitle)}</Field>
              <Field label="Category">{orNA(b.bcataTitle)}</Field>
              <Field label="Website">
                {b.brWebSiteAddr ? (
                  <a
                    href={websiteHref(b.brWebSiteAddr)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center break-all font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {b.brWebSiteAddr}
                  </a>
                ) : (
                  'N/A'
                )}
              </Field>
              <Field label="Description">
                <span className="whitespace-pre-line">{orNA(b.brDescription)}</span>
              </Field>
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function DetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-4">
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
  const details = useMemberDetails(Number(id));

  useEffect(() => {
    if (details.isError) toast.error(errorMessage(details.error, 'Data Not Found.'));
  }, [details.isError, details.error]);

  return (
    <>
      <PageHeader title="View Member Details" backTo={backTo} />
      {details.isPending && details.fetchStatus !== 'idle' ? (
        <DetailsSkeleton />
      ) : details.data ? (
        <div className="flex flex-col gap-4">
          <MemberProfile m={details.data.data.get_member} />
          <BusinessProfile b={details.data.data.business_record} />
        </div>
      ) : (
        <EmptyState />
      )}
    </>
  );
}
