/**
 * /district-cabinet/{id} (session=old): the members of one cabinet category-year, paged
 * (cab_leader_list), titled with the server's dcay_name. A card opens the member with
 * `?dcId={id}`, whose back button returns here with the list restored.
 */
import { useParams } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { PersonCard } from '@/components/person-card';
import { SESSION_KEYS } from '@/lib/storage';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { cabinetList, positionText } from '../api';
import { i18n } from '@/i18n/i18n';

function CabinetList({ categoryId }: { categoryId: number }) {
  const list = useRestorableInfiniteList({
    ...cabinetList(categoryId),
    storageKey: SESSION_KEYS.cabinet,
    scope: categoryId,
    initialFilters: {},
    errorFallback: i18n._('Error fetching data'),
  });

  return (
    <>
      <PageHeader title={list.title || i18n._('District Cabinet')} titleIsData={Boolean(list.title)} backTo="/district-directory" />
      <InfiniteList
        list={list}
        emptyMessage={i18n._('No Data Found')}
        label={list.title || i18n._('District Cabinet')}
        getKey={(m, i) => `${m.memId}-${i}`}
        renderItem={(m, index) => (
          <PersonCard
            to={`/district-member-details/${m.memId}?dcId=${categoryId}`}
            onOpen={list.save}
            photo={m.memPhoto}
            name={m.memName}
            eyebrow={positionText(m.dCabPosition)}
            lines={[m.clubName]}
            mobile={m.memMobNumber}
            eager={index < 4}
          />
        )}
      />
    </>
  );
}

export default function DistrictCabinetPage() {
  const { id } = useParams();
  // Keyed by id: another category is another list, with its own saved state and scroll.
  return <CabinetList key={id} categoryId={Number(id)} />;
}
