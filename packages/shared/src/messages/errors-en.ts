import type { ErrorCode } from './error-codes';
import type { bookingRuleMessagesIt, inputMessagesIt } from './it';
import { transportMessagesEn } from './transport-en';

/** it.ts in English (British spelling, for the shop's visitors rather than for developers). */
export const errorMessagesEn: Record<ErrorCode, string> = {
  VALIDATION: 'Invalid details. Please check the highlighted fields.',
  BAD_JSON: 'Invalid request: the body is not valid JSON.',
  SLOT_PARAMS_MISSING: 'Missing parameters for the available times',
  OUTSIDE_BOOKING_WINDOW: 'You can book from today up to 30 days ahead. Please choose another date.',
  INVALID_CREDENTIALS: 'Incorrect email or password.',
  UNAUTHENTICATED: transportMessagesEn.UNAUTHENTICATED,
  TOKEN_EXPIRED: 'Session expired. Please sign in again.',
  REFRESH_INVALID: 'Session invalid or expired. Please sign in again.',
  WRONG_PASSWORD: 'The current password is incorrect.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'This API address does not exist.',
  BARBER_NOT_FOUND: 'Barber not found',
  SERVICE_NOT_FOUND: 'Service not found',
  APPOINTMENT_NOT_FOUND: 'Appointment not found',
  USER_NOT_FOUND: 'User not found',
  ABSENCE_NOT_FOUND: 'Absence not found',
  BARBER_PROFILE_MISSING: 'No barber profile is linked to this account.',
  STATUS_CHANGE_FORBIDDEN: 'You can only mark your own appointments as completed or cancelled.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  SLOT_TAKEN: 'This time has just been booked by another customer. Please choose another time.',
  SLOT_UNAVAILABLE: 'The chosen time is not available. Please choose another time.',
  IDEMPOTENCY_MISMATCH: 'This request has already been sent with different details.',
  CONFLICT: 'This conflicts with the current state. Please reload and try again.',
  TOO_LATE_TO_MODIFY: 'The appointment can no longer be changed because it is less than 24 hours away',
  TOO_LATE_TO_CANCEL: 'The appointment can no longer be cancelled because it is less than 24 hours away',
  NOT_MODIFIABLE: 'Only pending or confirmed appointments can be changed.',
  NOT_CANCELLABLE: 'Only pending or confirmed appointments can be cancelled.',
  ABSENCE_CONFLICT: 'The absence can only be created once these appointments are moved or cancelled',
  VACATION_CONFLICT: 'The holiday overlaps booked appointments: confirm to save it anyway.',
  BARBER_EMAIL_TAKEN: 'A barber with this email already exists.',
  ACCOUNT_ALREADY_LINKED: 'The account with this email is already linked to another barber.',
  SERVICE_NAME_TAKEN: 'A service with this name already exists.',
  STATUS_FINAL: 'Cancelled appointments can no longer be changed.',
  APPOINTMENT_NOT_STARTED: 'An appointment that has not started yet cannot be marked as completed.',
  STATUS_COMPLETED:
    'A completed appointment stays completed: only the owner can correct it, giving the reason.',
  STATUS_TRANSITION_INVALID: 'This status change is not possible for this appointment.',
  STATUS_REASON_REQUIRED: 'Please give the reason for correcting a completed appointment.',
  LAST_ADMIN: 'At least one active administrator must remain.',
  OWN_ACCOUNT: 'You cannot remove your own administrator role or delete your own account.',
  SETUP_DONE: 'The initial setup is already complete. Sign in with the administrator account.',
  SETUP_CODE_INVALID:
    'Invalid setup code. You will find it in the terminal or the server log, printed at start-up.',
  RESET_TOKEN_INVALID: 'The password reset link is invalid or has expired. Please request a new one.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Request format not supported.',
  RATE_LIMITED: transportMessagesEn.RATE_LIMITED,
  LOGIN_RATE_LIMITED: 'Too many sign-in attempts. Please try again in a minute.',
  BOOKING_RATE_LIMITED: 'Too many bookings with this email or phone number. Please try again later.',
  INTERNAL: 'An internal error occurred. Please try again later.',
  UNAVAILABLE: transportMessagesEn.UNAVAILABLE,
  PAYMENT_NOT_FOUND: 'Payment not found',
  PAYMENT_ALREADY_PROCESSED: 'Payment not found or already processed',
  PAYMENT_DECLINED: 'Payment declined. Please use another payment method.',
  PAYMENT_AMOUNT_INVALID:
    'This amount cannot be paid online (minimum CHF 0.50). Please choose to pay in the shop.',
  REFUND_TOO_LARGE: 'The refund exceeds the amount of this payment that can still be refunded.',
  WEBHOOK_SIGNATURE_INVALID: 'Invalid or expired payment notification signature.',
  PAYMENT_NOT_CONFIRMABLE: 'The payment cannot be confirmed in its current state.',
  REFUND_NOT_ALLOWED: 'Only successful payments can be refunded.',
  PAYMENT_PROVIDER_ERROR: 'The payment service is not responding. Please try again in a moment.',
  PAYMENTS_DISABLED: 'Payments unavailable: online payment is not active, you can pay in the shop.',
  MOVE_SLOT_TAKEN: 'This time is already taken by another appointment: the appointment was not moved.',
  MANAGE_LINK_NOT_FOUND: 'Appointment not found: the link is invalid or the appointment is already over.',
  MANAGE_LINK_RATE_LIMITED: 'Too many invalid links from this address.',
  IMAGE_INVALID: 'Please choose a valid image file',
  IMAGE_TOO_LARGE: 'The image must not be larger than 5 MB',
  PRODUCT_NOT_FOUND: 'Product not found',
  ORDER_NOT_FOUND: 'Order not found',
  PRODUCT_UNAVAILABLE:
    'A product in the basket is no longer available. Please update the basket and try again.',
  OUT_OF_STOCK: 'Quantity not available: a product in the basket is sold out or fewer are left.',
  STOCK_NEGATIVE: 'The stock cannot go below 0.',
  ORDER_NOT_PAID: 'The payment was not completed: the order has not been placed.',
  BAD_URL: 'Invalid address: please check the link or the identifier.',
  WAITING_ENTRY_FORBIDDEN: 'You are not allowed to delete this request',
  WAITING_ENTRY_NOT_FOUND: 'Request not found',
  WAITING_OFFER_NOT_FOUND: 'Offer not found: the link is invalid.',
  WAITING_OFFER_EXPIRED: 'The offer has expired: the time is no longer held for you.',
  WAITING_OFFER_TAKEN: 'This time is no longer available.',
  LAST_MINUTE_OFFER_NOT_FOUND: 'Offer not found: the link is invalid.',
  LAST_MINUTE_TAKEN: 'Already booked: someone took this time before you.',
  LAST_MINUTE_EXPIRED: 'The offer has expired: the time is too close to book it here.',
  PLAN_LIMIT_REACHED: 'Limit reached. Upgrade your plan to continue.',
  SUBSCRIPTION_REQUIRED: 'Feature locked. Activate a subscription to use it.',
  PLAN_NOT_FOUND: 'Plan not found',
  SUBSCRIPTION_NOT_FOUND: 'Subscription not found',
  CONFIRM_TOKEN_INVALID:
    'The confirmation link is invalid or has expired. Sign in and ask for a new one from your profile with "Send the link again".',
  CONFIRM_RATE_LIMITED:
    'You have already asked for several confirmation links. Please check your spam folder too.',
  BARBER_ACCOUNT_UNCONFIRMED:
    'An account with this email already exists, but the address is not confirmed yet. Ask the barber to open the confirmation link they received by email (or to ask for a new one from their profile), then try again.',
  CROSS_SITE_REFUSED: 'Request from another site not allowed. Open the shop’s page and try again.',
  NO_SHOW_NOT_STARTED: 'An appointment that has not started yet cannot be marked as a no-show.',
  SERIES_CONFLICT:
    'Meanwhile some dates of the series were booked: choose again for those dates. No appointment was created.',
  DEPOSIT_REQUIRED: 'This booking needs a deposit: pay it by card or TWINT to confirm.',
};

/** bookingRuleMessagesIt in English. */
export const bookingRuleMessagesEn: typeof bookingRuleMessagesIt = {
  outsideWindow: (days) => `You can book from today up to ${days} days ahead. Please choose another date.`,
  tooLateToModify: (hours) =>
    `The appointment can no longer be changed because it is less than ${hours} hours away`,
  tooLateToCancel: (hours) =>
    `The appointment can no longer be cancelled because it is less than ${hours} hours away`,
};

/** inputMessagesIt in English. */
export const inputMessagesEn: Record<keyof typeof inputMessagesIt, string> = {
  badCharacters: 'The text contains characters that are not allowed.',
};
