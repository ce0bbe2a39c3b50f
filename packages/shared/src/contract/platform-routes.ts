import type { RouteAddress } from './route-types';

/** Method, path and access rule of the platform routes (no zod here: see api-routes.ts). */
export const platformRoutes = {
  health: { method: 'GET', path: '/health', access: 'public' },
  shopState: { method: 'GET', path: '/shop', access: 'public' },
  setupStatus: { method: 'GET', path: '/setup/status', access: 'public' },
  completeSetup: { method: 'POST', path: '/setup', access: 'public' },
  /** Registered only in demo mode, never in production. */
  devOutbox: { method: 'GET', path: '/dev/outbox', access: ['admin'] },
  /** Demo mode only (issue 12): puts the shop's plan in a given state for the browser journeys. */
  devSetSubscription: { method: 'POST', path: '/dev/subscription', access: ['admin'] },
  register: { method: 'POST', path: '/auth/register', access: 'public' },
  login: { method: 'POST', path: '/auth/login', access: 'public' },
  currentUser: { method: 'GET', path: '/auth/me', access: 'user' },
  refreshToken: { method: 'POST', path: '/auth/refresh-token', access: 'public' },
  logout: { method: 'POST', path: '/auth/logout', access: 'public' },
  changePassword: { method: 'POST', path: '/auth/change-password', access: 'user' },
  requestPasswordReset: { method: 'POST', path: '/auth/forgot-password', access: 'public' },
  confirmPasswordReset: { method: 'POST', path: '/auth/reset-password', access: 'public' },
  // The email's proof (issue 23, ADR 0031): the emailed link's token, and a new link for the logged-in account.
  confirmEmail: { method: 'POST', path: '/auth/confirm-email', access: 'public' },
  resendEmailConfirmation: { method: 'POST', path: '/auth/resend-confirmation', access: 'user' },
} as const satisfies Record<string, RouteAddress>;
