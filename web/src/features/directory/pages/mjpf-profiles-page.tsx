/**
 * /mjpf-profiles: MJF / PMJF holders (get_mjpf_profiles). The loaded list and scroll position
 * come back only with `?session=old`; any other arrival loads it afresh.
 */
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { PersonCard } from '@/components/person-card';
import { SESSION_KEYS } from '@/lib/storage';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { mjfList, withYear } from '../api';
import { i18n } from '@/i18n/i18n';

export default function MjpfProfilesPage() {
  const list = useRestorableInfiniteList({
    ...mjfList,
    storageKey: SESSION_KEYS.mjpfProfiles,
    initialFilters: {},
    errorFallback: i18n._('Error fetching data'),
  });

  return (
    <>
      <PageHeader title={i18n._('MJF / PMJF')} backTo="/district-directory?session=old" />
      <InfiniteList
        list={list}
        emptyMessage={i18n._('No Data Found')}
        label={i18n._('MJF / PMJF profiles')}
        getKey={(m, i) => `${m.memId}-${i}`}
        renderItem={(m, index) => (
          <PersonCard
            to={`/district-member-details/${m.memId}?mjpf`}
            onOpen={list.save}
            photo={m.memPhoto}
            name={m.memName}
            eyebrow={withYear(m.mjType, m.YearAchieved)}
            lines={[m.club_name]}
            mobile={m.mobileNumber}
            eager={index < 4}
          />
        )}
      />
    </>
  );
}
