import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import InfoIcon from 'lucide-react/icons/info';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import Share2Icon from 'lucide-react/icons/share-2';
import LogOutIcon from 'lucide-react/icons/log-out';
import UserRoundIcon from 'lucide-react/icons/user-round';
import BriefcaseIcon from 'lucide-react/icons/briefcase-business';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  sidebarMenuButtonClass,
  useSidebar,
} from '@/components/ui/sidebar';
import { removeItem, setItem, STORAGE_KEYS } from '@/lib/storage';
import { useStoredUser } from '@/lib/use-stored-user';
import { cn } from '@/lib/utils';
import { useQuery } from '@tanstack/react-query';
import { adminMeQuery, isAnyAdmin } from '@/features/admin/roles-api';
import { ADDITIONAL_INFO, ADMIN_LINK, AFTER_GROUPS, HOME, isActive, MENU_GROUPS, type MenuLink } from './menu-items';
import { DisplayMenu } from './display-menu';
import { shareApp } from './share-app';
import { i18n } from '@/i18n/i18n';
import { LanguageChoice } from '@/i18n/language-choice';

/** The confirmation's code (Radix AlertDialog) loads when Logout is first chosen. */
const LogoutDialog = lazy(() => import('./logout-dialog').then((m) => ({ default: m.LogoutDialog })));

/** Spec: choosing Home sets the local flag that suppresses the modal; any other item clears it. */
function rememberMenuChoice(to: string) {
  if (to === '/') setItem(STORAGE_KEYS.dontshowModal, 'true');
  else removeItem(STORAGE_KEYS.dontshowModal);
}

function MemberHeader({ onNavigate }: { onNavigate: (to: string) => void }) {
  // Subscribed, so a saved profile shows in the menu at once (it stays open on wide screens).
  const user = useStoredUser();
  const name = user?.memName || i18n._('Member');
  const district = user?.distName || user?.district?.distName || '';
  return (
    <SidebarHeader className="bg-primary pb-3 pt-[max(0.75rem,env(safe-area-inset-top))] text-primary-foreground group-data-[state=collapsed]/sidebar:items-center group-data-[state=collapsed]/sidebar:px-1">
      <Link
        to="/my-profile"
        onClick={() => onNavigate('/my-profile')}
        className="flex min-h-11 items-center gap-3 rounded-lg pr-10 focus-visible:outline-gold group-data-[state=collapsed]/sidebar:pr-0"
      >
        <ImageWithFallback
          src={user?.memPhoto}
          alt=""
          width={56}
          height={56}
          fallback="person"
          eager
          className="size-14 shrink-0 rounded-full border-2 border-gold object-cover group-data-[state=collapsed]/sidebar:size-11"
        />
        <span className="flex min-w-0 flex-col group-data-[state=collapsed]/sidebar:sr-only">
          <span className="truncate text-lg font-semibold leading-tight">{name}</span>
          {district && <span className="truncate text-sm text-gold-soft">{district}</span>}
          <span className="sr-only">{i18n._(', open My Profile')}</span>
        </span>
      </Link>
      <div className="grid grid-cols-fit gap-2 group-data-[state=collapsed]/sidebar:hidden">
        <Link
          to="/my-profile"
          onClick={() => onNavigate('/my-profile')}
          className="inline-flex min-h-11 items-center justify-center gap-1 whitespace-nowrap rounded-lg bg-white/15 px-1.5 text-sm font-semibold hover:bg-white/25"
        >
          <UserRoundIcon className="size-4" aria-hidden="true" />
          {i18n._('My Profile')}
        </Link>
        <Link
          to="/my-business"
          onClick={() => onNavigate('/my-business')}
          className="inline-flex min-h-11 items-center justify-center gap-1 whitespace-nowrap rounded-lg bg-white/15 px-1.5 text-sm font-semibold hover:bg-white/25"
        >
          <BriefcaseIcon className="size-4" aria-hidden="true" />
          {i18n._('My Business')}
        </Link>
      </div>
    </SidebarHeader>
  );
}

