import type { Catalogue } from './catalogue';
import type { cancelReasonsIt } from './cancel-reasons-it';

/** cancelReasonsIt in English. */
export const cancelReasonsEn: Catalogue<typeof cancelReasonsIt> = {
  client: 'Cancelled by the customer',
  admin: 'Cancelled by the administrator',
  barber: 'Cancelled by the barber',
};
