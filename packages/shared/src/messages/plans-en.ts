import type { Catalogue } from './catalogue';
import type { planTextsIt } from './plans-it';

export const planTextsEn = {
  descriptions: {
    starter: 'For a small salon starting to take bookings online.',
    business: 'For the salon with several barbers and plenty of customers.',
  },
  features: {
    appointments300: '300 appointments a month',
    appointmentsUnlimited: 'Unlimited appointments',
    emails500: '500 emails a month',
    emails5000: '5000 emails a month',
    sms100: '100 text messages a month',
    sms500: '500 text messages a month',
    barbers3: 'Up to 3 barbers',
    barbers10: 'Up to 10 barbers',
    shop: 'Online shop',
    stats: 'Advanced statistics',
    support: 'Priority support',
  },
  featureDescriptions: {
    bookings: 'Online and phone bookings',
    noLimit: 'No monthly limit',
    messages: 'Confirmations, reminders and receipts',
    smsReminders: 'Reminders by text message',
    calendars: 'Calendar and hours for each barber',
    orders: 'Products and orders collected in the salon',
    revenue: 'Revenue and trends per barber',
    answer: 'An answer within one working day',
  },
} satisfies Catalogue<typeof planTextsIt>;
