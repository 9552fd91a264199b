/**
 * /district-event: searchable infinite list of district events. Unlike the other lists, saved
 * state is restored whenever it exists (docs/product.md 2.18), not only with ?session=old.
 */
import { ActivitySearchList } from '@/components/activity-search-list';
import { dateRange } from '@/lib/dates';
import { SESSION_KEYS } from '@/lib/storage';
import { districtEventsList } from '../api';
import { i18n } from '@/i18n/i18n';

export default function DistrictEventPage() {
  return (
    <ActivitySearchList
      title={i18n._('District Events')}
      searchLabel={i18n._('Search district events')}
      listLabel={i18n._('District events')}
      emptyMessage={i18n._('No Events Found')}
      storageKey={SESSION_KEYS.districtEvents}
      source={districtEventsList}
      restore
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
