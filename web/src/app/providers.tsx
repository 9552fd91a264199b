import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { isToasterRequested, subscribeToaster } from '@/lib/toast';

const AppToaster = lazy(() => import('./toaster'));

/**
 * App-wide providers of the first download. Kept minimal for the /login
 * budget: the query cache lives in the signed-in shell, and the toast UI
 * loads on first use (see lib/toast).
 */
export function Providers({ children }: { children: ReactNode }) {
  const toasterWanted = useSyncExternalStore(subscribeToaster, isToasterRequested, () => false);
  return (
    <>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
