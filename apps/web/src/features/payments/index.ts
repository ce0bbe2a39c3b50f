/** What other features may use from payments; everything else is the feature's own (ADR 0046). */
export { type CardEntry, CardPaymentError } from './card-entry';
export type { CustomerValues } from './customer-details';
export { PaymentPanel, type PaymentResult } from './payment-panel';
export { paymentStateLabel } from './payment-state';
export { PaymentStateBadge } from './payment-state-badge';
export { type PaymentSubjectInput, createAppointmentIntent, createTwintPayment, stripeConfigQuery } from './payments-api';
export { TestCardEntry } from './test-card-entry';
export { TWINT_QR_KEY, twintQrQuery } from './twint-qr';
export { shortReference } from './twint-reference';
// Stripe.js comes with the card form: it is loaded only when a real Stripe card is being entered.
export const loadStripeCardEntry = () => import('./stripe-card-entry');
