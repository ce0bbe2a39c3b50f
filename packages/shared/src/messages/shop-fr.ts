import { formatRappenText } from '../domain/chf-text';
import type { Catalogue } from './catalogue';
import type { shopTextsIt } from './shop-it';

/** shop-it.ts in French. */
export const shopTextsFr: Catalogue<typeof shopTextsIt> = {
  orderDescription: (items) => `Commande boutique : ${items} ${items === 1 ? 'article' : 'articles'}`,
  outOfStock: (name, available) =>
    available > 0
      ? `Quantité non disponible pour « ${name} » : il en reste ${available}.`
      : `« ${name} » est épuisé.`,
  unavailable: (name) =>
    name ? `« ${name} » n'est plus disponible.` : "Un produit du panier n'existe plus.",
  lateOutOfStock:
    "Le paiement est arrivé après l'échéance et les produits n'étaient plus disponibles : le montant est remboursé.",
  orderPlaced: 'Commande reçue ! Paiement au retrait au salon.',
  orderPaid: 'Paiement terminé. La commande sera prête à être retirée.',
  statusUpdated: 'Statut de la commande mis à jour !',
  refundOrderCancelled: 'Remboursement pour commande annulée',
  refundOrderLate:
    "Remboursement automatique : le paiement est arrivé après l'échéance et les produits n'étaient plus disponibles",
  pickup: 'Retrait au salon',
  total: (rappen) => `Total : ${formatRappenText(rappen)}`,
};
