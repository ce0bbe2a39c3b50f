import type { Catalogue } from './catalogue';
import type { paymentTextsIt } from './payments-it';

/** payments-it.ts's decline texts in French, by the same decline codes. */
export const declineMessagesFr: Record<string, string> = {
  generic_decline: 'La carte a été refusée. Utilisez un autre moyen de paiement.',
  card_declined: 'La carte a été refusée. Utilisez un autre moyen de paiement.',
  insufficient_funds: 'Fonds insuffisants sur la carte. Utilisez une autre carte ou un autre moyen de paiement.',
  expired_card: 'La carte est échue. Utilisez une autre carte.',
  incorrect_cvc: "Le code de sécurité (CVC) n'est pas correct.",
  processing_error: 'Erreur lors du traitement de la carte. Réessayez dans un instant.',
  lost_card: 'La carte a été refusée. Utilisez un autre moyen de paiement.',
  stolen_card: 'La carte a été refusée. Utilisez un autre moyen de paiement.',
  authentication_required: 'Votre banque demande une confirmation : terminez la vérification et réessayez.',
};

/** paymentTextsIt in French. */
export const paymentTextsFr: Catalogue<typeof paymentTextsIt> = {
  adminCancelReason: "Annulé par l'administrateur",
  twintDeclined: 'Paiement TWINT annulé ou échoué.',
  twintExpired: 'Paiement TWINT échu : aucune confirmation reçue à temps.',
  twintConfirmed: (amount: string) => `Paiement de ${amount} confirmé !`,
  unsupportedMethod: "Ce moyen de paiement n'est pas pris en charge",
  appointmentDescription: (service) => `Rendez-vous : ${service}`,
  holdNeedsSlot: "Indiquez le coiffeur, la date et l'heure du rendez-vous",
  holdExpiredReason: 'Réservation échue : paiement non terminé dans les 15 minutes',
  onlinePaymentMissing: 'Le paiement en ligne manque',
  notPaidYet: "Le paiement n'est pas terminé : la réservation n'a pas été enregistrée.",
  paymentForAnotherBooking: 'Ce paiement appartient à un autre rendez-vous.',
  releasedByPayer: 'Paiement annulé par le client',
  holdReleasedReason: 'Réservation annulée : paiement en ligne interrompu par le client',
  released: "Paiement annulé : l'horaire est de nouveau libre.",
  alreadyReleased: "Le paiement était déjà clos : il n'y a rien à annuler.",
  releasePaidMeanwhile: 'Le paiement a abouti : la réservation est confirmée.',
  releaseAfterPayment: 'Le paiement est déjà terminé et ne peut plus être annulé.',
  refundOnCancellation: 'Remboursement pour rendez-vous annulé',
  refundLatePayment:
    "Remboursement automatique : le paiement est arrivé après l'échéance et l'horaire n'était plus libre",
};
