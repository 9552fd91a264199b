import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { appRoutes } from '../app-routes';
import { AppShell } from './app-shell';

const NotFoundPage = lazy(() => import('../not-found-page'));
/** The admin console: its own chunk, downloaded only when /admin opens. */
const AdminApp = lazy(() => import('@/features/admin/admin-app'));

/** Every signed-in route, inside the shell (side menu + top bar). */
export default function SignedInApp() {
  return (
    <AppShell>
      <Routes>
        {appRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AppShell>
  );
}
