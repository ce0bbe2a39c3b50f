import type { Catalogue } from './catalogue';
import type { paymentTextsIt } from './payments-it';

/** payments-it.ts's decline texts in English, by the same decline codes. */
export const declineMessagesEn: Record<string, string> = {
  generic_decline: 'The card was declined. Please use another payment method.',
  card_declined: 'The card was declined. Please use another payment method.',
  insufficient_funds: 'Insufficient funds on the card. Please use another card or payment method.',
  expired_card: 'The card has expired. Please use another card.',
  incorrect_cvc: 'The security code (CVC) is incorrect.',
  processing_error: 'The card could not be processed. Please try again in a moment.',
  lost_card: 'The card was declined. Please use another payment method.',
  stolen_card: 'The card was declined. Please use another payment method.',
  authentication_required: 'Your bank needs a confirmation: complete the check and try again.',
};

/** paymentTextsIt in English. */
export const paymentTextsEn: Catalogue<typeof paymentTextsIt> = {
  adminCancelReason: 'Cancelled by the admin',
  twintDeclined: 'TWINT payment cancelled or failed.',
  twintExpired: 'TWINT payment expired: no confirmation received in time.',
  twintConfirmed: (amount: string) => `Payment of ${amount} confirmed!`,
  unsupportedMethod: 'Payment method not supported',
  appointmentDescription: (service) => `Appointment: ${service}`,
  holdNeedsSlot: 'Give the barber, date and time of the appointment',
  holdExpiredReason: 'Booking expired: payment not completed within 15 minutes',
  onlinePaymentMissing: 'Online payment missing',
  notPaidYet: 'The payment has not been completed: the booking was not made.',
  paymentForAnotherBooking: 'This payment belongs to another appointment.',
  releasedByPayer: 'Payment cancelled by the customer',
  holdReleasedReason: 'Booking cancelled: online payment stopped by the customer',
  released: 'Payment cancelled: the time is free again.',
  alreadyReleased: 'The payment was already closed: there is nothing to cancel.',
  releasePaidMeanwhile: 'The payment went through: the booking is confirmed.',
  releaseAfterPayment: 'The payment has already been completed and cannot be cancelled.',
  refundOnCancellation: 'Refund for a cancelled appointment',
  refundLatePayment: 'Automatic refund: the payment arrived after the deadline and the time was no longer free',
};
