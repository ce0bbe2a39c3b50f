import type { adminSettings as it } from '../admin-settings';
import type { Translation } from '../translation';

const hoursLabel = (hours: number) => (hours === 0 ? 'Off' : hours === 1 ? '1 hour' : `${hours} hours`);

export const adminSettings = {
  tabLabel: 'Settings',
  title: 'Settings',
  intro: 'The shop settings that apply to all customers.',
  notifications: {
    title: 'Notifications',
    intro: 'When customers get the reminder for their appointment: how many hours before it starts.',
    email: 'Email reminder',
    emailHint: 'An email with the details and the link to manage the appointment.',
    sms: 'Text message reminder',
    smsHint: 'A short text message, to customers who left a mobile number.',
    hours: hoursLabel,
    planNote:
      "Every text message sent counts towards your plan's text message limit (emails towards the email limit).",
    appliesNote: "Changes apply to reminders that haven't been sent yet.",
    save: 'Save',
    saving: 'Saving…',
    saved: 'Settings saved',
    saveError: "We couldn't save the settings. Please try again.",
    loading: 'Loading the settings…',
    loadError: "We couldn't load the notification settings.",
    retry: 'Try again',
  },
  deposit: {
    title: 'Deposit against no-shows',
    intro:
      "Ask customers who don't turn up or cancel at the last minute for a deposit, paid online by card or TWINT. The deposit is deducted from the price in the shop.",
    enabled: 'Ask for a deposit',
    enabledHint: 'When this is off, no customer pays a deposit.',
    kind: 'Type of deposit',
    kinds: { fixed: 'Fixed amount', percent: 'Percentage of the price' },
    fixedAmount: 'Amount (CHF)',
    percent: 'Percentage (%)',
    threshold: 'Missed appointments',
    thresholdHint: 'No-shows and late cancellations in the last 12 months from which a deposit is asked for.',
    firstTimeAtPeak: 'Also from new customers at peak times',
    firstTimeAtPeakHint:
      "Anyone who hasn't completed a visit yet pays a deposit if they book at these times.",
    peakDays: 'Peak days',
    peakFrom: 'From',
    peakTo: 'To',
    terms:
      "When paying, the customer agrees that the shop keeps the deposit if they don't turn up or don't cancel within the notice period; if you cancel, it is refunded.",
    save: 'Save deposit',
    saving: 'Saving…',
    saved: 'Deposit saved',
    saveError: "We couldn't save the deposit. Please try again.",
    loading: 'Loading the settings…',
    loadError: "We couldn't load the deposit settings.",
    retry: 'Try again',
  },
  teamNotices: {
    title: 'Staff notices',
    intro:
      'Every barber gets an email and a notice in their dashboard when one of their appointments is booked, cancelled or moved.',
    ownerCopy: 'Copy to the owner',
    ownerCopyHint: 'You also receive a copy of every notice sent to the barbers by email.',
    within48h: 'Only for the next 48 hours',
    within48hHint:
      'Barbers only get the email if the appointment is within the next 48 hours; the dashboard notice always arrives.',
    planNote: "Every email sent counts towards your plan's email limit.",
    saved: 'Settings saved',
    saveError: "We couldn't save the settings. Please try again.",
    loading: 'Loading the settings…',
    loadError: "We couldn't load the notice settings.",
    retry: 'Try again',
  },
} satisfies Translation<typeof it>;
