import { lazy, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { appRoutes } from '../app-routes';
import { registerOfflineAnswers, scheduleOfflineSync } from '@/features/offline';
import { useAccountLanguage } from '@/i18n/account-language';
import { useI18n } from '@/i18n/use-i18n';
import { refreshReadersOf } from '@/lib/calls';
import { queryClient } from '../query-client';
import { AppShell } from './app-shell';

const NotFoundPage = lazy(() => import('../not-found-page'));
/** The admin console: its own chunk, downloaded only when /admin opens. */
const AdminConsole = lazy(() => import('../admin-console'));

// Before any screen queries: offline, they answer from the copy on this phone.
registerOfflineAnswers();

/** Every signed-in route, inside the shell (side menu + top bar). */
export default function SignedInApp() {
  // The offline copy of the directory loads and syncs after sign-in, when the phone is idle, and
  // again whenever the app is shown: a change it brings refetches what the screen shows.
  useEffect(() => scheduleOfflineSync(() => refreshReadersOf(queryClient, 'sync/delta')), []);
  // The language follows the member: from their account to this phone, and back when they choose.
  useAccountLanguage();
  // Another language: every screen renders anew in it (what they show stays in the query cache).
  const { locale } = useI18n();
  return (
    <AppShell key={locale}>
      <Routes>
        {appRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="/admin/*" element={<AdminConsole />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AppShell>
  );
}
