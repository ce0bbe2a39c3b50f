import type { Catalogue } from './catalogue';
import type { lastMinuteTextsIt } from './last-minute-it';

/** lastMinuteTextsIt in French (fr-CH). */
export const lastMinuteTextsFr: Catalogue<typeof lastMinuteTextsIt> = {
  subject: (when) => `Un rendez-vous s’est libéré : ${when}`,
  greeting: (firstName) => `Bonjour ${firstName},`,
  intro: (shopName) => `votre dernière visite chez ${shopName} remonte à un moment : un rendez-vous vient de se libérer et nous avons pensé à vous.`,
  service: 'Prestation',
  barber: 'Barbier',
  when: 'Quand',
  at: (date, time) => `${date} à ${time}`,
  book: (url) => `Pour le réserver, un seul geste suffit :\n${url}`,
  firstCome: 'Le rendez-vous revient à qui touche le premier : si quelqu’un vous devance, le lien vous montrera d’autres horaires libres.',
  stopText: 'Vous ne voulez plus recevoir d’offres de dernière minute ?',
  sms: (when, service, url, stopUrl) =>
    `un rendez-vous s’est libéré ${when} (${service}). Le premier qui touche le réserve : ${url} Plus d’offres : ${stopUrl}`,
  booked: 'Rendez-vous réservé avec succès !',
  stopped: 'C’est fait : vous ne recevrez plus d’offres de dernière minute. Vous pouvez les réactiver depuis votre profil.',
  choiceOn: 'Vous recevrez les offres de dernière minute quand un rendez-vous se libère.',
  choiceOff: 'Vous ne recevrez plus d’offres de dernière minute.',
  settingsOn: 'Remplissage de dernière minute activé.',
  settingsOff: 'Remplissage de dernière minute désactivé.',
  pastVisits: 'Visites passées ajoutées.',
};
