import type { CustomerValues } from './customer-details';

/** The intent a card payment confirms: created by the page (it knows what is paid) after the form is valid. */
export interface CardIntent {
  clientSecret: string;
  paymentIntentId: string;
}

/**
 * What the panel asks of a card form: check it before the intent exists (an error text, or null), then confirm
 * the intent with it (resolves once the payment succeeded; rejects with an Italian message otherwise). The test
 * form confirms through the server with Stripe's test method ids; Stripe's Payment Element through Stripe.js.
 */
export interface CardEntry {
  prepare: () => Promise<string | null>;
  confirm: (intent: CardIntent, billing: CustomerValues) => Promise<void>;
}

export class CardPaymentError extends Error {
  override readonly name = 'CardPaymentError';
}
