/** /district-activity-details/{id}: one district activity; back to /district-activity?session=old. */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import CalendarIcon from 'lucide-react/icons/calendar';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { DetailSkeleton, DetailView } from '@/components/detail-view';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { formatDisplayDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/use-error-toast';
import { districtActivityQuery } from '../api';
import { i18n } from '@/i18n/i18n';

export default function DistrictActivityDetailsPage() {
  const id = Number(useParams().id);
  const query = useQuery(districtActivityQuery(id));
  useErrorToast(query.error, query.errorUpdatedAt, 'No Data Found');
  const activity = query.data?.data;

  return (
    <>
      <PageHeader title={i18n._('District Activity Details')} backTo="/district-activity?session=old" />
      {query.isPending && query.fetchStatus !== 'idle' && <DetailSkeleton />}
      {/* Failed, or a route id that is not a number (nothing was asked). */}
      {!activity && (query.isError || query.fetchStatus === 'idle') && <EmptyState message={i18n._('No Data Found')} />}
      {activity && (
        <DetailView
          image={activity.dalmage}
          title={activity.daTitle}
          facts={[
            { icon: <CalendarIcon />, label: i18n._('Date'), value: formatDisplayDate(activity.daDate) },
            { icon: <MapPinIcon />, label: i18n._('District'), value: activity.distName || activity.district.distName },
          ]}
          description={activity.daDesc}
        />
      )}
    </>
  );
}
