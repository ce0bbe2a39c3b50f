/**
 * The subscription plans' texts as the database seeds them (migration 0012, Italian): the plans tab and the
 * marketing prices show them in the page's language. Keyed by their Italian text like the other catalogues
 * (ADR 0061): a text the owner of the platform later changes in the database has no translation and stays as written.
 * The plans' names (Starter, Business) are brands, the same in every language.
 */
export const planTextsIt = {
  descriptions: {
    starter: 'Per un piccolo salone che inizia a prenotare online.',
    business: 'Per il salone con più barbieri e tanti clienti.',
  },
  features: {
    appointments300: '300 appuntamenti al mese',
    appointmentsUnlimited: 'Appuntamenti illimitati',
    emails500: '500 email al mese',
    emails5000: '5000 email al mese',
    sms100: '100 SMS al mese',
    sms500: '500 SMS al mese',
    barbers3: 'Fino a 3 barbieri',
    barbers10: 'Fino a 10 barbieri',
    shop: 'Negozio online',
    stats: 'Statistiche avanzate',
    support: 'Supporto prioritario',
  },
  featureDescriptions: {
    bookings: 'Prenotazioni online e telefoniche',
    noLimit: 'Nessun limite mensile',
    messages: 'Conferme, promemoria e ricevute',
    smsReminders: 'Promemoria via SMS',
    calendars: 'Calendario e orari per ogni barbiere',
    orders: 'Prodotti e ordini con ritiro in negozio',
    revenue: 'Fatturato e andamento per barbiere',
    answer: 'Risposta entro un giorno lavorativo',
  },
};
