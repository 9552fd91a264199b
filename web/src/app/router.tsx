/**
 * Top-level routes. Only /login and /testing are known to the first
 * download; every signed-in route lives in the lazily loaded shell
 * (shell/signed-in-app.tsx + app-routes.tsx), which keeps /login small.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PREFETCH_AFTER_LOGIN, registerPrefetch } from '@/lib/prefetch';
import { FullScreenLoader } from './full-screen-loader';
import { RouteGuard } from './route-guard';
import { loadDashboardPage } from './dashboard-loader';

const loadSignedInApp = () => import('./shell/signed-in-app');

const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));
const TestingPage = lazy(() => import('@/features/static-pages/pages/testing-page'));
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
