import { isChargeable } from '@barber/shared/domain/payments/amounts';
import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import type {
  CreatePaymentIntentRequest,
  CustomerDetails,
  PaymentSubject,
} from '@barber/shared/schemas/payments';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../infra/access';
import { AppError } from '../../infra/errors';
import * as repo from './repo';

/** What a payment is for, priced by the server from the database (never from what the client sent). */
export interface PricedSubject {
  kind: repo.PaymentKind;
  amountRappen: number;
  description: string;
  details: Record<string, unknown>;
  appointmentId: string | null;
  customerDetails: CustomerDetails | null;
}

type Pricer = (tx: Executor, subject: PaymentSubject, caller: AuthUser | null) => Promise<PricedSubject>;

/** An existing booking (its owner or the admin) at its recorded price, or a service at its current price. */
const priceAppointment: Pricer = async (tx, subject, caller) => {
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
  if (!subject.serviceId && !subject.service) throw new AppError('SERVICE_NOT_FOUND');
  const service = await repo.findPricedService(tx, {
    serviceId: subject.serviceId,
    name: subject.service,
    barberId: subject.barberId,
  });
  if (!service) throw new AppError('SERVICE_NOT_FOUND');
  return {
    kind: 'appointment',
    amountRappen: service.priceRappen,
    description: paymentTextsIt.appointmentDescription(service.name),
    details: {
      serviceId: service.id,
      serviceName: service.name,
      durationMinutes: service.durationMinutes,
      barberId: subject.barberId ?? null,
      date: subject.date ?? null,
      time: subject.time ?? null,
    },
    appointmentId: null,
    customerDetails,
  };
};

/**
 * Shop orders are priced from the products and their stock when the shop issue lands: it replaces this entry
 * (the request already carries the cart as orderData.items).
 */
const priceOrder: Pricer = async () => {
  throw new AppError('VALIDATION', paymentTextsIt.ordersComingSoon, [
    { field: 'type', message: paymentTextsIt.ordersComingSoon },
  ]);
};

const pricers: Record<CreatePaymentIntentRequest['type'], Pricer> = {
  appointment: priceAppointment,
  product_order: priceOrder,
};

export async function priceRequest(
  tx: Executor,
  body: CreatePaymentIntentRequest,
  caller: AuthUser | null,
): Promise<PricedSubject> {
  const subject =
    (body.type === 'product_order'
      ? (body.orderData ?? body.appointmentData)
      : (body.appointmentData ?? body.orderData)) ?? {};
  const priced = await pricers[body.type](tx, subject, caller);
  if (!isChargeable(priced.amountRappen)) throw new AppError('PAYMENT_AMOUNT_INVALID');
  return priced;
}
