import { it } from '../../i18n/it';

export type PaymentMethodId = 'card' | 'twint' | 'in_person';

export interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
  /** Needs a payment provider (card, TWINT); paying in the shop always works. */
  online: boolean;
  badge?: string;
}

/** The payment panel's methods (001 section 2), in the spec's order. */
export const appointmentPaymentMethods: readonly PaymentMethod[] = [
  { id: 'card', label: it.confirmation.methods.card, online: true },
  { id: 'twint', label: it.confirmation.methods.twint, online: true, badge: it.confirmation.twintBadge },
  { id: 'in_person', label: it.confirmation.methods.inPerson, online: false },
];

export interface PaymentConfig {
  onlinePayments: boolean;
}

/**
 * Online payment arrives with the payments work (a provider configured on the server); until then only the
 * shop is offered. The card and TWINT panels plug in by flipping this config, not by rewriting the step.
 */
export const paymentConfig: PaymentConfig = { onlinePayments: false };

export function offeredMethods(
  config: PaymentConfig,
  methods: readonly PaymentMethod[] = appointmentPaymentMethods,
): PaymentMethod[] {
  return methods.filter((method) => !method.online || config.onlinePayments);
}
