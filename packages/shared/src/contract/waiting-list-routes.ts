import type { RouteAddress } from './route-types';

/**
 * The waiting list (issue 13, 001 section 7, 002 section 7; ADR 0018): the customer's own entries, the admin's
 * read-only list, and the offer of a freed slot, opened and booked through its one-tap link (the token is the
 * permission, as the manage link's is). Addresses only (no zod here: see api-routes.ts).
 */
export const waitingListRoutes = {
  waitingListCreate: { method: 'POST', path: '/waiting-list', access: 'user' },
  waitingListMine: { method: 'GET', path: '/waiting-list/my-entries', access: 'user' },
  waitingListDelete: { method: 'DELETE', path: '/waiting-list/:id', access: 'user' },
  waitingListAll: { method: 'GET', path: '/waiting-list/all', access: ['admin'], plan: 'active' },
  waitingListOffer: { method: 'GET', path: '/waiting-list/offers/:token', access: 'public' },
  waitingListOfferBook: { method: 'POST', path: '/waiting-list/offers/:token/book', access: 'public' },
} as const satisfies Record<string, RouteAddress>;
