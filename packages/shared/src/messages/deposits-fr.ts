import { formatRappenText } from '../domain/chf-text';
import type { Catalogue } from './catalogue';
import type { depositTextsIt } from './deposits-it';

/** depositTextsIt in French (fr-CH): the deposit's reason and forfeit terms as the customer reads and accepts them. */
export const depositTextsFr: Catalogue<typeof depositTextsIt> = {
  missedReason: (misses, amountRappen) =>
    `Au cours des 12 derniers mois, ${misses === 1 ? '1 rendez-vous a été manqué' : `${misses} rendez-vous ont été manqués`} ` +
    `(absences ou annulations tardives) : pour réserver, un acompte de ${formatRappenText(amountRappen)} est demandé, ` +
    'déduit du prix au salon.',
  firstTimePeakReason: (amountRappen) =>
    `Aux heures de pointe, un acompte de ${formatRappenText(amountRappen)} est demandé aux nouveaux clients, ` +
    'déduit du prix au salon.',
  terms: (amountRappen, noticeHours) =>
    `J'accepte que le salon garde l'acompte de ${formatRappenText(amountRappen)} si je ne me présente pas ou si ` +
    `j'annule moins de ${noticeHours} heures avant le rendez-vous. Si c'est le salon qui annule, l'acompte m'est remboursé.`,
  description: (serviceName) => `Acompte pour ${serviceName}`,
  notNeeded: "Aucun acompte n'est demandé pour cette réservation.",
  termsRequired: "Pour payer l'acompte, acceptez les conditions.",
};
