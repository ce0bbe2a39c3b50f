import { rappenToChf } from '@barber/shared/domain/money';
import { twintStatusOf } from '@barber/shared/domain/payments/state-machine';
import type { Payment, TwintPayment } from '@barber/shared/schemas/payments';
import type { PaymentUpdateEvent } from '@barber/shared/realtime';
import type { PaymentRow } from './repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A payment at the API edge: CHF numbers, ISO times, the reference as the public handle. */
export function toPaymentDto(row: PaymentRow): Payment {
  return {
    _id: row.id,
    id: row.id,
    reference: row.reference,
    type: row.kind,
    amount: rappenToChf(row.amountRappen),
    currency: 'CHF',
    paymentMethod: row.method,
    provider: row.provider,
    paymentIntentId: row.providerIntentId,
    status: row.status,
    refundedAmount: rappenToChf(row.refundedRappen),
    appointmentId: row.appointmentId,
    description: row.description,
    customerDetails: row.customerDetails ?? null,
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: iso(row.completedAt),
    testMode: row.provider === 'test' || (row.provider === 'manual' && row.details.testMode === true),
  };
}

/** 002 section 3 'Twint payment', for the admin tab. */
export function toTwintDto(row: PaymentRow): TwintPayment {
  return {
    _id: row.id,
    paymentId: row.reference,
    status: twintStatusOf(row.status),
    amount: rappenToChf(row.amountRappen),
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
    errorMessage: row.errorMessage,
    description: row.description,
    customerDetails: row.customerDetails
      ? { name: row.customerDetails.name, email: row.customerDetails.email }
      : null,
    metadata: { type: row.kind },
    twintTransactionId: row.twintTransactionId,
  };
}

/** What the waiting page hears: no personal data, the reference it already holds. */
export function toUpdateEvent(row: PaymentRow, source: PaymentUpdateEvent['source']): PaymentUpdateEvent {
  return {
    paymentId: row.reference,
    status: twintStatusOf(row.status),
    paymentStatus: row.status,
    amount: rappenToChf(row.amountRappen),
    source,
  };
}
