import type { Catalogue } from './catalogue';
import type { moduleMessagesIt } from './modules-it';

function within(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? 'dans 1 seconde' : `dans ${seconds} secondes`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'dans 1 minute' : `dans ${minutes} minutes`;
}

/** modules-it.ts in French (Swiss usage). */
export const moduleMessagesFr: Catalogue<typeof moduleMessagesIt> = {
  tooManyLogins: 'Trop de tentatives de connexion.',
  tooManyContactRequests: 'Vous avez déjà envoyé trop de demandes.',
  tooManyGuestBookings: 'Trop de réservations avec cet e-mail ou ce numéro de téléphone.',
  retryLater: (text, ms) => `${text} Réessayez ${within(ms)}.`,
  tooManyChatMessages: (ms) => `Trop de messages à l'assistant. Réessayez ${within(ms)}.`,
  cartItemsInvalid: 'Produit ou quantité non valable dans le panier',
  waitingListFull: (max) => `Vous avez déjà ${max} demandes actives sur la liste d'attente.`,
  faqNotFound: 'FAQ introuvable',
  questionNotFound: 'Question introuvable',
  absenceConflict: (count) => `Conflit avec ${count} rendez-vous confirmés`,
  consultationTooFar: "Choisissez une date dans l'année qui vient",
  requestNotFound: 'Demande introuvable',
  shopNotSetUp: "Le salon n'est pas encore configuré.",
  amountMismatch: 'Le montant du paiement ne correspond pas au prix du rendez-vous.',
  paymentNotCompletedYet: "Le paiement n'est pas encore terminé.",
  appointmentAlreadyPaid: 'Ce rendez-vous est déjà payé.',
  setupCodeInvalid: 'Code de configuration non valable',
  barberOnVacation: 'Le coiffeur est en vacances',
  barberWithoutEmail: "Le coiffeur n'a pas d'adresse e-mail à laquelle envoyer l'avis.",
  vacationConflict: (count) =>
    count === 1
      ? 'Les vacances tombent sur un rendez-vous réservé'
      : `Les vacances tombent sur ${count} rendez-vous réservés`,
  unsubscribeLinkInvalid: "Lien de désinscription non valable. Utilisez le lien figurant dans l'e-mail.",
  applicationNotFound: 'Candidature introuvable',
  seriesDeposit:
    'Un acompte est demandé pour vos rendez-vous, un par rendez-vous : réservez les dates une par une pour le payer.',
  photoTooLarge: "L'image ne peut pas dépasser 10 Mo",
};
