import type { Language } from '@barber/shared/messages/languages';
import { depositTexts, paymentTexts, shopTexts, subscriptionTexts, translate } from '../../infra/languages';
import type { PaymentRow } from './repo';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * What a payment was for, in `lang`, for its receipt and refunds (ADR 0071). The row's own description stays the
 * Italian one the admin lists and the provider show; the customer's is written again from the details the payment
 * recorded (the service, the cart, the plan), with the same catalogue function in their language. A row whose
 * details do not say (an older one) falls back to its Italian description's translation, else the Italian.
 */
export function descriptionIn(lang: Language, row: PaymentRow): string {
  if (lang === 'it') return row.description;
  const d = row.details;
  const service = text(d.serviceName);
  if (row.kind === 'appointment' && service)
    return d.deposit === true ? depositTexts[lang].description(service) : paymentTexts[lang].appointmentDescription(service);
  if (row.kind === 'product_order' && Array.isArray(d.items)) {
    const count = (d.items as { quantity?: unknown }[]).reduce(
      (sum, line) => sum + (typeof line.quantity === 'number' ? line.quantity : 0),
      0,
    );
    return shopTexts[lang].orderDescription(count);
  }
  const plan = text(d.planDisplayName);
  if (row.kind === 'subscription' && plan)
    return d.renewal === true ? subscriptionTexts[lang].renewalDescription(plan) : subscriptionTexts[lang].paymentDescription(plan);
  return translate(lang, row.description);
}
