import type { Catalogue } from './catalogue';
import type { moduleMessagesIt } from './modules-it';

function within(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? 'in 1 second' : `in ${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'in 1 minute' : `in ${minutes} minutes`;
}

/** modules-it.ts in plain English. */
export const moduleMessagesEn: Catalogue<typeof moduleMessagesIt> = {
  tooManyLogins: 'Too many sign-in attempts.',
  tooManyContactRequests: 'You have already sent too many requests.',
  tooManyGuestBookings: 'Too many bookings with this email or phone number.',
  retryLater: (text, ms) => `${text} Please try again ${within(ms)}.`,
  tooManyChatMessages: (ms) => `Too many messages to the assistant. Please try again ${within(ms)}.`,
  cartItemsInvalid: 'Invalid product or quantity in the cart',
  waitingListFull: (max) => `You already have ${max} open requests on the waiting list.`,
  faqNotFound: 'FAQ not found',
  questionNotFound: 'Question not found',
  absenceConflict: (count) => `Clashes with ${count} confirmed appointments`,
  consultationTooFar: 'Please choose a date within a year',
  requestNotFound: 'Request not found',
  shopNotSetUp: 'The shop has not been set up yet.',
  amountMismatch: "The payment amount does not match the appointment's price.",
  paymentNotCompletedYet: 'The payment has not been completed yet.',
  appointmentAlreadyPaid: 'This appointment has already been paid.',
  setupCodeInvalid: 'Invalid setup code',
  barberOnVacation: 'The barber is on holiday',
  barberWithoutEmail: 'The barber has no email address to send the notice to.',
  vacationConflict: (count) =>
    count === 1 ? 'The holiday clashes with a booked appointment' : `The holiday clashes with ${count} booked appointments`,
  unsubscribeLinkInvalid: 'Invalid unsubscribe link. Please use the link in the email.',
  applicationNotFound: 'Application not found',
  seriesDeposit:
    'Your appointments need a deposit, one per appointment: book the dates one at a time to pay it.',
  photoTooLarge: 'The image cannot be larger than 10 MB',
};
