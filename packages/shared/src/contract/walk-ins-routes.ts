import type { RouteAddress } from './route-types';

/**
 * Walk-ins, 'Senza Appuntamento' (issue 29 item 1, ADR 0063): joining the queue at the door (the shop's QR code
 * opens /coda) or at the counter, the public queue for the screen and the home page, the customer's own page by its
 * token, and the staff's calls. Addresses only (no zod here: see api-routes.ts).
 */
export const walkInsRoutes = {
  walkInCreate: { method: 'POST', path: '/walk-ins', access: 'public' },
  walkInQueue: { method: 'GET', path: '/walk-ins/queue', access: 'public' },
  walkInView: { method: 'GET', path: '/walk-ins/:token', access: 'public' },
  walkInStatus: { method: 'PUT', path: '/walk-ins/:id/status', access: ['admin', 'barber'] },
  walkInSettings: { method: 'PUT', path: '/walk-ins/settings', access: ['admin'] },
} as const satisfies Record<string, RouteAddress>;
