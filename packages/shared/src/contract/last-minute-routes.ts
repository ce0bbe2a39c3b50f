import type { RouteAddress } from './route-types';

/**
 * Last-minute fill (issue 29 item 3, ADR 0069): the offer a due regular opens and books from its one-tap link (the
 * token is the permission), the link's 'no more offers', the customer's choice in the profile, the owner's switch,
 * and the demo's way to give a journey's customer a past. Addresses only (no zod here: see api-routes.ts).
 */
export const lastMinuteRoutes = {
  lastMinuteOffer: { method: 'GET', path: '/last-minute/offers/:token', access: 'public' },
  lastMinuteOfferBook: { method: 'POST', path: '/last-minute/offers/:token/book', access: 'public' },
  lastMinuteOfferStop: { method: 'POST', path: '/last-minute/offers/:token/stop', access: 'public' },
  lastMinuteChoice: { method: 'GET', path: '/last-minute/my-choice', access: 'user' },
  lastMinuteChoiceUpdate: { method: 'PUT', path: '/last-minute/my-choice', access: 'user' },
  lastMinuteSettings: { method: 'GET', path: '/last-minute/settings', access: ['admin'] },
  lastMinuteSettingsUpdate: { method: 'PUT', path: '/last-minute/settings', access: ['admin'] },
  devPastVisits: { method: 'POST', path: '/dev/past-visits', access: ['admin'] },
} as const satisfies Record<string, RouteAddress>;
