/** Regions of a Lions year; a region's chairpersons and zones; a zone's chairpersons (clubs are edited on the zone). */
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { i18n } from '@/i18n/i18n';
import { ResourcePage } from '../components/resource-page';
import { regionMembersConfig, regionsConfig, zoneMembersConfig, zonesConfig, type RegionRow, type ZoneRow } from '../resources';
import { useYearParam, YearFilter } from './year-filter';

export function RegionsPage() {
  const [year, setYear, yearPending] = useYearParam();
  return (
    <ResourcePage<RegionRow>
      config={regionsConfig}
      title={i18n._('Regions and Zones')}
      backTo="/admin"
      filter={year ? { yearId: Number(year) } : null}
      pending={yearPending}
      fixed={year ? { yearId: Number(year) } : undefined}
      header={<YearFilter year={year} onChange={setYear} />}
      rowLinks={(r) => (
        <Link to={`/admin/district-regions/${r.id}?${new URLSearchParams({ name: r.name, year: String(r.yearId) })}`} className={buttonVariants({ size: 'sm' })} aria-label={i18n._('Open {name}', { name: r.name })}>
          {i18n._('Open')}
        </Link>
      )}
      emptyMessage={i18n._('No regions in this Lions year yet.')}
    />
  );
}

export function RegionPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const regionId = Number(id);
  const name = params.get('name') ?? i18n._('Region');
  const valid = Number.isSafeInteger(regionId) && regionId > 0;
  const back = `/admin/district-regions?year=${params.get('year') ?? ''}`;
  return (
    <div className="flex flex-col">
      <ResourcePage config={regionMembersConfig} title={i18n._('{region}: chairpersons', { region: name })} backTo={back} filter={valid ? { regionId } : null} fixed={{ regionId }} emptyMessage={i18n._('No chairpersons yet.')} />
      <ResourcePage<ZoneRow>
        config={zonesConfig}
        title={i18n._('{region}: zones', { region: name })}
        backTo={back}
        filter={valid ? { regionId } : null}
        fixed={{ regionId }}
        rowLinks={(z) => (
          <Link to={`/admin/district-zones/${z.id}?${new URLSearchParams({ name: `${name} · ${z.name}`, region: String(regionId), regionName: name, year: params.get('year') ?? '' })}`} className={buttonVariants({ size: 'sm' })} aria-label={i18n._('Chairpersons of {name}', { name: z.name })}>
            {i18n._('Chairpersons ({count})', { count: z.leaderCount })}
          </Link>
        )}
        emptyMessage={i18n._('No zones yet.')}
      />
    </div>
  );
}

export function ZonePage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const zoneId = Number(id);
  const back = `/admin/district-regions/${params.get('region') ?? ''}?${new URLSearchParams({ name: params.get('regionName') ?? '', year: params.get('year') ?? '' })}`;
  return (
    <ResourcePage
      config={zoneMembersConfig}
      title={params.get('name') ?? i18n._('Zone')}
      backTo={back}
      filter={Number.isSafeInteger(zoneId) && zoneId > 0 ? { zoneId } : null}
      fixed={{ zoneId }}
      emptyMessage={i18n._('No chairpersons in this zone yet.')}
    />
  );
}
