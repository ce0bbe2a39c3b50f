import { isChargeable } from '@barber/shared/domain/payments/amounts';
import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import type {
  CreatePaymentIntentRequest,
  CustomerDetails,
  PaymentSubject,
} from '@barber/shared/schemas/payments';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { reserveCart } from '../orders/payment-bridge';
import { holdSlot, type Hold } from './hold-service';
import * as repo from './repo';

/** What a payment is for, priced by the server from the database (never from what the client sent). */
export interface PricedSubject {
  kind: repo.PaymentKind;
  amountRappen: number;
  description: string;
  details: Record<string, unknown>;
  appointmentId: string | null;
  customerDetails: CustomerDetails | null;
  /** The slot held for a new booking while it is paid. */
  hold?: Hold | undefined;
  /** When an unpaid payment ends and gives back what it holds (a shop order's reserved stock). */
  expiresAt?: Date | undefined;
  /** Runs in the payment's transaction once its row exists (the shop records its stock reservation). */
  afterInsert?: ((tx: Executor, payment: repo.PaymentRow) => Promise<void>) | undefined;
}

type Pricer = (
  ctx: AppContext,
  tx: Executor,
  subject: PaymentSubject,
  caller: AuthUser | null,
) => Promise<PricedSubject>;

/**
 * An existing booking (its owner or the admin) at its recorded price, or a new booking at its service's current
 * price, its slot held first (ADR 0010 phase 2: no paid booking without its slot).
 */
const priceAppointment: Pricer = async (ctx, tx, subject, caller) => {
  const customerDetails = subject.customerDetails ?? null;
  if (subject.appointmentId) {
    const appointment = await repo.findAppointment(tx, subject.appointmentId);
    const mine = appointment && caller && (caller.role === 'admin' || appointment.clientUserId === caller.id);
    if (!appointment || !mine) throw new AppError('APPOINTMENT_NOT_FOUND');
    if (appointment.status !== 'pending' && appointment.status !== 'confirmed')
      throw new AppError('NOT_MODIFIABLE');
    return {
      kind: 'appointment',
      amountRappen: appointment.priceRappen,
      description: paymentTextsIt.appointmentDescription(appointment.serviceName),
      details: {
        appointmentId: appointment.id,
        serviceName: appointment.serviceName,
        barberId: appointment.barberId,
      },
      appointmentId: appointment.id,
      customerDetails,
    };
  }
  const hold = await holdSlot(ctx, tx, subject, caller);
  return {
    kind: 'appointment',
    amountRappen: hold.service.priceRappen,
    description: paymentTextsIt.appointmentDescription(hold.service.name),
    details: {
      hold: true,
      serviceId: hold.service.id,
      serviceName: hold.service.name,
      durationMinutes: hold.service.durationMinutes,
      barberId: hold.barberId,
      date: subject.date ?? null,
      time: subject.time ?? null,
    },
    appointmentId: hold.appointmentId,
    customerDetails,
    hold,
  };
};

/** A shop order: the cart priced from the products table and its stock reserved while it is paid (ADR 0016). */
const priceOrder: Pricer = async (ctx, tx, subject) => reserveCart(ctx, tx, subject);

const pricers: Record<CreatePaymentIntentRequest['type'], Pricer> = {
  appointment: priceAppointment,
  product_order: priceOrder,
};

export async function priceRequest(
  ctx: AppContext,
  tx: Executor,
  body: CreatePaymentIntentRequest,
  caller: AuthUser | null,
): Promise<PricedSubject> {
  const subject =
    (body.type === 'product_order'
      ? (body.orderData ?? body.appointmentData)
      : (body.appointmentData ?? body.orderData)) ?? {};
  const priced = await pricers[body.type](ctx, tx, subject, caller);
  if (!isChargeable(priced.amountRappen)) throw new AppError('PAYMENT_AMOUNT_INVALID');
  return priced;
}
