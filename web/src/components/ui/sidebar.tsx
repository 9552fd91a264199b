/**
 * Side menu primitives (shadcn-style, trimmed for old phones).
 *
 * - ≥ 768px: a fixed panel, expanded (labels) or collapsed (icons + tooltips).
 * - < 768px: a slide-in sheet over the page.
 * - Ctrl/⌘ + B toggles it; the expanded/collapsed state is kept in the
 *   `sidebar_state` cookie for 7 days.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
/** Wide screens, menu collapsed to icons: the tooltips' code (Radix Tooltip, Popper) loads then. */
import { LazyTooltip } from './lazy-tooltip';
import { i18n } from '@/i18n/i18n';

/** Phones: the sheet's code (Radix Dialog) loads when the menu is first opened. */
const SidebarSheet = lazy(() => import('./sidebar-sheet'));

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
export const MOBILE_BREAKPOINT = 768;

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

let mobileQueryList: MediaQueryList | null = null;

/**
 * One MediaQueryList for every reader: creating one makes the browser evaluate the query, which
 * after the first render's DOM is in costs a style recalculation of the whole page.
 */
function mobileQuery(): MediaQueryList {
  return (mobileQueryList ??= window.matchMedia(MOBILE_QUERY));
}

function subscribeMobile(onChange: () => void): () => void {
  const mql = mobileQuery();
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/** True below 768px. Read synchronously so the first paint already has the right layout. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => mobileQuery().matches,
    () => true,
  );
}

export function readSidebarCookie(cookie: string = document.cookie): boolean | null {
  const match = cookie.split('; ').find((c) => c.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  if (!match) return null;
  return match.slice(SIDEBAR_COOKIE_NAME.length + 1) === 'true';
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

interface SidebarContextValue {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: the sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  state: 'expanded' | 'collapsed';
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const ctx = useContext(SidebarContext);
  if (!ctx) throw new Error('useSidebar must be used inside <SidebarProvider>.');
  return ctx;
}

export function SidebarProvider({ children, defaultOpen = true }: { children: ReactNode; defaultOpen?: boolean }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie() ?? defaultOpen);
  const [sheetOpen, setOpenMobile] = useState(false);
  // Leaving the mobile layout (rotation, resize) must not leave an invisible sheet open.
  const openMobile = isMobile && sheetOpen;

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeSidebarCookie(value);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((v) => !v);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, state: open ? 'expanded' : 'collapsed', toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

/**
 * The panel. `label` names it for screen readers (the sheet's dialog title on
 * mobile, the <nav> label on desktop).
 */
export function Sidebar({
  children,
  label = i18n._('Main menu'),
  className,
  closeClassName,
}: {
  children: ReactNode;
  label?: string;
  className?: string;
  /** Classes for the mobile sheet's × button. */
  closeClassName?: string;
}) {
  const { isMobile, openMobile, setOpenMobile, state } = useSidebar();
  // Once opened, the sheet stays mounted (its closing animation, and no second load).
  const [sheetWanted, setSheetWanted] = useState(openMobile);
  if (openMobile && !sheetWanted) setSheetWanted(true);
  if (isMobile) {
    if (!sheetWanted) return null;
    return (
      <Suspense fallback={null}>
        <SidebarSheet open={openMobile} onOpenChange={setOpenMobile} label={label} className={className} closeClassName={closeClassName}>
          {children}
        </SidebarSheet>
      </Suspense>
    );
  }
  return (
    <aside
      data-state={state}
      aria-label={label}
      className={cn(
        'group/sidebar fixed inset-y-0 left-0 z-30 flex flex-col border-r bg-sidebar transition-[width] duration-200 ease-out print:hidden',
        state === 'expanded' ? 'w-64' : 'w-[4.25rem]',
        className,
      )}
    >
      {children}
    </aside>
  );
}

/** Page area beside the panel; its left margin follows the panel width on desktop (none on paper: the panel is not printed). */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  const { isMobile, state } = useSidebar();
  return (
    <div
      className={cn(
        'relative flex min-h-dvh min-w-0 flex-1 flex-col transition-[margin] duration-200 ease-out',
        !isMobile && (state === 'expanded' ? 'ml-64' : 'ml-[4.25rem]'),
        'print:ml-0 print:min-h-0',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-sidebar="header" className={cn('flex flex-col gap-2 p-3', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-sidebar="footer" className={cn('mt-auto flex flex-col gap-1 border-t p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-sidebar="content" className={cn('flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto overscroll-contain px-2 py-1', className)} {...props} />;
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div role="group" data-sidebar="group" className={cn('flex flex-col gap-0.5 py-1', className)} {...props} />;
}

/** Group heading; hidden when the panel is collapsed to icons. */
export function SidebarGroupLabel({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-sidebar="group-label"
      className={cn(
        'px-3 pb-1 pt-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground group-data-[state=collapsed]/sidebar:sr-only',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-sidebar="menu" className={cn('flex flex-col gap-0.5', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-sidebar="menu-item" className={cn('relative', className)} {...props} />;
}

export const sidebarMenuButtonClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-base font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-ring data-[active=true]:bg-secondary data-[active=true]:font-semibold data-[active=true]:text-primary [&>svg]:size-5 [&>svg]:shrink-0 [&>svg]:text-primary group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:px-0 [&>span]:truncate group-data-[state=collapsed]/sidebar:[&>span]:sr-only';

export interface SidebarMenuButtonProps extends ComponentProps<'button'> {
  asChild?: boolean;
  isActive?: boolean;
  /** Shown as a tooltip when the panel is collapsed to icons. */
  tooltip?: string;
}

export function SidebarMenuButton({ asChild = false, isActive = false, tooltip, className, ...props }: SidebarMenuButtonProps) {
  const { state, isMobile } = useSidebar();
  const Comp = asChild ? Slot.Root : 'button';
  const button = (
    <Comp
      data-sidebar="menu-button"
      data-active={isActive}
      aria-current={isActive ? 'page' : undefined}
      className={cn(sidebarMenuButtonClass, className)}
      {...(asChild ? {} : { type: 'button' as const })}
      {...props}
    />
  );
  return <LazyTooltip content={state === 'collapsed' && !isMobile ? tooltip : undefined}>{button}</LazyTooltip>;
}

export function SidebarMenuSub({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      data-sidebar="menu-sub"
      className={cn('ml-5 flex flex-col gap-0.5 border-l-2 border-secondary py-0.5 pl-2 group-data-[state=collapsed]/sidebar:hidden', className)}
      {...props}
    />
  );
}

/** Opens on mobile / toggles on desktop; put it in the top bar. */
export function SidebarTrigger({ className, children, ...props }: ComponentProps<'button'>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <button
      type="button"
      data-sidebar="trigger"
      aria-label={isMobile ? i18n._('Open menu') : expanded ? i18n._('Collapse menu') : i18n._('Expand menu')}
      aria-expanded={expanded}
      aria-keyshortcuts="Control+B Meta+B"
      className={cn('inline-flex size-11 items-center justify-center rounded-lg text-foreground hover:bg-muted', className)}
      onClick={toggleSidebar}
      {...props}
    >
      {children}
    </button>
  );
}
