/**
 * /district-event: searchable infinite list of district events. Unlike the other lists, saved
 * state is restored whenever it exists (docs/product.md 2.18), not only with ?session=old.
 */
import type { DistrictEvent } from '@d320b/contract';
import { ActivitySearchList } from '@/components/activity-search-list';
import { dateRange } from '@/lib/dates';
import { OFFLINE_FIRST } from '@/lib/offline';
import { SESSION_KEYS } from '@/lib/storage';
import { fetchDistrictEventsPage } from '../api';

export default function DistrictEventPage() {
  return (
    <ActivitySearchList<DistrictEvent>
      title="District Events"
      searchLabel="Search district events"
      listLabel="District events"
      emptyMessage="No Events Found"
      storageKey={SESSION_KEYS.districtEvents}
      fetchPage={fetchDistrictEventsPage}
      restore
      networkMode={OFFLINE_FIRST}
      getKey={(e) => e.deld}
      toCard={(e) => ({
        to: `/district-event-details/${e.deld}`,
        image: e.delmage,
        title: e.deTitle,
        date: dateRange(e.deStartDate, e.deEndDate),
        byline: e.distName || e.district.distName,
        description: e.deDesc,
      })}
    />
  );
}
