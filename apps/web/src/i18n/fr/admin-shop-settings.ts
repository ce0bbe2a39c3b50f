import type { adminShopSettings as it } from '../admin-shop-settings';
import type { Translation } from '../translation';

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const adminShopSettings = {
  title: 'Le salon',
  intro:
    'Nom, coordonnées, horaires et règles de réservation : ce que vous enregistrez vaut tout de suite pour la page d’accueil, les réservations, les e-mails, la carte de visite et l’assistant.',
  details: 'Données du salon',
  name: 'Nom du salon',
  tagline: 'Slogan (facultatif)',
  address: 'Adresse',
  // 'NPA' is the Swiss postal code's name in French as in Italian (translations.test.ts: SAME_PATHS).
  postalCode: 'NPA',
  city: 'Localité',
  phone: 'Téléphone',
  email: 'E-mail',
  social: 'Réseaux sociaux',
  socialHint: 'Adresse complète du profil ; laissez vide s’il n’y en a pas.',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  hours: 'Heures d’ouverture',
  hoursHint:
    'Les horaires des barbiers doivent rester dans ces heures. Une pause ferme le salon pour tout le monde pendant cette plage.',
  booking: 'Règles de réservation',
  windowDays: 'Combien de jours à l’avance on peut réserver',
  windowHint: 'D’aujourd’hui jusqu’à ce nombre de jours.',
  notice: 'Délai pour les modifications en ligne (heures)',
  noticeHint: 'Passé ce délai, le client doit appeler le salon. 0 = toujours possible avant le début.',
  step: 'Intervalle entre les horaires réservables',
  minutes: (n: number) => `${n} minutes`,
  save: 'Enregistrer le salon',
  saving: 'Enregistrement en cours…',
  checking: 'Vérification des rendez-vous…',
  saved: 'Paramètres enregistrés',
  saveError: 'Impossible d’enregistrer les paramètres. Réessayez.',
  loading: 'Chargement des données du salon…',
  loadError: 'Impossible de charger les données du salon.',
  retry: 'Réessayer',
  conflicts: {
    title: 'Les nouveaux horaires laissent quelque chose de côté',
    message:
      'Vérifiez la liste avant d’enregistrer. En enregistrant, les horaires des barbiers sont adaptés aux nouveaux horaires et ils reçoivent un e-mail ; les rendez-vous restent réservés.',
    barbers: (n: number) => `Barbiers dont les horaires dépassent les nouveaux horaires (${n})`,
    appointments: (n: number) => `Rendez-vous en dehors des nouveaux horaires (${n})`,
    appointment: (date: string, time: string, service: string) => `${date} à ${time} · ${service}`,
    who: (customer: string, barber: string) => `${customer || 'Client sans nom'} avec ${barber}`,
    count: (barbers: number, appointments: number) =>
      `${plural(barbers, 'barbier', 'barbiers')}, ${plural(appointments, 'rendez-vous', 'rendez-vous')}`,
    confirm: 'Enregistrer quand même',
    cancel: 'Revenir aux horaires',
    close: 'Fermer',
  },
} satisfies Translation<typeof it>;
