/**
 * Signed-in layout: side menu, top bar ([menu] [back] [title]) and the
 * screen. Loaded lazily so /login never downloads it.
 */
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import MenuIcon from 'lucide-react/icons/menu';
import { PageChromeProvider, type PageChrome } from '@/components/layout/page-chrome';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { Skeleton } from '@/components/ui/skeleton';
import { districtTitle } from '@/lib/meta';
import { whenIdle } from '@/lib/idle';
import { requestToaster } from '@/lib/toast';
import { backAction, entryAt, historyIndex, recordEntry } from '@/lib/history-trail';
import { queryClient } from '../query-client';
import AppToaster from '../toaster';
import { appRoutes } from '../app-routes';
import { AppSidebar } from './app-sidebar';
import { InstallPrompt } from './install-prompt';
import { OfflineNotice } from './offline-notice';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { i18n } from '@/i18n/i18n';

/**
 * The top bar's title until the screen sets its own. The console's screens live in its own chunk
 * ('Admin' until one has loaded); an unknown path shows no title until the not-found screen says
 * so, so no screen ever flashes "Page Not Found" while its code loads.
 */
export function routeTitle(pathname: string): string {
  for (const route of appRoutes) {
    if (matchPath(route.path, pathname)) return i18n._(route.title);
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return i18n._('Admin');
  return '';
}

function PageFallback() {
  return (
    <div role="status" aria-label={i18n._('Loading')} className="flex flex-col gap-3">
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

export function AppShell({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    recordEntry(historyIndex(), `${pathname}${search}`);
  }, [pathname, search]);
  const [chrome, setChromeState] = useState<PageChrome | null>(null);
  const setChrome = useCallback((value: PageChrome | null) => setChromeState(value), []);

  const title = chrome?.title || routeTitle(pathname);
  const back = chrome?.back;

  // Screens toast via sonner directly: make sure its Toaster is mounted, once the first screen is
  // up (sonner replays toasts made before its Toaster subscribed, so none is lost meanwhile). Its
  // code came with the shell's: mounting it later needs no network, so a save that fails because
  // the signal dropped right after the screen appeared still shows why.
  useEffect(() => whenIdle(() => requestToaster(AppToaster), 1000), []);

  // In a task of its own: setting the title costs the browser a few milliseconds, which would
  // otherwise lengthen the first screen's commit.
  useEffect(() => {
    const next = title ? `${title} · ${districtTitle()}` : districtTitle();
    const id = window.setTimeout(() => {
      if (document.title !== next) document.title = next;
    }, 0);
    return () => window.clearTimeout(id);
  }, [title]);

  const goBack = useMemo(() => {
    if (back === undefined) return null;
    return () => {
      if (typeof back === 'function') back();
      else if (back === -1) {
        // Opened straight on this page (shared link, reload): there is no in-app page to go back to.
        if (historyIndex() > 0) navigate(-1);
        else navigate('/', { replace: true });
      } else {
        const idx = historyIndex();
        const action = backAction(back, idx, entryAt(idx - 1));
        // The list restores its rows and scroll on a history step back (see use-restorable-infinite-list).
        if (action.kind === 'pop') navigate(-1);
        else navigate(action.to, { replace: true });
      }
    };
  }, [back, navigate]);

  return (
    <QueryClientProvider client={queryClient}>
      <SidebarProvider>
        <AppSidebar />
        <SidebarInset>
          <header className="sticky top-0 z-20 flex min-h-14 items-center gap-1 border-b bg-card/95 px-2 pt-[env(safe-area-inset-top)] shadow-sm print:hidden">
            <SidebarTrigger>
              <MenuIcon className="size-6" aria-hidden="true" />
            </SidebarTrigger>
            {goBack && (
              <button
                type="button"
                onClick={goBack}
                aria-label={i18n._('Go back')}
                className="inline-flex size-11 items-center justify-center rounded-lg text-foreground hover:bg-muted"
              >
                <ArrowLeftIcon className="size-6" aria-hidden="true" />
              </button>
            )}
            <h1 translate={chrome?.title && chrome.titleIsData ? 'no' : undefined} className="min-w-0 flex-1 px-1 text-lg font-semibold leading-tight wrap-break-word text-primary">
              {breakBeforeCount(title)}
            </h1>
          </header>
          <OfflineNotice />
          <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-3 pb-[calc(1.5rem+env(safe-area-inset-bottom))] pt-4 sm:px-5 print:max-w-none print:p-0">
            <PageChromeProvider setChrome={setChrome}>
              <ScreenErrorBoundary resetKey={pathname}>
                <Suspense fallback={<PageFallback />}>{children}</Suspense>
              </ScreenErrorBoundary>
            </PageChromeProvider>
          </main>
        </SidebarInset>
        <InstallPrompt />
      </SidebarProvider>
    </QueryClientProvider>
  );
}

/**
 * A title such as "Members(1,00,000)" may break before its count, so at the largest text on a
 * narrow phone the word wraps whole instead of being cut mid-word (the text read stays the same).
 */
function breakBeforeCount(title: string): ReactNode {
  const at = title.lastIndexOf('(');
  if (at <= 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <wbr />
      {title.slice(at)}
    </>
  );
}
