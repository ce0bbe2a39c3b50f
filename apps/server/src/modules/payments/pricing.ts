import { isChargeable } from '@barber/shared/domain/payments/amounts';
import type { Language } from '@barber/shared/messages/languages';
import type { CreatePaymentIntentRequest } from '@barber/shared/schemas/payments';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { paymentSubject, type PricedSubject } from './subjects';

/**
 * A payment request priced by its subject (a booking at its service's price with its slot held, ADR 0010; a
 * shop cart from the products table with its stock reserved, ADR 0016): subjects.ts.
 */
export async function priceRequest(
  ctx: AppContext,
  tx: Executor,
  body: CreatePaymentIntentRequest,
  caller: AuthUser | null,
  language: Language,
): Promise<PricedSubject> {
  const subject =
    (body.type === 'product_order'
      ? (body.orderData ?? body.appointmentData)
      : (body.appointmentData ?? body.orderData)) ?? {};
  const price = paymentSubject(body.type).price;
  if (!price) throw new Error(`payment subject ${body.type} is not priced by a payment request`);
  const priced = await price(ctx, tx, subject, caller, language);
  if (!isChargeable(priced.amountRappen)) throw new AppError('PAYMENT_AMOUNT_INVALID');
  return priced;
}
