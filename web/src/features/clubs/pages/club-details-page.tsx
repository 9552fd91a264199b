/**
 * /club-details/{id}: club info, buttons to the club's activities and members, the
 * academic-year select (absent from the first request, then the first year preselected), the
 * officers (PSTs) of the chosen year and the Club Manager card. Back goes to /clubs?session=old.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import CalendarDaysIcon from 'lucide-react/icons/calendar-days';
import UsersIcon from 'lucide-react/icons/users';
import type { Club, MemberBrief, PstMember } from '@d320b/contract';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { PersonCard } from '@/components/person-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { YearSelect } from '@/components/year-select';
import { dateOrNA, orNA } from '@/lib/format';
import { useErrorToast } from '@/lib/use-error-toast';
import { clubDetailsQuery } from '../api';
import { i18n } from '@/i18n/i18n';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Label and value side by side while both fit, the value under its label at large text.
    <div className="flex flex-wrap gap-x-2 gap-y-1 border-b py-2 last:border-b-0">
      <dt className="min-w-0 flex-[1_1_7.5rem] text-base text-muted-foreground">{label}</dt>
      <dd className="min-w-0 flex-[2_1_8rem] text-base font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

function ClubInfo({ club }: { club: Club }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl text-primary">{club.clubName}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl>
          <InfoRow label={i18n._('Club Number')}>{orNA(club.clubNumber)}</InfoRow>
          <InfoRow label={i18n._('Charter President')}>{orNA(club.charterPresident)}</InfoRow>
          <InfoRow label={i18n._('Extension Chairman')}>{orNA(club.extnChairman)}</InfoRow>
          <InfoRow label={i18n._('Meets On')}>{orNA(club.meetsOn)}</InfoRow>
          <InfoRow label={i18n._('Meeting Place')}>{orNA(club.meetingPlace)}</InfoRow>
          <InfoRow label={i18n._('Sponsored By')}>{orNA(club.sponsoredBy)}</InfoRow>
          <InfoRow label={i18n._('Charter Date')}>{dateOrNA(club.charterDate)}</InfoRow>
          <InfoRow label={i18n._('Members')}>{club.members_count}</InfoRow>
          <InfoRow label={i18n._('Activities')}>{club.activity_count}</InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

function PeopleSection({ title, people, loading }: { title: string; people: (PstMember | MemberBrief)[]; loading?: boolean }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-primary">{title}</h2>
      {loading ? (
        <ListSkeleton count={2} />
      ) : people.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card/70 px-4 py-5 text-center text-base text-muted-foreground">{i18n._('No Data Found')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {people.map((p, i) => (
            <li key={`${p.memId}-${i}`}>
              <PersonCard
                headingLevel={3}
                to={`/district-member-details/${p.memId}?clubdetails`}
                photo={p.memPhoto}
                name={p.memName}
                eyebrow={'position' in p ? p.position : undefined}
                lines={['clubName' in p ? p.clubName : null]}
                mobile={p.mobileNumber}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DetailsSkeleton() {
  return (
    <div role="status" aria-label={i18n._('Loading')} className="flex flex-col gap-4">
      <Skeleton className="h-80 w-full" />
      <div className="grid grid-cols-fit gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
      <Skeleton className="h-12 w-full" />
      <ListSkeleton count={2} />
    </div>
  );
}

export default function ClubDetailsPage() {
  const { id } = useParams();
  const clubId = Number(id);
  const [year, setYear] = useState<number | null>(null);
  const details = useQuery(clubDetailsQuery(clubId, year));

  useErrorToast(details.error, details.errorUpdatedAt, 'Data Not Found.');

  const data = details.data?.data;
  const years = data?.academic_years ?? [];
  const selectedYear = year ?? years[0]?.dAYld;

  return (
    <>
      <PageHeader title={i18n._('Club Details')} backTo="/clubs?session=old" />
      {details.isPending && details.fetchStatus !== 'idle' ? (
        <DetailsSkeleton />
      ) : !data ? (
        <EmptyState message={i18n._('No Data Found')} />
      ) : (
        <div className="flex flex-col gap-5">
          <ClubInfo club={data.club} />
          <div className="grid grid-cols-fit gap-3">
            <Button asChild variant="default" className="h-auto min-h-11 whitespace-normal py-2">
              <Link to={`/club-activities?id=${data.club.clubld}`}>
                <CalendarDaysIcon aria-hidden="true" />
                {i18n._('Club Activities')}
              </Link>
            </Button>
            <Button asChild variant="gold" className="h-auto min-h-11 whitespace-normal py-2">
              <Link to={`/district-members?id=${data.club.clubld}`}>
                <UsersIcon aria-hidden="true" />
                {i18n._('Club Members')}
              </Link>
            </Button>
          </div>
          {years.length > 0 && (
            <YearSelect
              label={i18n._('Academic Year')}
              placeholder={i18n._('Select Year')}
              showLabel
              value={selectedYear === undefined ? undefined : String(selectedYear)}
              onChange={(value) => setYear(Number(value))}
              options={years.map((y) => ({ value: String(y.dAYld), label: y.dAYName }))}
            />
          )}
          <PeopleSection title={i18n._('PSTs')} people={data.pst_members} loading={details.isPlaceholderData && details.isFetching} />
          <PeopleSection title={i18n._('Club Manager')} people={data.members} />
        </div>
      )}
    </>
  );
}
