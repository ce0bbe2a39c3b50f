import type { Catalogue } from './catalogue';
import type { PRODUCT_CATEGORY_LABELS } from '../domain/shop';

/**
 * The product categories in French (fr-CH), beside the Italian PRODUCT_CATEGORY_LABELS: the one table the shop
 * page, the admin's product screens and the assistant's answers read.
 */
export const productCategoriesFr: Catalogue<typeof PRODUCT_CATEGORY_LABELS> = {
  shampoo: 'Shampoing',
  conditioner: 'Après-shampoing',
  styling: 'Coiffage',
  beard_care: 'Soin de la barbe',
  hair_oil: 'Huile capillaire',
  pomade: 'Pommade',
  wax: 'Cire',
  gel: 'Gel coiffant',
  aftershave: 'Après-rasage',
  cologne: 'Eau de Cologne',
  tools: 'Outils',
  accessories: 'Accessoires',
  gift_sets: 'Coffrets cadeaux',
  other: 'Autre',
};
