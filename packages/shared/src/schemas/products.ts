import { z } from 'zod';
import { ContentTranslationsRead } from './content-translations';
import { PRODUCT_CATEGORIES } from '../domain/shop';
import { MessageResponse } from './common';
import { updateBody } from './update-body';
import { line, multiLine, webLink } from './text';

/**
 * Products of the shop (001 section 3, 002 sections 3, 5, 7). Prices cross the API in CHF numbers; the form's
 * fields may come as JSON or as the text fields of a multipart form (numbers and booleans as strings), so each
 * field takes both.
 */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Il nome del prodotto è obbligatorio',
  nameTooLong: 'Il nome del prodotto è troppo lungo (max 120 caratteri)',
  priceRequired: 'Il prezzo è obbligatorio',
  priceInvalid: 'Il prezzo deve essere maggiore di 0 (max CHF 10000, 2 decimali)',
  categoryInvalid: 'Categoria non valida',
  quantityInvalid: 'La quantità deve essere un numero intero da 0 a 100000',
  booleanInvalid: 'Valore non valido: usa true o false',
  textTooLong: 'Testo troppo lungo',
} as const;

export const ProductCategory = z.enum(PRODUCT_CATEGORIES, { error: PRODUCT_MESSAGES.categoryInvalid });

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const numberField = (message: string) =>
  z.preprocess((v) => {
    const value = blankToUndefined(v);
    return typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  }, z.number({ error: message }).optional());
const booleanField = z.preprocess(
  (v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' ? false : blankToUndefined(v)),
  z.boolean({ error: PRODUCT_MESSAGES.booleanInvalid }).optional(),
);
const Quantity = numberField(PRODUCT_MESSAGES.quantityInvalid).pipe(
  z.number().int({ error: PRODUCT_MESSAGES.quantityInvalid }).min(0, { error: PRODUCT_MESSAGES.quantityInvalid })
    .max(100_000, { error: PRODUCT_MESSAGES.quantityInvalid }).optional(),
);
const Price = numberField(PRODUCT_MESSAGES.priceRequired).pipe(
  z
    .number()
    .min(0.05, { error: PRODUCT_MESSAGES.priceInvalid })
    .max(10_000, { error: PRODUCT_MESSAGES.priceInvalid })
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, { error: PRODUCT_MESSAGES.priceInvalid })
    .optional(),
);
const Text = (max: number) => line(z.string().trim().max(max, { error: PRODUCT_MESSAGES.textTooLong })).optional();

/**
 * The product form (002 section 5): name, description, price, quantity, category, brand, imageUrl, isActive,
 * isFeatured, plus minQuantity and the nested inventory the API's own answers carry. The image is the multipart
 * field 'image' (imageUrl and images are accepted and ignored: images are uploads only, never hotlinks).
 * removeImage clears the product's images on an edit.
 */
const productFields = {
  name: line(
    z
      .string({ error: PRODUCT_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: PRODUCT_MESSAGES.nameRequired })
      .max(120, { error: PRODUCT_MESSAGES.nameTooLong }),
  ).optional(),
  brand: Text(80),
  description: multiLine(z.string().trim().max(2000, { error: PRODUCT_MESSAGES.textTooLong })).optional(),
  category: z.preprocess(blankToUndefined, ProductCategory.optional()),
  price: Price,
  quantity: Quantity,
  minQuantity: Quantity,
  inventory: z.strictObject({ quantity: Quantity, minQuantity: Quantity }).optional(),
  isActive: booleanField,
  isFeatured: booleanField,
  removeImage: booleanField,
  // Ignored, yet a link like any other: a web address or a path on this site (an image it serves), nothing else.
  imageUrl: webLink({ max: 2000, tooLong: PRODUCT_MESSAGES.textTooLong, sitePath: true }).nullish(),
  images: z.array(z.unknown()).max(20).optional(),
};

