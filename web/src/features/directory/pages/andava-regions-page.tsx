/**
 * /andava-regions/{id}: a region's leaders, then under "Zones" the zone leaders with their
 * clubs. Titled with the region name; "Region CMan" reads "Region Chairman". The loaded region
 * is reused only when coming back with `?session=old` to the same region.
 */
import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { PersonCard } from '@/components/person-card';
import { SESSION_KEYS } from '@/lib/storage';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { regionList, roleLabel, type RegionRow } from '../api';
import { i18n } from '@/i18n/i18n';

function RegionCard({ row, regionId, onOpen, eager }: { row: RegionRow; regionId: number; onOpen: () => void; eager: boolean }) {
  const clubs = row.kind === 'zone' ? row.clubs.map((c) => c.clubName).filter(Boolean) : [];
  return (
    <PersonCard
      to={`/district-member-details/${row.memId}?regions=${regionId}`}
      onOpen={onOpen}
      photo={row.memPhoto}
      name={row.memName}
      eyebrow={row.kind === 'zone' && row.zone_name ? `${roleLabel(row.role_name)}, ${row.zone_name}` : roleLabel(row.role_name)}
      lines={[
        row.clubName,
        clubs.length > 0 ? (
          <>
            <span className="font-semibold text-foreground">{i18n._('Clubs:')}</span> {clubs.join(', ')}
          </>
        ) : null,
      ]}
      mobile={row.mobileNumber}
      eager={eager}
    />
  );
}

function Region({ regionId }: { regionId: number }) {
  const list = useRestorableInfiniteList({
    ...regionList(regionId),
    storageKey: SESSION_KEYS.regions,
    scope: regionId,
    initialFilters: {},
    errorFallback: i18n._('Error fetching data'),
  });
  const leaders = list.items.filter((r) => r.kind === 'region');
  const zones = list.items.filter((r) => r.kind === 'zone');

  return (
    <>
      <PageHeader title={list.title || i18n._('Regions and Zones')} titleIsData={Boolean(list.title)} backTo="/district-directory" />
      {list.isLoading ? (
        <ListSkeleton count={4} />
      ) : list.items.length === 0 ? (
        <EmptyState message={i18n._('No Data Found')} />
      ) : (
        <div className="flex flex-col gap-5">
          {leaders.length > 0 && (
            <ul aria-label={i18n._('Region leaders')} className="flex flex-col gap-3">
              {leaders.map((row, i) => (
                <li key={`r-${row.memId}-${i}`}>
                  <RegionCard row={row} regionId={regionId} onOpen={list.save} eager={i < 3} />
                </li>
              ))}
            </ul>
          )}
          {zones.length > 0 && (
            <section aria-labelledby="zones-heading" className="flex flex-col gap-3">
              <h2 id="zones-heading" className="text-lg font-semibold text-primary">
                {i18n._('Zones')}
              </h2>
              <ul aria-label={i18n._('Zone leaders')} className="flex flex-col gap-3">
                {zones.map((row, i) => (
                  <li key={`z-${row.memId}-${i}`}>
                    <RegionCard row={row} regionId={regionId} onOpen={list.save} eager={false} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </>
  );
}

export default function AndavaRegionsPage() {
  const { id } = useParams();
  return <Region key={id} regionId={Number(id)} />;
}
