import type { ErrorCode } from './error-codes';
import type { bookingRuleMessagesIt, inputMessagesIt } from './it';
import { transportMessagesFr } from './transport-fr';

/** it.ts in French (Swiss usage: 'rendez-vous', the polite 'vous'). */
export const errorMessagesFr: Record<ErrorCode, string> = {
  VALIDATION: 'Données non valables. Vérifiez les champs signalés.',
  BAD_JSON: 'Requête non valable : le contenu n’est pas un JSON valable.',
  SLOT_PARAMS_MISSING: 'Paramètres manquants pour la demande des créneaux',
  OUTSIDE_BOOKING_WINDOW:
    'Vous pouvez réserver uniquement d’aujourd’hui à 30 jours à l’avance. Choisissez une autre date.',
  INVALID_CREDENTIALS: 'E-mail ou mot de passe incorrect.',
  UNAUTHENTICATED: transportMessagesFr.UNAUTHENTICATED,
  TOKEN_EXPIRED: 'Session expirée. Reconnectez-vous.',
  REFRESH_INVALID: 'Session non valable ou expirée. Reconnectez-vous.',
  WRONG_PASSWORD: 'Le mot de passe actuel est incorrect.',
  FORBIDDEN: 'Vous n’avez pas l’autorisation pour cette opération.',
  NOT_FOUND: 'Introuvable.',
  ROUTE_NOT_FOUND: 'Cette adresse d’API n’existe pas.',
  BARBER_NOT_FOUND: 'Barbier introuvable',
  SERVICE_NOT_FOUND: 'Prestation introuvable',
  APPOINTMENT_NOT_FOUND: 'Rendez-vous introuvable',
  USER_NOT_FOUND: 'Utilisateur introuvable',
  ABSENCE_NOT_FOUND: 'Absence introuvable',
  BARBER_PROFILE_MISSING: 'Aucun profil de barbier n’est lié à ce compte.',
  STATUS_CHANGE_FORBIDDEN: 'Vous pouvez seulement marquer vos propres rendez-vous comme terminés ou annulés.',
  EMAIL_TAKEN: 'Un compte existe déjà avec cet e-mail.',
  SLOT_TAKEN: 'Ce créneau vient d’être réservé par un autre client. Choisissez un autre horaire.',
  SLOT_UNAVAILABLE: 'L’horaire choisi n’est pas disponible. Choisissez un autre horaire.',
  IDEMPOTENCY_MISMATCH: 'Cette requête a déjà été envoyée avec des données différentes.',
  CONFLICT: 'Opération en conflit avec l’état actuel. Rechargez et réessayez.',
  TOO_LATE_TO_MODIFY: 'Vous ne pouvez plus modifier le rendez-vous, car il a lieu dans moins de 24 heures',
  TOO_LATE_TO_CANCEL: 'Vous ne pouvez plus annuler le rendez-vous, car il a lieu dans moins de 24 heures',
  NOT_MODIFIABLE: 'Seuls les rendez-vous en attente ou confirmés peuvent être modifiés.',
  NOT_CANCELLABLE: 'Seuls les rendez-vous en attente ou confirmés peuvent être annulés.',
  ABSENCE_CONFLICT: 'L’absence ne pourra être créée qu’une fois ces rendez-vous déplacés ou annulés',
  VACATION_CONFLICT:
    'Les vacances coïncident avec des rendez-vous réservés : confirmez pour les enregistrer quand même.',
  BARBER_EMAIL_TAKEN: 'Un barbier existe déjà avec cet e-mail.',
  ACCOUNT_ALREADY_LINKED: 'Le compte avec cet e-mail est déjà lié à un autre barbier.',
  SERVICE_NAME_TAKEN: 'Une prestation porte déjà ce nom.',
  STATUS_FINAL: 'Les rendez-vous annulés ne peuvent plus être modifiés.',
  APPOINTMENT_NOT_STARTED:
    'Un rendez-vous qui n’a pas encore commencé ne peut pas être marqué comme terminé.',
  STATUS_COMPLETED:
    'Un rendez-vous terminé reste terminé : seul le patron peut le corriger, en indiquant le motif.',
  STATUS_TRANSITION_INVALID: 'Ce changement de statut n’est pas prévu pour ce rendez-vous.',
  STATUS_REASON_REQUIRED: 'Indiquez le motif pour corriger un rendez-vous terminé.',
  LAST_ADMIN: 'Il doit rester au moins un administrateur actif.',
  OWN_ACCOUNT:
    'Vous ne pouvez pas retirer votre propre rôle d’administrateur ni supprimer votre propre compte.',
  SETUP_DONE: 'La configuration initiale est déjà terminée. Connectez-vous avec le compte administrateur.',
  SETUP_CODE_INVALID:
    'Code de configuration non valable. Vous le trouvez dans le terminal ou dans le journal du serveur, affiché au démarrage.',
  RESET_TOKEN_INVALID:
    'Le lien pour réinitialiser le mot de passe n’est pas valable ou a expiré. Demandez-en un nouveau.',
  PAYLOAD_TOO_LARGE: 'La requête est trop volumineuse.',
  UNSUPPORTED_MEDIA_TYPE: 'Format de requête non pris en charge.',
  RATE_LIMITED: transportMessagesFr.RATE_LIMITED,
  LOGIN_RATE_LIMITED: 'Trop de tentatives de connexion. Réessayez dans une minute.',
  BOOKING_RATE_LIMITED:
    'Trop de réservations avec cet e-mail ou ce numéro de téléphone. Réessayez plus tard.',
  INTERNAL: 'Une erreur interne s’est produite. Réessayez plus tard.',
  UNAVAILABLE: transportMessagesFr.UNAVAILABLE,
  PAYMENT_NOT_FOUND: 'Paiement introuvable',
  PAYMENT_ALREADY_PROCESSED: 'Paiement introuvable ou déjà traité',
  PAYMENT_DECLINED: 'Paiement refusé. Utilisez un autre moyen de paiement.',
  PAYMENT_AMOUNT_INVALID:
    'Ce montant ne peut pas être payé en ligne (minimum CHF 0.50). Choisissez le paiement sur place.',
  REFUND_TOO_LARGE: 'Le remboursement dépasse le montant encore remboursable de ce paiement.',
  WEBHOOK_SIGNATURE_INVALID: 'Signature de la notification de paiement non valable ou expirée.',
  PAYMENT_NOT_CONFIRMABLE: 'Le paiement ne peut pas être confirmé dans son état actuel.',
  REFUND_NOT_ALLOWED: 'Seuls les paiements aboutis peuvent être remboursés.',
  PAYMENT_PROVIDER_ERROR: 'Le service de paiement ne répond pas. Réessayez dans quelques instants.',
  PAYMENTS_DISABLED:
    'Paiements indisponibles : le paiement en ligne n’est pas actif, vous pouvez payer sur place.',
  MOVE_SLOT_TAKEN:
    'Cet horaire est déjà occupé par un autre rendez-vous : le rendez-vous n’a pas été déplacé.',
  MANAGE_LINK_NOT_FOUND:
    'Rendez-vous introuvable : le lien n’est pas valable ou le rendez-vous est déjà passé.',
  MANAGE_LINK_RATE_LIMITED: 'Trop de liens non valables depuis cette adresse.',
  IMAGE_INVALID: 'Veuillez choisir un fichier image valable',
  IMAGE_TOO_LARGE: 'L’image ne doit pas dépasser 5 Mo',
  PRODUCT_NOT_FOUND: 'Produit introuvable',
  ORDER_NOT_FOUND: 'Commande introuvable',
  PRODUCT_UNAVAILABLE: 'Un produit du panier n’est plus disponible. Mettez le panier à jour et réessayez.',
  OUT_OF_STOCK: 'Quantité indisponible : un produit du panier est épuisé ou il en reste moins.',
  STOCK_NEGATIVE: 'Le stock ne peut pas descendre sous 0.',
  ORDER_NOT_PAID: 'Le paiement n’est pas abouti : la commande n’a pas été enregistrée.',
  BAD_URL: 'Adresse non valable : vérifiez le lien ou l’identifiant.',
  WAITING_ENTRY_FORBIDDEN: 'Vous n’avez pas l’autorisation de supprimer cette demande',
  WAITING_ENTRY_NOT_FOUND: 'Demande introuvable',
  WAITING_OFFER_NOT_FOUND: 'Offre introuvable : le lien n’est pas valable.',
  WAITING_OFFER_EXPIRED: 'L’offre a expiré : l’horaire n’est plus réservé pour vous.',
  WAITING_OFFER_TAKEN: 'Cet horaire n’est plus disponible.',
  LAST_MINUTE_OFFER_NOT_FOUND: 'Offre introuvable : le lien n’est pas valable.',
  LAST_MINUTE_TAKEN: 'Déjà réservé : quelqu’un a pris cet horaire avant vous.',
  LAST_MINUTE_EXPIRED: 'L’offre a expiré : l’horaire est trop proche pour le réserver ici.',
  PLAN_LIMIT_REACHED: 'Limite atteinte. Passez à un abonnement supérieur pour continuer.',
  SUBSCRIPTION_REQUIRED: 'Fonction bloquée. Activez un abonnement pour y accéder.',
  PLAN_NOT_FOUND: 'Formule introuvable',
  SUBSCRIPTION_NOT_FOUND: 'Abonnement introuvable',
  CONFIRM_TOKEN_INVALID:
    'Le lien de confirmation n’est pas valable ou a expiré. Connectez-vous et demandez-en un nouveau depuis votre profil avec « Renvoyer le lien ».',
  CONFIRM_RATE_LIMITED:
    'Vous avez déjà demandé plusieurs liens de confirmation. Vérifiez aussi le dossier des spams.',
  BARBER_ACCOUNT_UNCONFIRMED:
    'Un compte existe déjà avec cet e-mail, mais l’adresse n’est pas encore confirmée. Demandez au barbier d’ouvrir le lien de confirmation reçu par e-mail (ou d’en demander un nouveau depuis son profil), puis réessayez.',
  CROSS_SITE_REFUSED: 'Requête non autorisée depuis un autre site. Ouvrez la page du salon et réessayez.',
  NO_SHOW_NOT_STARTED: 'Un rendez-vous qui n’a pas encore commencé ne peut pas être marqué comme non honoré.',
  SERIES_CONFLICT:
    'Entre-temps, certaines dates de la série ont été réservées : choisissez à nouveau pour ces dates. Aucun rendez-vous n’a été créé.',
  DEPOSIT_REQUIRED: 'Un acompte est demandé pour cette réservation : payez-le par carte ou TWINT pour confirmer.',
};

/** bookingRuleMessagesIt in French. */
export const bookingRuleMessagesFr: typeof bookingRuleMessagesIt = {
  outsideWindow: (days) =>
    `Vous pouvez réserver uniquement d’aujourd’hui à ${days} jours à l’avance. Choisissez une autre date.`,
  tooLateToModify: (hours) =>
    `Vous ne pouvez plus modifier le rendez-vous, car il a lieu dans moins de ${hours} heures`,
  tooLateToCancel: (hours) =>
    `Vous ne pouvez plus annuler le rendez-vous, car il a lieu dans moins de ${hours} heures`,
};

/** inputMessagesIt in French. */
export const inputMessagesFr: Record<keyof typeof inputMessagesIt, string> = {
  badCharacters: 'Le texte contient des caractères non autorisés.',
};
