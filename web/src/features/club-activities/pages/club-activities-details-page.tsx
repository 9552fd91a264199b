/**
 * /club-activities-details/{id}: one club activity. Back goes to /club-activities?session=old.
 * Managers of the activity's club get Edit (/edit-club-activity/{id}) and Delete (confirm, then
 * delete_club_activities, the server's message, and back after 1 s).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import CalendarIcon from 'lucide-react/icons/calendar';
import UsersIcon from 'lucide-react/icons/users-round';
import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { DetailSkeleton, DetailView } from '@/components/detail-view';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useCallMutation } from '@/lib/calls';
import { useDelayedNavigate } from '@/lib/use-delayed-navigate';
import { showError } from '@/lib/show-error';
import { useErrorToast } from '@/lib/use-error-toast';
import { activityDate, clubActivityQuery, dropActivityDetail, forgetActivity } from '../api';
import { i18n } from '@/i18n/i18n';
import { serverSuccessText } from '@/i18n/server-messages';

const BACK = '/club-activities?session=old';

export default function ClubActivitiesDetailsPage() {
  const id = Number(useParams().id);
  const query = useQuery(clubActivityQuery(id));
  useErrorToast(query.error, query.errorUpdatedAt, 'Data Not Found.');
  const queryClient = useQueryClient();
  const navigateLater = useDelayedNavigate();
  const [confirming, setConfirming] = useState(false);
  const deleted = useRef(false);
  useEffect(() => () => {
    if (deleted.current) dropActivityDetail(queryClient, id);
  }, [queryClient, id]);

  const remove = useCallMutation('delete_club_activities', () => ({ ca_id: id }), {
    spare: () => clubActivityQuery(id).queryKey,
    onSuccess: (res) => {
      setConfirming(false);
      toast.success(serverSuccessText(res.message));
      deleted.current = true;
      forgetActivity(id);
      navigateLater(BACK);
    },
    onError: (error) => {
      setConfirming(false);
      showError(error, /*i18n*/ 'Error');
    },
  });

  const activity = query.data?.data;
  const canManage = query.data?.isManager === 1;
  // Deleted: keep the buttons off while the message shows.
  const busy = remove.isPending || remove.isSuccess;

  return (
    <>
      <PageHeader title={i18n._('Club Activity Details')} backTo={BACK} />
      {query.isPending && query.fetchStatus !== 'idle' && <DetailSkeleton />}
      {/* Failed, or a route id that is not a number (nothing was asked). */}
      {!activity && (query.isError || query.fetchStatus === 'idle') && <EmptyState message={i18n._('Data Not Found.')} />}
      {activity && (
        <DetailView
          image={activity.calmage}
          title={activity.caTitle}
          facts={[
            { icon: <CalendarIcon />, label: i18n._('Date'), value: activityDate(activity) },
            { icon: <UsersIcon />, label: i18n._('Club'), value: activity.club_name || activity.club.clubName },
          ]}
          description={activity.caDesc}
          actions={
            canManage ? (
              <>
                <Button asChild variant="outline" className={busy ? 'pointer-events-none opacity-55' : undefined}>
                  <Link to={`/edit-club-activity/${activity.cald}`} aria-disabled={busy || undefined}>
                    <PencilIcon aria-hidden="true" />
                    {i18n._('Edit')}
                  </Link>
                </Button>
                <Button variant="destructive" onClick={() => setConfirming(true)} loading={busy}>
                  {!busy && <Trash2Icon aria-hidden="true" />}
                  {i18n._('Delete')}
                </Button>
              </>
            ) : undefined
          }
        />
      )}

      <AlertDialog open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{i18n._('Delete this activity?')}</AlertDialogTitle>
            <AlertDialogDescription>
              {activity ? i18n._('“{title}” will be removed for everyone. This cannot be undone.', { title: activity.caTitle }) : i18n._('This cannot be undone.')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{i18n._('Cancel')}</AlertDialogCancel>
            {/* A plain button, not AlertDialogAction: the dialog stays open until the server answers. */}
            <Button variant="destructive" loading={remove.isPending} onClick={() => remove.mutate()}>
              {i18n._('Delete')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
