/**
 * Top-level routes. Only /login and /testing are known to the first
 * download; every signed-in route lives in the lazily loaded shell
 * (shell/signed-in-app.tsx + app-routes.tsx), which keeps /login small.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { loadAppMessages } from '@/i18n/i18n';
import { PREFETCH_AFTER_LOGIN, registerPrefetch } from '@/lib/prefetch';
import { FullScreenLoader } from './full-screen-loader';
import { RouteGuard } from './route-guard';
import { loadDashboardPage } from './dashboard-loader';
import { loadLoginPage } from './login-loader';

// The signed-in app comes with the app's full catalogue in the member's language.
const loadSignedInApp = () => Promise.all([import('./shell/signed-in-app'), loadAppMessages()]).then(([app]) => app);

const LoginPage = lazy(loadLoginPage);
// /testing is not part of the login screen's catalogue: it brings the app's.
const TestingPage = lazy(() => Promise.all([import('@/features/static-pages/pages/testing-page'), loadAppMessages()]).then(([page]) => page));
const SignedInApp = lazy(loadSignedInApp);

// Warm the signed-in chunks while the member types the OTP (see lib/prefetch).
registerPrefetch(PREFETCH_AFTER_LOGIN, loadSignedInApp);
registerPrefetch(PREFETCH_AFTER_LOGIN, loadDashboardPage);

export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        <Route element={<RouteGuard />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/testing" element={<TestingPage />} />
          <Route path="*" element={<SignedInApp />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
