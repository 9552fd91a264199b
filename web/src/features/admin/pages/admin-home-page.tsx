import { Link } from 'react-router';
import type { AdminNavItem } from '@/components/admin/types';
import { PageHeader } from '@/components/page-header';
import { useAdminRoles } from '../admin-context';
import { adminHref } from '../admin-layout';
import { i18n } from '@/i18n/i18n';

export default function AdminHomePage({ nav }: { nav: AdminNavItem[] }) {
  const roles = useAdminRoles();
  return (
    <>
      <PageHeader title={i18n._('Admin')} />
      <p className="mb-3 text-base">
        {roles.districtAdmin
          ? i18n._('You are a district admin: you can change everything in the district.')
          : i18n._('You administer {clubs}.', { clubs: roles.clubs.map((c) => c.name).join(', ') })}
      </p>
      <ul aria-label={i18n._('Admin sections')} className="grid gap-3 sm:grid-cols-2">
        {nav.map((n) => (
          <li key={n.to}>
            <Link to={adminHref(n.to)} className="flex min-h-16 flex-col justify-center rounded-xl border bg-card p-4 shadow-sm hover:bg-muted">
              <span className="text-lg font-semibold">{i18n._(n.label)}</span>
              {n.description && <span className="text-sm text-muted-foreground">{i18n._(n.description)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
