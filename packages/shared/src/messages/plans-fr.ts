import type { Catalogue } from './catalogue';
import type { planTextsIt } from './plans-it';

export const planTextsFr = {
  descriptions: {
    starter: 'Pour un petit salon qui commence à prendre des rendez-vous en ligne.',
    business: 'Pour le salon avec plusieurs barbiers et beaucoup de clients.',
  },
  features: {
    appointments300: '300 rendez-vous par mois',
    appointmentsUnlimited: 'Rendez-vous illimités',
    emails500: '500 e-mails par mois',
    emails5000: '5000 e-mails par mois',
    sms100: '100 SMS par mois',
    sms500: '500 SMS par mois',
    barbers3: 'Jusqu’à 3 barbiers',
    barbers10: 'Jusqu’à 10 barbiers',
    shop: 'Boutique en ligne',
    stats: 'Statistiques avancées',
    support: 'Assistance prioritaire',
  },
  featureDescriptions: {
    bookings: 'Réservations en ligne et par téléphone',
    noLimit: 'Aucune limite mensuelle',
    messages: 'Confirmations, rappels et quittances',
    smsReminders: 'Rappels par SMS',
    calendars: 'Agenda et horaires pour chaque barbier',
    orders: 'Produits et commandes à retirer au salon',
    revenue: 'Chiffre d’affaires et évolution par barbier',
    answer: 'Réponse en un jour ouvrable',
  },
} satisfies Catalogue<typeof planTextsIt>;
