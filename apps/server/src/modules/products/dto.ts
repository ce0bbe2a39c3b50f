import { PRODUCT_CATEGORY_LABELS, isLowStock, stockLabel } from '@barber/shared/domain/shop';
import { rappenToChf } from '@barber/shared/domain/money';
import { localize } from '@barber/shared/domain/content-translations';
import type { Language } from '@barber/shared/messages/languages';
import type { Product } from '@barber/shared/schemas/products';
import { mediaUrl } from '../../infra/storage/media-routes';
import type { ProductRow } from './repo';

const TRANSLATED = ['name', 'description'] as const;

/**
 * A product as the API answers it (001 'Product', 002 'Product'): CHF, image URLs, the spec's inventory object.
 * With a language (the shop's pages) its name and description are the owner's version in that language where
 * there is one (issue 28 item 5); without one (the admin's list) the Italian, with the translations beside it.
 */
export function toProductDto(row: ProductRow, language?: Language): Product {
  const texts = language ? localize(row, row.translations, language, TRANSLATED) : row;
  return {
    _id: row.id,
    id: row.id,
    name: texts.name,
    brand: row.brand,
    description: texts.description,
    category: row.category,
    categoryLabel: PRODUCT_CATEGORY_LABELS[row.category],
    price: rappenToChf(row.priceRappen),
    images: row.images.map((image) => ({
      url: mediaUrl(image.large),
      thumbUrl: mediaUrl(image.thumb),
      width: image.width,
      height: image.height,
    })),
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    inventory: { quantity: row.inventoryQuantity, minQuantity: row.minQuantity },
    stockLabel: stockLabel(row.inventoryQuantity),
    lowStock: isLowStock(row.inventoryQuantity, row.minQuantity),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(language ? {} : { translations: row.translations }),
  };
}
