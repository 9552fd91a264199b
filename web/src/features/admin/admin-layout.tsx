/** Frame of every console screen: the section links (a scrolling row on a phone, a column on a desktop), then the screen. */
import { NavLink, Outlet } from 'react-router';
import type { AdminNavItem } from '@/components/admin/types';
import { cn } from '@/lib/utils';
import { i18n } from '@/i18n/i18n';

const href = (to: string) => (to.startsWith('/') ? to : `/admin/${to}`);

export function AdminLayout({ nav }: { nav: AdminNavItem[] }) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start print:block">
      <nav aria-label={i18n._('Admin sections')} className="-mx-1 overflow-x-auto md:mx-0 md:w-52 md:shrink-0 print:hidden">
        <ul className="flex gap-2 px-1 pb-1 md:flex-col">
          <li>
            <NavLink
              to="/admin"
              end
              className={({ isActive }) => cn('inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold md:w-full md:rounded-lg', isActive ? 'bg-primary text-primary-foreground' : 'bg-card')}
            >
              {i18n._('Admin Home')}
            </NavLink>
          </li>
          {nav.map((n) => (
            <li key={n.to}>
              <NavLink
                to={href(n.to)}
                className={({ isActive }) => cn('inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold md:w-full md:rounded-lg', isActive ? 'bg-primary text-primary-foreground' : 'bg-card')}
              >
                {i18n._(n.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

export { href as adminHref };
