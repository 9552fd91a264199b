import { Link } from 'react-router';
import type { AdminNavItem } from '@/components/admin/types';
import { PageHeader } from '@/components/page-header';
import { useAdminRoles } from '../admin-context';
import { adminHref } from '../admin-layout';

export default function AdminHomePage({ nav }: { nav: AdminNavItem[] }) {
  const roles = useAdminRoles();
  return (
    <>
      <PageHeader title="Admin" />
      <p className="mb-3 text-base">
        {roles.districtAdmin ? 'You are a district admin: you can change everything in the district.' : `You administer ${roles.clubs.map((c) => c.name).join(', ')}.`}
      </p>
      <ul aria-label="Admin sections" className="grid gap-3 sm:grid-cols-2">
        {nav.map((n) => (
          <li key={n.to}>
            <Link to={adminHref(n.to)} className="flex min-h-16 flex-col justify-center rounded-xl border bg-card p-4 shadow-sm hover:bg-muted">
              <span className="text-lg font-semibold">{n.label}</span>
              {n.description && <span className="text-sm text-muted-foreground">{n.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
