/**
 * /district-event-details/{id}: image (tap for a full-size preview), title, start and end date,
 * district and description. Back goes to /district-event?session=old.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import CalendarIcon from 'lucide-react/icons/calendar';
import CalendarCheckIcon from 'lucide-react/icons/calendar-check';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { DetailSkeleton, DetailView, type DetailFact } from '@/components/detail-view';
import { EventActions } from '@/components/contact-actions';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { formatDisplayDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/use-error-toast';
import { districtEventQuery } from '../api';
import { i18n } from '@/i18n/i18n';

export default function DistrictEventDetailsPage() {
  const id = Number(useParams().id);
  const query = useQuery(districtEventQuery(id));
  useErrorToast(query.error, query.errorUpdatedAt, 'No Events Found');
  const event = query.data?.data;

  const facts: DetailFact[] = event
    ? [
        { icon: <CalendarIcon />, label: i18n._('Starts'), value: i18n._('Starts: {date}', { date: formatDisplayDate(event.deStartDate) }) },
        ...(event.deEndDate ? [{ icon: <CalendarCheckIcon />, label: i18n._('Ends'), value: i18n._('Ends: {date}', { date: formatDisplayDate(event.deEndDate) }) }] : []),
        { icon: <MapPinIcon />, label: i18n._('District'), value: event.distName || event.district.distName },
      ]
    : [];

  return (
    <>
      <PageHeader title={i18n._('District Event Details')} backTo="/district-event?session=old" />
      {query.isPending && query.fetchStatus !== 'idle' && <DetailSkeleton />}
      {/* Failed, or a route id that is not a number (nothing was asked). */}
      {!event && (query.isError || query.fetchStatus === 'idle') && <EmptyState message={i18n._('No Events Found')} />}
      {event && (
        <DetailView
          image={event.delmage}
          title={event.deTitle}
          facts={facts}
          description={event.deDesc}
          actions={
            <EventActions
              path={`/district-event-details/${event.deld}`}
              entry={{
                uid: `district-event-${event.deld}@lions-district-320b`,
                title: event.deTitle,
                description: event.deDesc,
                startDate: event.deStartDate,
                endDate: event.deEndDate,
                location: event.distName || event.district.distName,
                url: new URL(`/district-event-details/${event.deld}`, window.location.origin).toString(),
              }}
            />
          }
        />
      )}
    </>
  );
}
