/**
 * What other modules use of payments: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files; the repo functions run on the caller's executor, so they join its transaction.
 */
export {
  findByIntentForUpdate,
  findPayment,
  findPaymentForUpdate,
  insertPayment,
  updatePayment,
  type PaymentRow,
} from './repo';

/** The port each kind of payable thing implements (a booking, a shop order, the plan), and what it may use. */
export {
  HOLD_MS,
  REFUND_JOB,
  registerPaymentSubject,
  type Hold,
  type PaidOutcome,
  type PaymentSubjectPort,
  type PricedSubject,
  type RefundCause,
  type RefundMade,
  type RefundOutcome,
  type UnpaidOutcome,
} from './subjects';

/** A subject that cancels something paid asks for its refund (queued in its transaction, tried after the commit). */
export { queueCancellationRefunds, refundNow } from './refund-service';

/** Payments a subject opens itself (the plan, an order paid at pickup), and the events it applies to them. */
export { newReference, openIntent, providerFailure, requireProvider, syncWithProvider } from './intent-service';
export { applyChange, notify, UNTOUCHED, type AppliedChange } from './state';

/** A late payment whose released booking was made again moves to the new booking. */
export { movePaymentToAppointment } from './service';

/** The spec's guest booking paid online: the verified payment names the booking it held. */
export { paidAppointmentId, type OnlinePaymentRef } from './paid-booking';
