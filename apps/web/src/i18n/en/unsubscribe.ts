import type { unsubscribe as it } from '../unsubscribe';
import type { Translation } from '../translation';

export const unsubscribe = {
  title: 'Unsubscribe',
  invalidLink: 'Invalid link. Make sure you use the link provided in the email.',
  failure: 'Something went wrong while unsubscribing. Please try again later.',
  confirm: 'Confirm unsubscribe',
  doneTitle: 'Unsubscribed',
  intro: 'Do you want to stop receiving reminders and optional messages at this address?',
  emailLabel: 'Email address',
  pending: 'Unsubscribing…',
  doneText: (email: string) =>
    `${email} has been removed from the mailing list: you will no longer receive reminders or optional messages.`,
  stillSent: "You'll still receive booking confirmations, receipts and password emails.",
  home: 'Back to the home page',
} as const satisfies Translation<typeof it>;
