import type { RouteAddress } from './route-types';

/**
 * The marketing page (issue 15 item 4, ADR 0025): the demo and consultation requests of POST /contact (001
 * section 7), the plans shown as the page's pricing (public, read-only), and the admin's 'Richieste' list.
 * Addresses only (no zod here: see api-routes.ts).
 */
export const contactRoutes = {
  contactCreate: { method: 'POST', path: '/contact', access: 'public' },
  contactPlans: { method: 'GET', path: '/contact/plans', access: 'public' },
  contactRequests: { method: 'GET', path: '/contact/requests', access: ['admin'] },
  contactRequestHandled: { method: 'PATCH', path: '/contact/requests/:id', access: ['admin'] },
} as const satisfies Record<string, RouteAddress>;
