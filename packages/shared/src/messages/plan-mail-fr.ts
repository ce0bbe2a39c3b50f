import type { Catalogue } from './catalogue';
import type { PlanMailTexts } from './plan-mail-it';

/** planMailTextsIt in French (fr-CH). */
export const planMailTextsFr: Catalogue<PlanMailTexts> = {
  renewsOn: (plan, date, price) => `Votre abonnement ${plan} sera renouvelé automatiquement le ${date} (${price}).`,
  endsOn: (plan, date) =>
    `Votre abonnement ${plan} se termine le ${date}. Renouvelez-le pour garder l'accès au tableau de bord.`,
  renewed: (plan, price) => `Votre abonnement ${plan} a été renouvelé : ${price} débités.`,
  expiredOn: (plan, date) =>
    `Votre abonnement ${plan} a expiré le ${date}. Choisissez un abonnement pour réactiver le tableau de bord.`,
  failedSubject: "Échec du renouvellement de l'abonnement",
  failed: (plan, price, why) => `Le renouvellement de l'abonnement ${plan} (${price}) n'a pas été débité : ${why}`,
  needsAuthentication:
    'la banque demande la confirmation du titulaire de la carte (3D Secure), impossible sans vous.',
  methodUnusable: "le moyen de paiement enregistré n'est plus utilisable.",
  payAgain: (blocked) => `${blocked} : choisissez l'abonnement et payez-le depuis la page Abonnement.`,
};
