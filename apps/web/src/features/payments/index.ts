/** What other features may use from payments; everything else is the feature's own (ADR 0046). */
export { type CardEntry, CardPaymentError } from './card-entry';
export type { CustomerValues } from './customer-details';
export { PaymentPanel, type PaymentResult } from './payment-panel';
export { paymentStateLabel } from './payment-state';
export { PaymentStateBadge } from './payment-state-badge';
export { type PaymentSubjectInput, createAppointmentIntent, createTwintPayment, stripeConfigQuery } from './payments-api';
export { CardEntrySlot } from './card-entry-slot';
export { TestModeNotice } from './test-mode-notice';
export { TWINT_QR_KEY, twintQrQuery } from './twint-qr';
export { shortReference } from './twint-reference';
