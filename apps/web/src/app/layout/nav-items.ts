import type { Role, User } from '@barber/shared/schemas/auth';
import { it } from '../../i18n/it';

export interface NavItem {
  id: string;
  label: string;
  to: string;
  /** guest: only without a session; user: only with one (optionally for some roles); all: everyone. */
  audience: 'guest' | 'user' | 'all';
  roles?: readonly Role[];
  /** false until the page exists: such entries are not rendered, so no link leads nowhere. */
  available: boolean;
  /** The call-to-action look (Prenota). */
  primary?: boolean;
}

/** The navbar of 001 section 2, in order. */
export const navItems: readonly NavItem[] = [
  { id: 'shop', label: it.nav.shop, to: '/shop', audience: 'all', available: true },
  { id: 'work-with-us', label: it.nav.workWithUs, to: '/work-with-us', audience: 'all', available: true },
  { id: 'login', label: it.nav.login, to: '/login', audience: 'guest', available: true },
  { id: 'register', label: it.nav.register, to: '/register', audience: 'guest', available: true },
  {
    id: 'guest-booking',
    label: it.nav.book,
    to: '/guest-booking',
    audience: 'guest',
    available: true,
    primary: true,
  },
  { id: 'booking', label: it.nav.book, to: '/booking', audience: 'user', available: true, primary: true },
  { id: 'waiting-list', label: it.nav.waitingList, to: '/waiting-list', audience: 'user', available: true },
  { id: 'admin', label: it.nav.admin, to: '/admin', audience: 'user', roles: ['admin'], available: true },
  { id: 'barber', label: it.nav.barber, to: '/barber', audience: 'user', roles: ['barber'], available: true },
];

/**
 * The user menu (Logout is an action, rendered after these). The spec's menu repeats 'Lista d'attesa' of the bar; the
 * phone's menu shows both lists in one panel, so it is listed once, in the bar (issue 27 item 11).
 */
export const userMenuItems: readonly NavItem[] = [
  { id: 'profile', label: it.nav.profile, to: '/profile', audience: 'user', available: true },
  { id: 'my-appointments', label: it.nav.myAppointments, to: '/booking', audience: 'user', available: true },
];

export function visibleItems(items: readonly NavItem[], user: User | null): NavItem[] {
  return items.filter((item) => {
    if (!item.available) return false;
    if (item.audience === 'guest') return user === null;
    if (item.audience === 'user') return user !== null && (!item.roles || item.roles.includes(user.role));
    return true;
  });
}
