import { ProductUpdateRequest } from '@barber/shared/schemas/products';
import type { ProductCategory } from '@barber/shared/domain/shop';
import { checkWithSchema } from '../../../lib/schema-field-errors';
import { adminShop } from '../../../i18n/admin-shop';
import type { AdminProduct, ProductPayload } from './products-api';

const t = adminShop.products;

/** 002 section 9: at most 5 MB (5242880 bytes). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Why a chosen file cannot be sent, or null. Only the browser's word on the type (the server checks the
 * content): a renamed text file gets past this and is refused by the server with the same text.
 */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return t.errors.imageInvalid;
  if (file.size > MAX_IMAGE_BYTES) return t.errors.imageTooLarge;
  return null;
}

/** The form as typed: every field a string or a flag, as the inputs hold them. */
export interface ProductFormValues {
  name: string;
  brand: string;
  description: string;
  price: string;
  category: ProductCategory | '';
  quantity: string;
  minQuantity: string;
  isActive: boolean;
  isFeatured: boolean;
}

export type ProductField = 'name' | 'price' | 'category' | 'quantity' | 'minQuantity' | 'brand' | 'description';

export const emptyProduct: ProductFormValues = {
  name: '',
  brand: '',
  description: '',
  price: '',
  category: '',
  // 002 section 5: quantity defaults to 0.
  quantity: '0',
  minQuantity: '0',
  isActive: true,
  isFeatured: false,
};

export const productValues = (product: AdminProduct): ProductFormValues => ({
  name: product.name,
  brand: product.brand,
  description: product.description,
  price: product.price.toFixed(2),
  category: product.category,
  quantity: String(product.inventory.quantity),
  minQuantity: String(product.inventory.minQuantity),
  isActive: product.isActive,
  isFeatured: product.isFeatured,
});

export type ProductCheck =
  | { ok: true; payload: ProductPayload }
  | { ok: false; formError?: string; fields: Partial<Record<ProductField, string>> };

/**
 * 002 section 5: name, price and category are required ('Compila tutti i campi obbligatori'); then the API's own
 * schema, so a price with three decimals or a negative stock gets the same message here as from the server.
 */
export function checkProduct(values: ProductFormValues): ProductCheck {
  const missing: Partial<Record<ProductField, string>> = {};
  if (!values.name.trim()) missing.name = t.errors.required;
  if (!values.price.trim()) missing.price = t.errors.required;
  if (!values.category) missing.category = t.errors.required;
  if (Object.keys(missing).length > 0) return { ok: false, formError: t.errors.required, fields: missing };

  const parsed = checkWithSchema<ProductUpdateRequest, ProductField>(ProductUpdateRequest, {
    name: values.name,
    brand: values.brand,
    description: values.description,
    price: values.price,
    category: values.category,
    quantity: values.quantity.trim() === '' ? '0' : values.quantity,
    minQuantity: values.minQuantity.trim() === '' ? '0' : values.minQuantity,
  });
  if (!parsed.ok) return { ok: false, fields: parsed.errors };
  const data = parsed.data;
  return {
    ok: true,
    payload: {
      name: data.name ?? '',
      brand: data.brand ?? '',
      description: data.description ?? '',
      price: data.price ?? 0,
      category: data.category ?? 'other',
      quantity: data.quantity ?? 0,
      minQuantity: data.minQuantity ?? 0,
      isActive: values.isActive,
      isFeatured: values.isFeatured,
    },
  };
}
