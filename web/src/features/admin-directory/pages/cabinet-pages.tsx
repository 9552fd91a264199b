/**
 * Cabinet: the categories of a Lions year (each opens its members) and the members of one
 * category-year — what the members' District Directory and cabinet screens show.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { buttonVariants } from '@/components/ui/button';
import { i18n } from '@/i18n/i18n';
import { optionsQuery } from '../api';
import { ResourcePage } from '../components/resource-page';
import { cabinetMembersConfig, cabinetYearsConfig, type CabinetYearRow } from '../resources';
import { useYearParam, YearFilter } from './year-filter';

export function CabinetPage() {
  const [year, setYear, yearPending] = useYearParam();
  const categories = useQuery(optionsQuery('cabinet-categories'));
  const config = cabinetYearsConfig((categories.data ?? []).map((c) => ({ value: String(c.id), label: c.label })));
  return (
    <ResourcePage<CabinetYearRow>
      config={config}
      title={i18n._('District Cabinet')}
      backTo="/admin"
      filter={year ? { yearId: Number(year) } : null}
      pending={yearPending}
      fixed={year ? { yearId: Number(year) } : undefined}
      header={
        <div className="flex flex-col gap-3">
          <YearFilter year={year} onChange={setYear} />
          <Link to="/admin/district-cabinet/categories" className={`${buttonVariants({ variant: 'outline' })} self-start`}>
            {i18n._('Manage category names and icons')}
          </Link>
        </div>
      }
      rowLinks={(r) => (
        <Link
          to={`/admin/district-cabinet/${r.id}?${new URLSearchParams({ name: `${r.categoryName} ${r.yearName}`, year: String(r.yearId) })}`}
          className={buttonVariants({ size: 'sm' })}
          aria-label={i18n._('Members of {name}', { name: r.categoryName })}
        >
          {i18n._('Members ({count})', { count: r.memberCount })}
        </Link>
      )}
      emptyMessage={i18n._('No cabinet categories in this Lions year yet.')}
    />
  );
}

export function CabinetYearPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const cabinetYearId = Number(id);
  const name = params.get('name') ?? i18n._('Cabinet category');
  return (
    <ResourcePage
      config={cabinetMembersConfig}
      title={name}
      backTo={`/admin/district-cabinet?year=${params.get('year') ?? ''}`}
      filter={Number.isSafeInteger(cabinetYearId) && cabinetYearId > 0 ? { cabinetYearId } : null}
      fixed={{ cabinetYearId }}
      emptyMessage={i18n._('No members in this category yet.')}
    />
  );
}
