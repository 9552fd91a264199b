import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { appRoutes } from '../app-routes';
import { AppShell } from './app-shell';

const NotFoundPage = lazy(() => import('../not-found-page'));

/** Every signed-in route, inside the shell (side menu + top bar). */
export default function SignedInApp() {
  return (
    <AppShell>
      <Routes>
        {appRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AppShell>
  );
}
