/**
 * /district-graduates: leadership-institute graduates (get_district_graduates). The list is
 * cached for the session (reused on every visit); the scroll position comes back when
 * returning from a member with `?session=old`.
 */
import { useLocation } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { PersonCard } from '@/components/person-card';
import { SESSION_KEYS, wantsSavedSession } from '@/lib/storage';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { graduatesList, withYear } from '../api';
import { i18n } from '@/i18n/i18n';

export default function DistrictGraduatesPage() {
  const { search } = useLocation();
  const list = useRestorableInfiniteList({
    ...graduatesList,
    storageKey: SESSION_KEYS.graduates,
    initialFilters: {},
    errorFallback: i18n._('Error fetching data'),
    restore: true,
    restoreScroll: wantsSavedSession(search),
    persist: true,
  });

  return (
    <>
      <PageHeader title={i18n._('District Graduates')} backTo="/district-directory" />
      <InfiniteList
        list={list}
        emptyMessage={i18n._('No Data Found')}
        label={i18n._('District graduates')}
        getKey={(m, i) => `${m.memId}-${i}`}
        renderItem={(m, index) => (
          <PersonCard
            to={`/district-member-details/${m.memId}?graduate`}
            onOpen={list.save}
            photo={m.memPhoto}
            name={m.memName}
            eyebrow={withYear(m.gradType, m.YearGraduated)}
            lines={[m.club_name]}
            mobile={m.memMobNumber}
            eager={index < 4}
          />
        )}
      />
    </>
  );
}
