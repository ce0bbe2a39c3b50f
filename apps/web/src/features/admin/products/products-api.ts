import { queryOptions } from '@tanstack/react-query';
import type { ProductCategory } from '@barber/shared/domain/shop';
import type { CallAnswer } from '../../../lib/api-call';
import { adminCall, listOf } from '../admin-request';
import { uploadProductForm, type ProductAnswer } from './upload-request';

export type AdminProduct = CallAnswer<'adminProducts'>['data'][number];
export type { ProductAnswer };
export type ProductStatusFilter = 'all' | 'active' | 'inactive' | 'low_stock';
export type InventoryOperation = 'set' | 'add' | 'subtract';

export interface ProductFilters {
  category: ProductCategory | '';
  status: ProductStatusFilter;
}

/** Under the admin's prefix; the public shop's lists (['shop', ...]) are refreshed beside it after a change. */
export const adminProductsKey = ['admin', 'products'] as const;

export const adminProductsQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...adminProductsKey, filters],
    queryFn: ({ signal }) =>
      adminCall(
        'adminProducts',
        {
          query: {
            ...(filters.category ? { category: filters.category } : {}),
            ...(filters.status === 'all' ? {} : { status: filters.status }),
          },
        },
        { signal },
      ).then(listOf),
  });

/** The form's fields as the API takes them (the same names in JSON and in multipart). */
export interface ProductPayload {
  name: string;
  brand: string;
  description: string;
  price: number;
  category: ProductCategory;
  quantity: number;
  minQuantity: number;
  isActive: boolean;
  isFeatured: boolean;
}

export interface SaveProduct {
  /** Missing: a new product. */
  id?: string;
  payload: ProductPayload;
  /** A new photo, sent as the multipart field 'image' (with progress). */
  image: File | null;
  /** Editing: drop the product's photos. */
  removeImage: boolean;
}

/**
 * Creates or updates a product: JSON without a photo; multipart through XHR with one, so the form can show the
 * upload's progress.
 */
export function saveProduct({ id, payload, image, removeImage }: SaveProduct, onProgress: (fraction: number) => void) {
  if (image) {
    const form = new FormData();
    for (const [key, value] of Object.entries(payload)) form.append(key, String(value));
    form.append('image', image);
    return id
      ? uploadProductForm('updateProduct', { id }, form, onProgress)
      : uploadProductForm('createProduct', {}, form, onProgress);
  }
  return id
    ? adminCall('updateProduct', { params: { id }, body: { ...payload, ...(removeImage ? { removeImage: true } : {}) } })
    : adminCall('createProduct', { body: payload });
}

export const deleteProduct = (id: string) => adminCall('deleteProduct', { params: { id } });

export const changeInventory = (id: string, quantity: number, operation: InventoryOperation) =>
  adminCall('productInventory', { params: { id }, body: { quantity, operation } });
