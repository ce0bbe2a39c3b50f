import type { Catalogue } from './catalogue';
import type { PRODUCT_CATEGORY_LABELS } from '../domain/shop';

/**
 * The product categories in English, beside the Italian PRODUCT_CATEGORY_LABELS: the one table the shop page,
 * the admin's product screens and the assistant's answers read.
 */
export const productCategoriesEn: Catalogue<typeof PRODUCT_CATEGORY_LABELS> = {
  shampoo: 'Shampoo',
  conditioner: 'Conditioner',
  styling: 'Styling',
  beard_care: 'Beard care',
  hair_oil: 'Hair oil',
  pomade: 'Pomade',
  wax: 'Wax',
  gel: 'Gel',
  aftershave: 'Aftershave',
  cologne: 'Cologne',
  tools: 'Tools',
  accessories: 'Accessories',
  gift_sets: 'Gift sets',
  other: 'Other',
};
