import HouseIcon from 'lucide-react/icons/house';
import CalendarCheckIcon from 'lucide-react/icons/calendar-check';
import FlagIcon from 'lucide-react/icons/flag';
import CalendarDaysIcon from 'lucide-react/icons/calendar-days';
import LandmarkIcon from 'lucide-react/icons/landmark';
import Building2Icon from 'lucide-react/icons/building-2';
import UsersIcon from 'lucide-react/icons/users';
import LayoutGridIcon from 'lucide-react/icons/layout-grid';
import CakeIcon from 'lucide-react/icons/cake';
import BriefcaseIcon from 'lucide-react/icons/briefcase-business';
import PhoneIcon from 'lucide-react/icons/phone';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';

/** Every per-icon module has the same component type. */
export type MenuIcon = typeof HouseIcon;

export interface MenuLink {
  label: string;
  to: string;
  icon: MenuIcon;
  /** Other path prefixes that belong to this entry (its detail screens), for the active highlight. */
  also?: string[];
}

export interface MenuGroup {
  label: string;
  items: MenuLink[];
}

/** Spec "Shell and side menu", in order. Share App, Additional Info and Logout are rendered by the sidebar. */
export const HOME: MenuLink = { label: /*i18n*/ 'Home', to: '/', icon: HouseIcon };

export const MENU_GROUPS: MenuGroup[] = [
  {
    label: /*i18n*/ 'Activities',
    items: [
      { label: /*i18n*/ 'Club Activities', to: '/club-activities', icon: CalendarCheckIcon, also: ['/club-activities-details', '/add-club-activity', '/edit-club-activity'] },
      { label: /*i18n*/ 'District Activities', to: '/district-activity', icon: FlagIcon, also: ['/district-activity-details'] },
      { label: /*i18n*/ 'District Events', to: '/district-event', icon: CalendarDaysIcon, also: ['/district-event-details'] },
    ],
  },
  {
    label: /*i18n*/ 'District Directory',
    items: [
      {
        label: /*i18n*/ 'District',
        to: '/district-directory',
        icon: LandmarkIcon,
        also: ['/district-dg', '/district-pdgs', '/district-cabinet', '/district-graduates', '/mjpf-profiles', '/andava-regions'],
      },
      { label: /*i18n*/ 'Clubs', to: '/clubs', icon: Building2Icon, also: ['/club-details'] },
      { label: /*i18n*/ 'Members', to: '/district-members', icon: UsersIcon, also: ['/district-member-details'] },
      { label: /*i18n*/ 'Others', to: '/others', icon: LayoutGridIcon, also: ['/other-details'] },
    ],
  },
];

export const AFTER_GROUPS: MenuLink[] = [
  { label: /*i18n*/ 'Greetings', to: '/greetings', icon: CakeIcon },
  { label: /*i18n*/ 'Business Directory', to: '/business-directory', icon: BriefcaseIcon, also: ['/business-directory-details', '/business-directory-inner-details'] },
  { label: /*i18n*/ 'Contact Us', to: '/contact-us', icon: PhoneIcon },
];

/** Shown only to district and club admins (admin/me). */
export const ADMIN_LINK: MenuLink = { label: /*i18n*/ 'Admin', to: '/admin', icon: ShieldCheckIcon };

export const ADDITIONAL_INFO: Omit<MenuLink, 'icon'>[] = [
  { label: /*i18n*/ 'About Us', to: '/about-us' },
  { label: /*i18n*/ 'Privacy Policy', to: '/privacy' },
  { label: /*i18n*/ 'Terms & Conditions', to: '/terms-conditions' },
];

export function isActive(item: Pick<MenuLink, 'to' | 'also'>, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  return [item.to, ...(item.also ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
