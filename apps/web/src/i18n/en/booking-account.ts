import type { bookingAccount as it } from '../booking-account';
import type { Translation } from '../translation';

export const bookingAccount = {
  title: 'Book your appointment',
  intro: 'Three taps: service, barber and time. We already have your details.',
  submit: 'Book',
  detailsNote: 'From your profile: we use them for the confirmation and the payment.',
  myAppointments: 'My appointments',
  listTitle: 'Your appointments',
  listLoading: 'Loading your appointments…',
  listError: "We couldn't load your appointments",
  empty: "You don't have any appointments yet. Book your first one above.",
  status: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    completed: 'Completed',
    cancelled: 'Cancelled',
    no_show: 'No-show',
  },
  statusLabel: 'Status',
  modify: 'Change',
  cancel: 'Cancel',
  appointmentOf: (service: string, date: string) => `${service} on ${date}`,
  tooLateModify: (hours: number) =>
    `You can no longer change this appointment because it is less than ${hours} hours away`,
  tooLateCancel: (hours: number) =>
    `You can no longer cancel this appointment because it is less than ${hours} hours away`,
  cancellationReason: (reason: string) => `Reason: ${reason}`,
  modifyTitle: 'Change appointment',
  modifyIntro: (date: string, time: string) =>
    `Current appointment: ${date} at ${time}. Choose the new time.`,
  proceed: 'Continue',
  confirmChanges: 'Confirm changes',
  current: 'Current',
  next: 'New',
  back: 'Back',
  saving: 'Saving…',
  unchanged: 'Choose a different time from the current one.',
  modifySuccess: 'Appointment changed.',
  modifyError: "We couldn't change the appointment",
  cancelTitle: 'Confirm cancellation',
  cancelIntro: (service: string, date: string, time: string) =>
    `Do you want to cancel ${service} on ${date} at ${time}?`,
  reason: 'Reason (optional)',
  reasonHint: 'It helps us improve our service.',
  keep: 'Keep appointment',
  confirmCancel: 'Cancel appointment',
  cancelling: 'Cancelling…',
  cancelSuccess: 'Appointment cancelled',
  cancelError: "We couldn't cancel the appointment",
  closeDialog: 'Close',
} satisfies Translation<typeof it>;
