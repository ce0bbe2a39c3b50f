import type { Role } from '@barber/shared/schemas/auth';
import { it } from '../../i18n/it';

/** The hero's main button for a logged-in user (001 section 2, Homepage). */
export function heroAction(role: Role): { to: string; label: string } {
  if (role === 'admin') return { to: '/admin', label: it.home.adminDashboard };
  if (role === 'barber') return { to: '/barber', label: it.home.barberPanel };
  return { to: '/booking', label: it.home.bookNow };
}
