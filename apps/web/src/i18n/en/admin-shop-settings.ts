import type { adminShopSettings as it } from '../admin-shop-settings';
import type { Translation } from '../translation';

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const adminShopSettings = {
  title: 'The shop',
  intro:
    'Name, contact details, opening hours and booking rules: what you save applies at once to the home page, bookings, emails, the business card and the assistant.',
  details: 'Shop details',
  name: 'Shop name',
  tagline: 'Tagline (optional)',
  address: 'Address',
  postalCode: 'Postcode',
  city: 'Town',
  phone: 'Phone',
  email: 'Email address',
  social: 'Social media profiles',
  socialHint: "The profile's full address; leave empty if there isn't one.",
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  hours: 'Opening hours',
  hoursHint: "The barbers' hours must fall within these. A break closes the shop for everyone at that time.",
  booking: 'Booking rules',
  windowDays: 'How many days ahead customers can book',
  windowHint: 'From today up to this number of days.',
  notice: 'Notice for online changes (hours)',
  noticeHint: 'After that, the customer has to call the shop. 0 = always possible before the start.',
  step: 'Interval between bookable times',
  minutes: (n: number) => `${n} minutes`,
  save: 'Save the shop',
  saving: 'Saving…',
  checking: 'Checking the appointments…',
  saved: 'Settings saved',
  saveError: "We couldn't save the settings. Please try again.",
  loading: "Loading the shop's details…",
  loadError: "We couldn't load the shop's details.",
  retry: 'Try again',
  conflicts: {
    title: 'The new hours leave something out',
    message:
      "Check the list before saving. If you save, the barbers' hours are fitted to the new hours and they get an email; the appointments stay booked.",
    barbers: (n: number) => `Barbers with hours outside the new hours (${n})`,
    appointments: (n: number) => `Appointments outside the new hours (${n})`,
    appointment: (date: string, time: string, service: string) => `${date} at ${time} · ${service}`,
    who: (customer: string, barber: string) => `${customer || 'Customer without a name'} with ${barber}`,
    count: (barbers: number, appointments: number) =>
      `${plural(barbers, 'barber', 'barbers')}, ${plural(appointments, 'appointment', 'appointments')}`,
    confirm: 'Save anyway',
    cancel: 'Back to the hours',
    close: 'Close',
  },
} satisfies Translation<typeof it>;