function MenuEntry({ item, pathname, onNavigate }: { item: MenuLink; pathname: string; onNavigate: (to: string) => void }) {
  const Icon = item.icon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={isActive(item, pathname)} tooltip={i18n._(item.label)}>
        <NavLink to={item.to} end={item.to === '/'} onClick={() => onNavigate(item.to)}>
          <Icon aria-hidden="true" />
          <span>{i18n._(item.label)}</span>
        </NavLink>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

/**
 * The menu's content: rendered only while the menu is on screen (a closed sheet on a phone renders
 * none of it), so the first render of a screen does not build the whole menu.
 */
function MenuBody({
  pathname,
  showAdmin,
  infoOpen,
  setInfoOpen,
  onNavigate,
  onLogout,
}: {
  pathname: string;
  showAdmin: boolean;
  infoOpen: boolean;
  setInfoOpen: (open: boolean) => void;
  onNavigate: (to: string) => void;
  onLogout: () => void;
}) {
  const { isMobile, state, setOpen } = useSidebar();
  const infoActive = ADDITIONAL_INFO.some((item) => isActive(item, pathname));
  return (
    <>
    <MemberHeader onNavigate={onNavigate} />
    <SidebarContent>
      <nav aria-label={i18n._('Sections')} className="flex flex-col gap-1 py-1">
        <SidebarMenu>
          <MenuEntry item={HOME} pathname={pathname} onNavigate={onNavigate} />
          {/* Near the top: an admin finds the console without scrolling the menu (1280×800 included). */}
          {showAdmin && <MenuEntry item={ADMIN_LINK} pathname={pathname} onNavigate={onNavigate} />}
        </SidebarMenu>

        {MENU_GROUPS.map((group) => (
          <SidebarGroup key={group.label} aria-label={i18n._(group.label)}>
            <SidebarGroupLabel>{i18n._(group.label)}</SidebarGroupLabel>
            <SidebarMenu>
              {group.items.map((item) => (
                <MenuEntry key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
              ))}
            </SidebarMenu>
          </SidebarGroup>
        ))}

        <SidebarMenu className="border-t pt-1">
          {AFTER_GROUPS.map((item) => (
            <MenuEntry key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
          ))}

          <Collapsible asChild open={infoOpen && state === 'expanded'} onOpenChange={setInfoOpen}>
            <SidebarMenuItem>
              <CollapsibleTrigger
                className={cn(sidebarMenuButtonClass)}
                data-active={infoActive && (state === 'collapsed' || !infoOpen)}
                onClick={(event) => {
                  // Collapsed to icons there is no room for the sub-items: expand the panel first.
                  if (!isMobile && state === 'collapsed') {
                    event.preventDefault();
                    setOpen(true);
                    setInfoOpen(true);
                  }
                }}
              >
                <InfoIcon aria-hidden="true" />
                <span className="flex-1">{i18n._('Additional Info')}</span>
                <ChevronDownIcon
                  aria-hidden="true"
                  className={cn('!size-4 !text-muted-foreground transition-transform group-data-[state=collapsed]/sidebar:hidden', infoOpen && 'rotate-180')}
                />
              </CollapsibleTrigger>
              <CollapsibleContent>
                <SidebarMenuSub>
                  {ADDITIONAL_INFO.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        onClick={() => onNavigate(item.to)}
                        data-active={isActive(item, pathname)}
                        aria-current={isActive(item, pathname) ? 'page' : undefined}
                        className={cn(sidebarMenuButtonClass, 'min-h-11 text-[0.95rem]')}
                      >
                        <span>{i18n._(item.label)}</span>
                      </NavLink>
                    </li>
                  ))}
                </SidebarMenuSub>
              </CollapsibleContent>
            </SidebarMenuItem>
          </Collapsible>
        </SidebarMenu>
      </nav>
      <DisplayMenu />
    </SidebarContent>
    <SidebarFooter>
      <LanguageChoice className="px-2 group-data-[state=collapsed]/sidebar:hidden" />
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton tooltip={i18n._('Share App')} onClick={() => void shareApp()}>
            <Share2Icon aria-hidden="true" />
            <span>{i18n._('Share App')}</span>
          </SidebarMenuButton>
        </SidebarMenuItem>
        <SidebarMenuItem>
          <SidebarMenuButton
            tooltip={i18n._('Logout')}
            className="text-destructive [&>svg]:text-destructive"
            onClick={onLogout}
          >
            <LogOutIcon aria-hidden="true" />
            <span>{i18n._('Logout')}</span>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
    </SidebarFooter>
    </>
  );
}

export function AppSidebar() {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const [infoOpen, setInfoOpen] = useState(() => ADDITIONAL_INFO.some((item) => isActive(item, pathname)));
  const [logoutOpen, setLogoutOpen] = useState(false);
  // Once asked for, the dialog stays mounted (its closing animation).
  const [logoutWanted, setLogoutWanted] = useState(false);
  if (logoutOpen && !logoutWanted) setLogoutWanted(true);
  // The Admin entry exists only for admins (the server decides; the console checks again).
  const roles = useQuery(adminMeQuery());
  const showAdmin = isAnyAdmin(roles.data);

  const onNavigate = (to: string) => {
    rememberMenuChoice(to);
    if (isMobile) setOpenMobile(false);
  };

  return (
    <>
      <Sidebar closeClassName="text-primary-foreground hover:bg-white/15 hover:text-primary-foreground">
        <MenuBody
          pathname={pathname}
          showAdmin={showAdmin}
          infoOpen={infoOpen}
          setInfoOpen={setInfoOpen}
          onNavigate={onNavigate}
          onLogout={() => {
            if (isMobile) setOpenMobile(false);
            setLogoutOpen(true);
          }}
        />
      </Sidebar>
      {logoutWanted && (
        <Suspense fallback={null}>
          <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
        </Suspense>
      )}
    </>
  );
}
