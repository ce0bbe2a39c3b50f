import { chfToRappen } from '@barber/shared/domain/money';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '@barber/shared/domain/shop';
import type {
  AdminProductQuery,
  InventoryRequest,
  ProductListQuery,
  ProductUpdateRequest,
} from '@barber/shared/schemas/products';
import type { ProductImageRow } from '../../db/schema';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import type { Language } from '@barber/shared/messages/languages';
import { cleanTranslations } from '@barber/shared/domain/content-translations';
import type { ProductTranslationsRequest } from '@barber/shared/schemas/content-translations';
import { AppError } from '../../infra/errors';
import { toProductDto } from './dto';
import { removeImageFiles, storeProductImage } from './images';
import * as repo from './repo';

/** After every write: the public list kept in memory per language and query (ADR 0080), on every instance. */
function productsChanged(ctx: AppContext) {
  ctx.realtime.listsChanged(['products']);
}

export async function listActiveProducts(ctx: AppContext, query: ProductListQuery, language: Language) {
  const filter = { category: query.category, search: query.search, activeOnly: true };
  const [rows, total] = await Promise.all([
    repo.listProducts(ctx.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    repo.countProducts(ctx.db, filter),
  ]);
  return {
    success: true as const,
    data: rows.map((row) => toProductDto(row, language)),
    pagination: { total, page: query.page, pages: Math.max(1, Math.ceil(total / query.limit)), limit: query.limit },
  };
}

export function productCategories() {
  return { success: true as const, data: [...PRODUCT_CATEGORIES], labels: { ...PRODUCT_CATEGORY_LABELS } };
}

/** An inactive product is the admin's only: to anyone else it does not exist. */
export async function getProduct(ctx: AppContext, id: string, caller: AuthUser | null, language: Language) {
  const row = await repo.findProduct(ctx.db, id);
  if (!row || (!row.isActive && caller?.role !== 'admin')) throw new AppError('PRODUCT_NOT_FOUND');
  return { success: true as const, data: toProductDto(row, language) };
}

export async function listAllProducts(ctx: AppContext, query: AdminProductQuery) {
  const rows = await repo.listProducts(ctx.db, query);
  return { success: true as const, data: rows.map((row) => toProductDto(row)) };
}

/** The form's fields as columns; absent fields stay as they are. */
function columnsOf(input: ProductUpdateRequest): Partial<repo.NewProduct> {
  const quantity = input.quantity ?? input.inventory?.quantity;
  const minQuantity = input.minQuantity ?? input.inventory?.minQuantity;
  const columns: Partial<repo.NewProduct> = {
    name: input.name,
    brand: input.brand,
    description: input.description,
    category: input.category,
    priceRappen: input.price === undefined ? undefined : chfToRappen(input.price),
    inventoryQuantity: quantity,
    minQuantity,
    isActive: input.isActive,
    isFeatured: input.isFeatured,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

export async function createProduct(ctx: AppContext, input: ProductUpdateRequest, image: Buffer | null) {
  // The picture is checked and stored first: a refused image creates nothing.
  const images = image ? [await storeProductImage(ctx, image)] : [];
  const now = ctx.now();
  const row = await repo.insertProduct(ctx.db, {
    ...(columnsOf(input) as repo.NewProduct),
    images,
    createdAt: now,
    updatedAt: now,
  });
  productsChanged(ctx);
  return { success: true as const, data: toProductDto(row), message: 'Prodotto creato con successo!' };
}

export async function updateProduct(ctx: AppContext, id: string, input: ProductUpdateRequest, image: Buffer | null) {
  if (!(await repo.findProduct(ctx.db, id))) throw new AppError('PRODUCT_NOT_FOUND');
  const stored = image ? await storeProductImage(ctx, image) : null;
  const { row, removed } = await ctx.db.transaction(async (tx) => {
    const before = await repo.findProductForUpdate(tx, id);
    if (!before) throw new AppError('PRODUCT_NOT_FOUND');
    const images: ProductImageRow[] | undefined = stored ? [stored] : input.removeImage ? [] : undefined;
    const updated = await repo.updateProduct(tx, id, {
      ...columnsOf(input),
      ...(images ? { images } : {}),
      updatedAt: ctx.now(),
    });
    return { row: updated, removed: images ? before.images : [] };
  });
  productsChanged(ctx);
  await removeUnused(ctx, removed);
  return { success: true as const, data: toProductDto(row), message: 'Prodotto aggiornato con successo!' };
}

/** Deletes the product, then its files (after the commit: a rollback must not leave a row without its pictures). */
export async function deleteProduct(ctx: AppContext, id: string) {
  const row = await repo.deleteProduct(ctx.db, id);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  productsChanged(ctx);
  await removeUnused(ctx, row.images);
  return { success: true as const, message: 'Prodotto eliminato con successo!' };
}

async function removeUnused(ctx: AppContext, images: readonly ProductImageRow[]) {
  if (images.length === 0) return;
  const inUse = await repo.imageKeysInUse(ctx.db, images.flatMap((i) => [i.large, i.thumb]));
  await removeImageFiles(ctx, images, inUse);
}

/** PATCH /products/:id/inventory: one conditional update; a subtraction below 0 is a 409 and changes nothing. */
export async function changeInventory(ctx: AppContext, id: string, body: InventoryRequest) {
  const row = await repo.changeStock(ctx.db, id, body.quantity, body.operation, ctx.now());
  if (!row) {
    if (!(await repo.findProduct(ctx.db, id))) throw new AppError('PRODUCT_NOT_FOUND');
    throw new AppError('STOCK_NEGATIVE');
  }
  productsChanged(ctx);
  return { success: true as const, data: toProductDto(row), message: 'Magazzino aggiornato' };
}

/** The owner's German, French and English name and description; what is left empty shows the Italian. */
export async function saveProductTranslations(ctx: AppContext, id: string, input: ProductTranslationsRequest) {
  const row = await repo.saveTranslations(ctx.db, id, cleanTranslations(input), ctx.now());
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  productsChanged(ctx);
  return { success: true as const, data: toProductDto(row), message: 'Traduzioni salvate.' };
}
