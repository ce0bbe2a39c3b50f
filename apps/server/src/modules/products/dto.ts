import { PRODUCT_CATEGORY_LABELS, isLowStock, stockLabel } from '@barber/shared/domain/shop';
import { rappenToChf } from '@barber/shared/domain/money';
import type { Product } from '@barber/shared/schemas/products';
import { mediaUrl } from '../../infra/storage/media-routes';
import type { ProductRow } from './repo';

/** A product as the API answers it (001 'Product', 002 'Product'): CHF, image URLs, the spec's inventory object. */
export function toProductDto(row: ProductRow): Product {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    brand: row.brand,
    description: row.description,
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
  };
}
