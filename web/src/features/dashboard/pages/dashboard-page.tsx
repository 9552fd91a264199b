/**
 * / — Home dashboard (docs/product.md 2.5): greeting, counts, district
 * leaders, today's celebrations, latest club activities (2), district events
 * (3, only when there are any) and district activities (3), plus the
 * one-time DG welcome popup.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { dateRange } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { greetingFor } from '@/lib/greeting';
import { getItem, getUserData, setItem, STORAGE_KEYS } from '@/lib/storage';
import { useErrorToast } from '@/lib/use-error-toast';
import { dashboardQuery, dgProfilesQuery, type DashboardData, type DashboardResponse } from '../api';
import { CelebrationsCard } from '../components/celebrations-card';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { FeedList, type FeedItem } from '../components/feed-card';
import { LeaderCards } from '../components/leader-cards';
import { DashboardSection } from '../components/section';
import { StatTiles } from '../components/stat-tiles';
import { i18n } from '@/i18n/i18n';

/** Shown once per member: its Dialog code loads only when it is about to show. */
const WelcomePopup = lazy(() => import('../components/welcome-popup').then((m) => ({ default: m.WelcomePopup })));

export const DASHBOARD_LIMITS = { clubActivities: 2, events: 3, districtActivities: 3 } as const;

function clubActivityItems(data: DashboardData): FeedItem[] {
  return data.get_latest_club_activities.slice(0, DASHBOARD_LIMITS.clubActivities).map((a) => ({
    id: a.cald,
    to: `/club-activities-details/${a.cald}`,
    title: a.caTitle,
    image: a.calmage,
    // The stored date in the member's language (caDatee is the server's English form of it).
    date: formatDate(a.caDate) || a.caDatee,
    byline: a.club_name || a.club.clubName,
    description: a.caDesc,
  }));
}

function eventItems(data: DashboardData): FeedItem[] {
  return data.get_upcoming_events.slice(0, DASHBOARD_LIMITS.events).map((e) => ({
    id: e.deld,
    to: `/district-event-details/${e.deld}`,
    title: e.deTitle,
    image: e.delmage,
    date: dateRange(e.deStartDate, e.deEndDate),
    byline: e.distName || e.district.distName,
  }));
}

function districtActivityItems(data: DashboardData): FeedItem[] {
  return data.get_latest_district_activities.slice(0, DASHBOARD_LIMITS.districtActivities).map((a) => ({
    id: a.dald,
    to: `/district-activity-details/${a.dald}`,
    title: a.daTitle,
    image: a.dalmage,
    date: formatDate(a.daDate),
    byline: a.distName || a.district.distName,
    description: a.daDesc,
  }));
}

function GreetingBanner({ name, district }: { name: string; district: string }) {
  return (
    <section aria-label={i18n._('Greeting')} className="relative overflow-hidden rounded-2xl bg-primary px-4 py-4 text-primary-foreground shadow-md">
      <div aria-hidden="true" className="absolute -right-10 -top-10 size-36 rounded-full border-[14px] border-gold/40" />
      <p className="text-base font-medium text-gold-soft">{i18n._(greetingFor())},</p>
      <p className="relative text-2xl font-bold leading-tight break-words">{name}</p>
      {district && <p className="relative mt-0.5 text-sm wrap-anywhere text-primary-foreground/85">{district}</p>}
    </section>
  );
}

/** Spec: the popup shows once (hasSeenWelcomePopup) and not when Home was chosen from the menu (dontshowModal). */
function useWelcomePopup() {
  const [eligible] = useState(() => !getItem(STORAGE_KEYS.hasSeenWelcomePopup) && !getItem(STORAGE_KEYS.dontshowModal));
  const dg = useQuery(dgProfilesQuery(eligible));
  const profile = dg.data?.data[0];
  const [closed, setClosed] = useState(false);
  const open = eligible && !!profile && !closed;

  useEffect(() => {
    if (open) setItem(STORAGE_KEYS.hasSeenWelcomePopup, 'true');
  }, [open]);

  return { profile, open, setOpen: (next: boolean) => setClosed(!next) };
}

export default function DashboardPage() {
  const user = getUserData();
  const { data: response, isPending, error, errorUpdatedAt } = useQuery(dashboardQuery());
  const welcome = useWelcomePopup();

  useErrorToast(error, errorUpdatedAt, /*i18n*/ 'Data Not Found.');
  // The sections render in the background (time-sliced) once the answer is here, not in one long task.
  const shown = useDeferredValue(response);

  const name = user?.memName || i18n._('Member');
  const district = user?.distName || user?.district?.distName || '';

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={i18n._('Home')} />
      <GreetingBanner name={name} district={district} />

      {isPending || (response && !shown) ? (
        <DashboardSkeleton />
      ) : shown ? (
        <DashboardContent response={shown} />
      ) : null}

      {welcome.profile && (
        <Suspense fallback={null}>
          <WelcomePopup profile={welcome.profile} open={welcome.open} onOpenChange={welcome.setOpen} />
        </Suspense>
      )}
    </div>
  );
}

function DashboardContent({ response }: { response: DashboardResponse }) {
  const { data, club_id: clubId } = response;
  const events = eventItems(data);
  return (
    <>
      <StatTiles clubs={data.total_clubs_count} members={data.total_members_count} myClubMembers={data.total_members_count_byclubs} clubId={clubId} />

      <DashboardSection title={i18n._('District Leaders')}>
        <LeaderCards data={data} />
      </DashboardSection>

      <DashboardSection title={i18n._('Today\'s Celebrations')}>
        <CelebrationsCard birthdays={data.birthday_count} anniversaries={data.marriage_count} />
      </DashboardSection>

      <DashboardSection title={i18n._('Latest Club Activities')} seeAllTo="/club-activities">
        <FeedList items={clubActivityItems(data)} empty={i18n._('No Data Found')} />
      </DashboardSection>

      {events.length > 0 && (
        <DashboardSection title={i18n._('Latest District Events')} seeAllTo="/district-event">
          <FeedList items={events} empty={i18n._('No Events Found')} />
        </DashboardSection>
      )}

      <DashboardSection title={i18n._('Latest District Activities')} seeAllTo="/district-activity">
        <FeedList items={districtActivityItems(data)} empty={i18n._('No Data Found')} />
      </DashboardSection>
    </>
  );
}
