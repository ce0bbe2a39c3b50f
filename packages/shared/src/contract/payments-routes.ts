import type { RouteAddress } from './route-types';

/** Method, path and access rule of the payment routes (no zod here: see api-routes.ts). */
export const paymentsRoutes = {
  // Guests pay too: creating and confirming need no account (the amount is the server's, never the client's).
  createPaymentIntent: { method: 'POST', path: '/payments/create-intent', access: 'public' },
  confirmPayment: { method: 'POST', path: '/payments/confirm', access: 'public' },
  appointmentPayment: { method: 'POST', path: '/payments/appointment/:id', access: 'user' },
  paymentHistory: { method: 'GET', path: '/payments/history', access: 'user' },
  // Owner or admin (checked in the service; someone else's payment answers 404).
  paymentDetails: { method: 'GET', path: '/payments/:id', access: 'user' },
  refundPayment: { method: 'POST', path: '/payments/:id/refund', access: ['admin'] },
  stripeConfig: { method: 'GET', path: '/stripe/config', access: 'public' },
  // Stripe calls it; the signature (STRIPE_WEBHOOK_SECRET) is the access rule.
  paymentWebhook: { method: 'POST', path: '/payments/webhook', access: 'public' },
  twintCreate: { method: 'POST', path: '/payments/twint/create', access: 'public' },
  // Whoever holds the unguessable reference: the guest's waiting page.
  twintStatus: { method: 'GET', path: '/payments/twint/:id/status', access: 'public' },
  // The payer leaves a started, unpaid payment (another method, 'Annulla'): whoever holds the reference.
  releasePayment: { method: 'POST', path: '/payments/:id/release', access: 'public' },
  twintConfirm: { method: 'POST', path: '/payments/twint/:id/confirm', access: ['admin'] },
  twintCancel: { method: 'POST', path: '/payments/twint/:id/cancel', access: ['admin'] },
  // Test mode only (404 otherwise): the built-in TWINT simulator's approve and decline buttons.
  twintSimulate: { method: 'POST', path: '/payments/twint/:id/simulate', access: 'public' },
  adminTwintPayments: { method: 'GET', path: '/admin/twint-payments', access: ['admin'] },
  // The shop's TWINT QR code (an uploaded image): shown on the manual TWINT payment page, set in the Twint tab.
  twintQr: { method: 'GET', path: '/payments/twint/qr', access: 'public' },
  uploadTwintQr: { method: 'PUT', path: '/admin/twint/qr', access: ['admin'] },
  deleteTwintQr: { method: 'DELETE', path: '/admin/twint/qr', access: ['admin'] },
} as const satisfies Record<string, RouteAddress>;
