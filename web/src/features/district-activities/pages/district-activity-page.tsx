/**
 * /district-activity: searchable infinite list of district activities. Arriving with
 * ?session=old (the details page's back) restores the list and scroll position.
 */
import { ActivitySearchList } from '@/components/activity-search-list';
import { formatDisplayDate } from '@/lib/dates';
import { SESSION_KEYS } from '@/lib/storage';
import { districtActivitiesList } from '../api';
import { i18n } from '@/i18n/i18n';

export default function DistrictActivityPage() {
  return (
    <ActivitySearchList
      title={i18n._('District Activities')}
      searchLabel={i18n._('Search district activities')}
      listLabel={i18n._('District activities')}
      emptyMessage={i18n._('No Data Found')}
      storageKey={SESSION_KEYS.districtActivities}
      source={districtActivitiesList}
      getKey={(a) => a.dald}
      toCard={(a) => ({
        to: `/district-activity-details/${a.dald}`,
        image: a.dalmage,
        title: a.daTitle,
        date: formatDisplayDate(a.daDate),
        byline: a.distName || a.district.distName,
        description: a.daDesc,
      })}
    />
  );
}
