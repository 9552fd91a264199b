import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { isToasterRequested, loadedToasterComponent, subscribeToaster } from '@/lib/toast';

/** The signed-in shell's own copy when it asked (no download then), otherwise loaded now (the login screen). */
const AppToaster = lazy(() => {
  const loaded = loadedToasterComponent();
  return loaded ? Promise.resolve({ default: loaded }) : import('./toaster');
});

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
