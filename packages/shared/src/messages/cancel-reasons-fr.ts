import type { Catalogue } from './catalogue';
import type { cancelReasonsIt } from './cancel-reasons-it';

/** cancelReasonsIt in French (fr-CH). */
export const cancelReasonsFr: Catalogue<typeof cancelReasonsIt> = {
  client: 'Annulé par le client',
  admin: "Annulé par l'administrateur",
  barber: 'Annulé par le coiffeur',
};
