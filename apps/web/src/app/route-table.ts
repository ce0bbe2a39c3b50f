import type { ComponentType } from 'react';

/**
 * public: anyone. guest: only without a session (login, register). user: any logged-in role.
 * admin: admin only. barber: barber or admin. Server checks are the authority; these only steer navigation.
 */
export type Access = 'public' | 'guest' | 'user' | 'admin' | 'barber';

export interface AppRoute {
  path: string;
  access: Access;
  /** The page module, loaded on first visit; its default export is the page. */
  page: () => Promise<{ default: ComponentType }>;
  /**
   * What a logged-in user without the right role gets: sent to their home (the default) or shown an
   * 'Accesso non autorizzato' page that says why (the spec's /admin).
   */
  denied?: 'redirect' | 'unauthorised';
}

/**
 * Every page of the app with its access rule (000 section 2). A new page is one line here; only pages that
 * exist are listed, so no link leads nowhere.
 */
export const appRoutes: readonly AppRoute[] = [
  { path: '/', access: 'public', page: () => import('../features/home/home-page') },
  { path: '/login', access: 'guest', page: () => import('../features/account/login-page') },
  { path: '/register', access: 'guest', page: () => import('../features/account/register-page') },
  {
    path: '/reset-password',
    access: 'public',
    page: () => import('../features/account/reset-password-page'),
  },
  // The emailed link that proves the account's address (ADR 0031): public, the token is the permission.
  { path: '/conferma-email', access: 'public', page: () => import('../features/account/confirm-email-page') },
  { path: '/shop', access: 'public', page: () => import('../features/shop/shop-page') },
  // Where an account's shop order ends and follows its status (issue 27 item 6).
  { path: '/ordine/:id', access: 'user', page: () => import('../features/shop/order-page') },
  { path: '/guest-booking', access: 'public', page: () => import('../features/booking/guest-booking-page') },
  {
    path: '/booking-confirmation',
    access: 'public',
    page: () => import('../features/booking/booking-confirmation-page'),
  },
  // Test mode's TWINT simulator and the page of a manual TWINT payment: whoever holds the payment's reference.
  {
    path: '/twint-simulator/:paymentId',
    access: 'public',
    page: () => import('../features/payments/twint-simulator-page'),
  },
  { path: '/twint/:paymentId', access: 'public', page: () => import('../features/payments/twint-pay-page') },
  // A booking's manage link (ADR 0013): whoever holds the signed token; the server checks it.
  { path: '/appuntamento/:token', access: 'public', page: () => import('../features/manage/manage-page') },
  { path: '/booking', access: 'user', page: () => import('../features/booking/booking-page') },
  {
    // Each section and tab of the dashboard has its own address under /admin (issue 27 item 10).
    path: '/admin/*',
    access: 'admin',
    denied: 'unauthorised',
    page: () => import('../features/admin/admin-page'),
  },
  { path: '/barber', access: 'barber', page: () => import('../features/barber/barber-page') },
  { path: '/profile', access: 'user', page: () => import('../features/profile/profile-page') },
  // First run of a fresh install: open only until the first admin exists (the server enforces it).
  { path: '/setup', access: 'public', page: () => import('../features/setup/setup-page') },
  { path: '/waiting-list', access: 'user', page: () => import('../features/waiting-list/waiting-list-page') },
  // A waiting-list offer's one-tap link (ADR 0018): whoever holds the signed token; the server checks it.
  {
    path: '/lista-attesa/offerta/:token',
    access: 'public',
    page: () => import('../features/waiting-list/offer-page'),
  },
  // A last-minute offer's one-tap link and its opt-out (ADR 0069): the unguessable token is the permission.
  { path: '/ultimo-minuto/:token', access: 'public', page: () => import('../features/last-minute/offer-page') },
  { path: '/ultimo-minuto/:token/stop', access: 'public', page: () => import('../features/last-minute/stop-page') },
  // The walk-in queue (ADR 0063): the shop's QR code opens /coda; the TV shows /coda/schermo; /coda/:token is
  // the customer's own place (the token is the permission).
  { path: '/coda', access: 'public', page: () => import('../features/walk-ins/join-page') },
  { path: '/coda/schermo', access: 'public', page: () => import('../features/walk-ins/screen-page') },
  { path: '/coda/:token', access: 'public', page: () => import('../features/walk-ins/ticket-page') },
  // Subscription plans (issue 12): the plans with their card payment, and the usage dashboard; admin only.
  { path: '/subscription', access: 'admin', page: () => import('../features/subscription/plans-page') },
  { path: '/subscription/usage', access: 'admin', page: () => import('../features/subscription/usage-page') },
  // The unsubscribe link of an email's footer (001 section 2): public, the signed token is the permission.
  { path: '/unsubscribe', access: 'public', page: () => import('../features/unsubscribe/unsubscribe-page') },
  // The marketing page selling the booking system to other salons (001 section 2, issue 15 item 4): public.
  {
    path: '/marketing-barber-system',
    access: 'public',
    page: () => import('../features/marketing/marketing-page'),
  },
  // The privacy policy (001 section 2): public.
  { path: '/privacy-policy', access: 'public', page: () => import('../features/privacy/privacy-policy-page') },
  // Job applications (issue 15 item 5, 001 section 2): public, anchor 'hiring'.
  { path: '/work-with-us', access: 'public', page: () => import('../features/work-with-us/work-with-us-page') },
];
