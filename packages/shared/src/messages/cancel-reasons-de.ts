import type { Catalogue } from './catalogue';
import type { cancelReasonsIt } from './cancel-reasons-it';

/** cancelReasonsIt in German (de-CH). */
export const cancelReasonsDe: Catalogue<typeof cancelReasonsIt> = {
  client: 'Von der Kundin oder vom Kunden abgesagt',
  admin: 'Von der Geschäftsleitung abgesagt',
  barber: 'Vom Coiffeur abgesagt',
};
