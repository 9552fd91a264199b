/**
 * /district-directory (docs/product.md 2.9): leader tiles, Select Year, District Cabinet tiles,
 * Regions and Zones tiles, MJF / PMJF and District Graduates. Choosing a year reloads the
 * cabinet and the regions for it; the default is the first academic year.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import AwardIcon from 'lucide-react/icons/award';
import CrownIcon from 'lucide-react/icons/crown';
import GraduationCapIcon from 'lucide-react/icons/graduation-cap';
import MapPinIcon from 'lucide-react/icons/map-pin';
import MedalIcon from 'lucide-react/icons/medal';
import UserRoundIcon from 'lucide-react/icons/user-round';
import UsersIcon from 'lucide-react/icons/users';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { NavTile, TileGrid } from '@/components/nav-tile';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { YearSelect } from '@/components/year-select';
import { readSessionJson, removeSession, wantsSavedSession, writeSessionJson } from '@/lib/storage';
import { useErrorToast } from '@/lib/use-error-toast';
import { directoryQuery, regionsQuery } from '../api';
import { i18n } from '@/i18n/i18n';

/** The chosen year, so coming back from MJF / PMJF (`?session=old`) shows the same year. */
const YEAR_KEY = 'directory-year';

const LEADERS = [
  { label: 'DG', to: '/district-dg/dg', icon: <CrownIcon className="size-6" /> },
  { label: 'FVDG', to: '/district-dg/fvdg', icon: <AwardIcon className="size-6" /> },
  { label: 'SVDG', to: '/district-dg/svdg', icon: <AwardIcon className="size-6" /> },
  { label: 'IPDG', to: '/district-dg/ipdg', icon: <UserRoundIcon className="size-6" /> },
  { label: /*i18n*/ "PDG's", to: '/district-dg/pdgs', icon: <UsersIcon className="size-6" /> },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-primary">{title}</h2>
      {children}
    </section>
  );
}

function TilesSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-label={i18n._('Loading')} className="grid grid-cols-fit gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-28" />
      ))}
    </div>
  );
}

function EmptyNote({ children }: { children: string }) {
  return <p className="rounded-xl border border-dashed bg-card/70 px-4 py-6 text-center text-base text-muted-foreground">{children}</p>;
}

export default function DistrictDirectoryPage() {
  const { search } = useLocation();
  const [year, setYear] = useState<number | null>(() => {
    if (wantsSavedSession(search)) {
      const saved = readSessionJson<unknown>(YEAR_KEY);
      return typeof saved === 'number' && Number.isSafeInteger(saved) ? saved : null;
    }
    removeSession(YEAR_KEY);
    return null;
  });
  const directory = useQuery(directoryQuery(year));
  const regions = useQuery(regionsQuery(year));

  useErrorToast(directory.error, directory.errorUpdatedAt, 'Data Not Found.');
  useErrorToast(regions.error, regions.errorUpdatedAt, 'Data Not Found.');

  const years = directory.data?.data.academic_years ?? [];
  const selected = year ?? years[0]?.dAYld;
  const cabinet = directory.data?.data.cab_leaders ?? [];
  const regionList = regions.data?.data ?? [];

  const chooseYear = (value: string) => {
    const id = Number(value);
    setYear(id);
    writeSessionJson(YEAR_KEY, id);
  };

  return (
    <>
      <PageHeader title={i18n._('District Directory')} />
      <div className="flex flex-col gap-6">
        <Section title={i18n._('District Leaders')}>
          <TileGrid>
            {LEADERS.map((leader) => (
              <NavTile key={leader.to} to={leader.to} label={i18n._(leader.label)} icon={leader.icon} />
            ))}
          </TileGrid>
        </Section>

        <YearSelect
          label={i18n._('Select Year')}
          showLabel
          value={selected === undefined ? undefined : String(selected)}
          onChange={chooseYear}
          options={newestFirst(years).map((y) => ({ value: String(y.dAYld), label: y.dAYName }))}
          disabled={years.length === 0}
        />

        <Section title={i18n._('District Cabinet')}>
          {directory.isPending || (directory.isPlaceholderData && directory.isFetching) ? (
            <TilesSkeleton />
          ) : cabinet.length === 0 ? (
            <EmptyNote>{i18n._('No District Cabinet Data Found.')}</EmptyNote>
          ) : (
            <TileGrid>
              {cabinet.map((c) => (
                <NavTile
                  key={c.dCAYId}
                  to={`/district-cabinet/${c.dCAYId}`}
                  label={c.dCabCategoryName}
                  icon={
                    c.iconImage ? (
                      <ImageWithFallback src={c.iconImage} alt="" width={48} height={48} className="size-12 rounded-full" />
                    ) : (
                      <UsersIcon className="size-6" />
                    )
                  }
                />
              ))}
            </TileGrid>
          )}
        </Section>

        <Section title={i18n._('Regions and Zones')}>
          {regions.isPending || (regions.isPlaceholderData && regions.isFetching) ? (
            <TilesSkeleton count={2} />
          ) : regionList.length === 0 ? (
            <EmptyNote>{i18n._('No Regions and Zone Data Found.')}</EmptyNote>
          ) : (
            <TileGrid>
              {regionList.map((r) => (
                <NavTile key={r.rpId} to={`/andava-regions/${r.rpId}`} label={r.region_name} icon={<MapPinIcon className="size-6" />} />
              ))}
            </TileGrid>
          )}
        </Section>

        <Section title={i18n._('Honours and Training')}>
          <TileGrid>
            <NavTile to="/mjpf-profiles" label={i18n._('MJF / PMJF')} icon={<MedalIcon className="size-6" />} />
            <NavTile to="/district-graduates" label={i18n._('District Graduates')} icon={<GraduationCapIcon className="size-6" />} />
          </TileGrid>
        </Section>
      </div>
    </>
  );
}

/** The year list newest first ("2027-2028", "2026-2027", …); the default stays the server's current year. */
function newestFirst<T extends { dAYName: string }>(years: readonly T[]): T[] {
  const start = (name: string) => Number(/\d{4}/.exec(name)?.[0] ?? 0);
  return [...years].sort((a, b) => start(b.dAYName) - start(a.dAYName) || b.dAYName.localeCompare(a.dAYName));
}
