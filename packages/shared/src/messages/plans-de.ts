import type { Catalogue } from './catalogue';
import type { planTextsIt } from './plans-it';

export const planTextsDe = {
  descriptions: {
    starter: 'Für einen kleinen Salon, der mit Online-Buchungen beginnt.',
    business: 'Für den Salon mit mehreren Coiffeuren und vielen Kunden.',
  },
  features: {
    appointments300: '300 Termine pro Monat',
    appointmentsUnlimited: 'Unbegrenzte Termine',
    emails500: '500 E-Mails pro Monat',
    emails5000: '5000 E-Mails pro Monat',
    sms100: '100 SMS pro Monat',
    sms500: '500 SMS pro Monat',
    barbers3: 'Bis zu 3 Coiffeure',
    barbers10: 'Bis zu 10 Coiffeure',
    shop: 'Onlineshop',
    stats: 'Erweiterte Statistiken',
    support: 'Bevorzugter Support',
  },
  featureDescriptions: {
    bookings: 'Online- und Telefonbuchungen',
    noLimit: 'Keine monatliche Grenze',
    messages: 'Bestätigungen, Erinnerungen und Quittungen',
    smsReminders: 'Erinnerungen per SMS',
    calendars: 'Kalender und Arbeitszeiten für jeden Coiffeur',
    orders: 'Produkte und Bestellungen zur Abholung im Salon',
    revenue: 'Umsatz und Entwicklung pro Coiffeur',
    answer: 'Antwort innert eines Arbeitstages',
  },
} satisfies Catalogue<typeof planTextsIt>;
