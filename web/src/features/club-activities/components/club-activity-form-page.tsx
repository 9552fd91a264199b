import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { todayIn } from '@/lib/district-date';
import { useErrorToast } from '@/lib/use-error-toast';
import { clubActivityQuery, managerClubsQuery } from '../api';
import { ClubActivityForm, type ActivityValues } from './club-activity-form';
import { i18n } from '@/i18n/i18n';

function FormSkeleton() {
  return (
    <div role="status" aria-label={i18n._('Loading')} className="flex flex-col gap-5 rounded-xl border bg-card p-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-12 w-full" />
        </div>
      ))}
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** Loads what the form needs (the member's clubs; for an edit, the activity) and then shows it. */
export function ClubActivityFormPage({ editId }: { editId?: number }) {
  const editing = editId !== undefined;
  const clubs = useQuery(managerClubsQuery());
  const activity = useQuery(clubActivityQuery(editing ? editId : 0));
  useErrorToast(clubs.error, clubs.errorUpdatedAt, 'Data Not Found.');
  useErrorToast(activity.error, activity.errorUpdatedAt, 'Data Not Found.');

  const title = editing ? i18n._('Edit Club Activity') : i18n._('Add Club Activity');
  const back = editing ? `/club-activities-details/${editId}` : '/club-activities';
  const header = <PageHeader title={title} backTo={back} />;

  // A route id that is not a number leaves the activity query disabled (idle): nothing to edit.
  const badId = editing && activity.isPending && activity.fetchStatus === 'idle';
  if (clubs.isPending || (editing && activity.isPending && !badId)) {
    return (
      <>
        {header}
        <FormSkeleton />
      </>
    );
  }
  if (clubs.isError || badId || (editing && activity.isError)) {
    return (
      <>
        {header}
        <EmptyState message={i18n._('Data Not Found.')} />
      </>
    );
  }

  const options = clubs.data.data;
  const current = activity.data?.data;
  if (options.length === 0 || (editing && activity.data?.isManager !== 1)) {
    return (
      <>
        {header}
        <EmptyState message={editing ? i18n._('Only a manager of this club can edit its activities.') : i18n._('Only club managers can add activities.')} />
      </>
    );
  }

  const initial: ActivityValues = current
    ? { clubld: String(current.clubld), caTitle: current.caTitle, caDesc: current.caDesc, caDate: current.caDate }
    : // One club managed: nothing to choose. Date: today in the district, the usual case.
      { clubld: options.length === 1 ? String(options[0]!.clubld) : '', caTitle: '', caDesc: '', caDate: todayIn() };

  // The club the activity belongs to stays selectable even if the list somehow lacks it.
  const withCurrent =
    current && !options.some((c) => c.clubld === current.clubld)
      ? [...options, { clubld: current.clubld, clubName: current.club_name }]
      : options;

  return (
    <>
      {header}
      <ClubActivityForm clubs={withCurrent} initial={initial} edit={current ? { id: current.cald, image: current.calmage } : undefined} />
    </>
  );
}
