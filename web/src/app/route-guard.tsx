/**
 * Spec "Route guard":
 * - every path but /login and /testing needs a stored token AND user data,
 *   else → /login; /login → / when already signed in;
 * - the stored `dontshowModal` flag is cleared whenever the path is not /;
 * - the page scrolls to top on each path change.
 * It also hands the router's navigate to the API client, so a 401 moves to
 * /login without reloading the app.
 */
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { setApiNavigate } from '@/lib/api-client';
import { releaseLoginShell } from '@/lib/login-shell';
import { registerServiceWorkerWhenIdle } from '@/lib/service-worker';
import { isSignedIn, removeItem, STORAGE_KEYS } from '@/lib/storage';
import { returnPathFrom } from '@/features/auth/return-path';

/** Paths open without signing in. */
export const UNGUARDED_PATHS: ReadonlySet<string> = new Set(['/login', '/testing']);

/** Re-render when another tab signs in or out (the `storage` event fires only for other tabs). */
function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function RouteGuard() {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const path = normalizePath(pathname);
  // Read on every render as well: this tab's own login/logout changes storage without an event.
  const signedIn = useSyncExternalStore(subscribeStorage, isSignedIn, () => false);

  useEffect(() => {
    setApiNavigate((to, options) => navigate(to, options));
    return () => setApiNavigate(null);
  }, [navigate]);

  useEffect(() => {
    if (path !== '/') removeItem(STORAGE_KEYS.dontshowModal);
  }, [path]);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);

  // The app's first screen is committed: the pre-rendered login screen of a first visit is the
  // app's own from now on (main.tsx), and the service worker may install (lib/service-worker).
  useLayoutEffect(releaseLoginShell, []);
  useEffect(registerServiceWorkerWhenIdle, []);

  if (path === '/login' && signedIn) return <Navigate to={returnPathFrom(state) ?? '/'} replace />;
  // A shared link opened signed out: /login keeps it and returns there after the code.
  if (!UNGUARDED_PATHS.has(path) && !signedIn) return <Navigate to="/login" replace state={path === '/' ? undefined : { from: `${pathname}${search}${hash}` }} />;
  return <Outlet />;
}