export const ProductImage = z.object({
  /** The large WebP (at most 1200 px), served with a year of caching. */
  url: z.string(),
  /** The thumbnail WebP (at most 400 px) for cards and cart lines. */
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A product as the shop and the admin read it (001 section 3 'Product', 002 section 3). */
export const Product = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  category: ProductCategory,
  /** The Italian label of the category ('Cura Barba'). */
  categoryLabel: z.string(),
  /** CHF. */
  price: z.number(),
  images: z.array(ProductImage),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  inventory: z.object({ quantity: z.number().int(), minQuantity: z.number().int() }),
  /** 'Disponibile', 'Scorte limitate' or 'Esaurito' (001 section 9). */
  stockLabel: z.string(),
  /** At or below minQuantity: the admin's 'Stock basso'. */
  lowStock: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The owner's versions in other languages (issue 28 item 5): in the admin's list only. */
  translations: ContentTranslationsRead.optional(),
});
export type Product = z.infer<typeof Product>;

/** PUT /products/:id: any subset of the form's fields; the rest of the product read may be sent back (ignored). */
export const ProductUpdateRequest = updateBody(productFields, Product);
export type ProductUpdateRequest = z.output<typeof ProductUpdateRequest>;

/** POST /products: name, price and category are required (002 section 5). */
export const ProductCreateRequest = z.strictObject(productFields).superRefine((body, ctx) => {
  if (body.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: PRODUCT_MESSAGES.nameRequired });
  if (body.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: PRODUCT_MESSAGES.priceRequired });
  if (body.category === undefined)
    ctx.addIssue({ code: 'custom', path: ['category'], message: PRODUCT_MESSAGES.categoryInvalid });
});
export type ProductCreateRequest = z.output<typeof ProductCreateRequest>;


const page = z.coerce.number({ error: 'Pagina non valida' }).int({ error: 'Pagina non valida' }).min(1, { error: 'Pagina non valida' }).max(10_000).default(1);
const categoryFilter = z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), ProductCategory.optional());

/** GET /products: active products only; the shop asks limit=50 (001 section 9). */
export const ProductListQuery = z.object({
  category: categoryFilter,
  search: line(z.string().trim().max(100, { error: PRODUCT_MESSAGES.textTooLong })).optional(),
  limit: z.coerce.number({ error: 'Limite non valido' }).int().min(1, { error: 'Limite non valido' }).max(100, { error: 'Limite non valido' }).default(50),
  page,
});
export type ProductListQuery = z.output<typeof ProductListQuery>;

/** GET /products/admin/all: every product; status active, inactive or low (stock at or below minQuantity). */
export const AdminProductQuery = z.object({
  category: categoryFilter,
  status: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(['active', 'inactive', 'low_stock'], { error: 'Filtro non valido' }).optional(),
  ),
  search: line(z.string().trim().max(100, { error: PRODUCT_MESSAGES.textTooLong })).optional(),
});
export type AdminProductQuery = z.output<typeof AdminProductQuery>;

export const Pagination = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  limit: z.number().int(),
});

export const ProductListResponse = z.object({ success: z.literal(true), data: z.array(Product), pagination: Pagination });
export const AdminProductListResponse = z.object({ success: z.literal(true), data: z.array(Product) });
export const ProductResponse = z.object({ success: z.literal(true), data: Product, message: z.string().optional() });
export const ProductCategoriesResponse = z.object({
  success: z.literal(true),
  /** The category codes (001 section 7); labels beside them for clients without the shared list. */
  data: z.array(ProductCategory),
  labels: z.record(z.string(), z.string()),
});
export const ProductDeleteResponse = MessageResponse;

/** PATCH /products/:id/inventory (002 section 7): quantity and operation (default set). */
export const InventoryRequest = z.strictObject({
  quantity: z
    .number({ error: PRODUCT_MESSAGES.quantityInvalid })
    .int({ error: PRODUCT_MESSAGES.quantityInvalid })
    .min(0, { error: PRODUCT_MESSAGES.quantityInvalid })
    .max(100_000, { error: PRODUCT_MESSAGES.quantityInvalid }),
  operation: z.enum(['set', 'add', 'subtract'], { error: 'Operazione non valida: set, add o subtract' }).default('set'),
});
export type InventoryRequest = z.output<typeof InventoryRequest>;
