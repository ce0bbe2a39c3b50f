import type { RouteAddress } from './route-types';

/**
 * Notifications (issue 13, ADR 0019): opting out of reminders and other optional messages. Public: the HMAC
 * token of the email in the link is the permission. POST /notifications/schedule-update is in
 * staff-admin-routes.ts. Addresses only (no zod here: see api-routes.ts).
 */
export const notificationsRoutes = {
  // 001 section 7: the /unsubscribe page sends {email, token}.
  unsubscribe: { method: 'POST', path: '/users/unsubscribe', access: 'public' },
  // RFC 8058 one-click: the mail client POSTs List-Unsubscribe=One-Click to the List-Unsubscribe address.
  unsubscribeOneClick: { method: 'POST', path: '/users/unsubscribe/one-click', access: 'public' },
  // The same address opened in a browser (a mail client without one-click): 303 to the /unsubscribe page, which
  // asks for the confirmation; a GET never unsubscribes (RFC 8058).
  unsubscribeOneClickPage: { method: 'GET', path: '/users/unsubscribe/one-click', access: 'public' },
  // The admin's 'Impostazioni' tab: when the reminders go (hours before the appointment; 0 = off). Not plan-locked:
  // the messages themselves are counted by the plan (ADR 0017), the settings are the shop's.
  notificationSettings: { method: 'GET', path: '/admin/notification-settings', access: ['admin'] },
  updateNotificationSettings: { method: 'PUT', path: '/admin/notification-settings', access: ['admin'] },
  // The same tab: who on the team hears of customers' bookings, cancellations and moves (issue 27 item 4).
  teamNoticeSettings: { method: 'GET', path: '/admin/team-notice-settings', access: ['admin'] },
  updateTeamNoticeSettings: { method: 'PUT', path: '/admin/team-notice-settings', access: ['admin'] },
} as const satisfies Record<string, RouteAddress>;
