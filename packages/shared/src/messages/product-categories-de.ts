import type { Catalogue } from './catalogue';
import type { PRODUCT_CATEGORY_LABELS } from '../domain/shop';

/**
 * The product categories in German (de-CH), beside the Italian PRODUCT_CATEGORY_LABELS: the one table the shop
 * page and the assistant's answers read (the admin's product list names its shelves in the plural instead, see
 * apps/web/src/i18n/de/admin-shop.ts).
 */
export const productCategoriesDe: Catalogue<typeof PRODUCT_CATEGORY_LABELS> = {
  shampoo: 'Shampoo',
  conditioner: 'Spülung',
  styling: 'Styling',
  beard_care: 'Bartpflege',
  hair_oil: 'Haaröl',
  pomade: 'Pomade',
  wax: 'Wachs',
  gel: 'Gel',
  aftershave: 'Aftershave',
  cologne: 'Eau de Cologne',
  tools: 'Werkzeuge',
  accessories: 'Zubehör',
  gift_sets: 'Geschenksets',
  other: 'Anderes',
};
