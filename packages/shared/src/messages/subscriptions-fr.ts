import type { Catalogue } from './catalogue';
import type { subscriptionTextsIt } from './subscriptions-it';

/** subscriptions-it.ts in French. */
export const subscriptionTextsFr: Catalogue<typeof subscriptionTextsIt> = {
  selected: "Abonnement choisi. Terminez le paiement pour l'activer.",
  alreadyActive: "L'abonnement choisi est déjà actif.",
  changeSelected: "Nouvel abonnement choisi : l'actuel reste actif jusqu'à ce que le paiement soit terminé.",
  planAlreadyPaid: "L'abonnement est déjà actif : aucun nouveau paiement n'est nécessaire.",
  planMismatch: "L'abonnement ne correspond pas à celui choisi. Choisissez de nouveau l'abonnement.",
  paymentDescription: (displayName) => `Abonnement ${displayName} (1 mois)`,
  renewalDescription: (displayName) => `Renouvellement abonnement ${displayName} (1 mois)`,
  autoRenewOn: 'Renouvellement automatique activé.',
  autoRenewOff: 'Renouvellement automatique désactivé.',
  autoRenewNeedsSavedCard:
    "Le renouvellement automatique demande une carte enregistrée : activez-le lors du prochain paiement de l'abonnement.",
  receiptNotPaid: 'Quittance disponible uniquement pour les paiements terminés',
  usageUnavailable: 'Statistiques non disponibles sans abonnement actif.',
  notSentInactive: (access: string) => `${access} Message non envoyé.`,
  notSentLimit: (resource: string, current: number, limit: string) =>
    `Limite de ${resource} atteinte (${current}/${limit}) : message non envoyé.`,
  reminderSubject: (days) =>
    days <= 1 ? 'Votre abonnement se termine demain' : `Votre abonnement se termine dans ${days} jours`,
  renewedSubject: 'Abonnement renouvelé',
  expiredSubject: 'Abonnement échu',
};
