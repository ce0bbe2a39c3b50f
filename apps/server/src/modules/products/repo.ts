import { and, asc, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductCategory } from '@barber/shared/domain/shop';
import { queryRows, type Executor } from '../../db/client';
import { products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

export interface ProductFilter {
  category?: ProductCategory | undefined;
  search?: string | undefined;
  /** The public shop sees active products only. */
  activeOnly?: boolean;
  status?: 'active' | 'inactive' | 'low_stock' | undefined;
}

/** A search term as a LIKE pattern: % and _ typed by a person are letters, not wildcards. */
const pattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: ProductFilter): SQL | undefined {
  const term = filter.search?.trim();
  return and(
    filter.activeOnly || filter.status === 'active' ? eq(products.isActive, true) : undefined,
    filter.status === 'inactive' ? eq(products.isActive, false) : undefined,
    filter.status === 'low_stock' ? lte(products.inventoryQuantity, products.minQuantity) : undefined,
    filter.category ? eq(products.category, filter.category) : undefined,
    term
      ? or(ilike(products.name, pattern(term)), ilike(products.brand, pattern(term)), ilike(products.description, pattern(term)))
      : undefined,
  );
}

/** Featured first, then by name: the shop's grid order. */
const ORDER = [desc(products.isFeatured), asc(products.name), asc(products.id)];

export async function listProducts(
  exec: Executor,
  filter: ProductFilter,
  page?: { limit: number; offset: number },
): Promise<ProductRow[]> {
  const query = exec.select().from(products).where(whereOf(filter)).orderBy(...ORDER);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countProducts(exec: Executor, filter: ProductFilter): Promise<number> {
  const [row] = await exec.select({ n: sql<number>`count(*)::int` }).from(products).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findProduct(exec: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await exec.select().from(products).where(eq(products.id, id));
  return row;
}

export async function findProductForUpdate(exec: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await exec.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function insertProduct(exec: Executor, values: NewProduct): Promise<ProductRow> {
  const [row] = await exec.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(exec: Executor, id: string, values: Partial<NewProduct>): Promise<ProductRow> {
  const [row] = await exec.update(products).set(values).where(eq(products.id, id)).returning();
  return row!;
}

/** Undefined when no such product exists. */
export async function saveTranslations(exec: Executor, id: string, translations: ProductRow['translations'], now: Date): Promise<ProductRow | undefined> {
  const [row] = await exec.update(products).set({ translations, updatedAt: now }).where(eq(products.id, id)).returning();
  return row;
}

export async function deleteProduct(exec: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await exec.delete(products).where(eq(products.id, id)).returning();
  return row;
}

/**
 * One atomic change of the stock: set, add, or subtract only while enough is there. The database applies each
 * in turn on the row, so concurrent calls never lose one another's change; undefined when nothing changed
 * (no such product, or a subtraction below 0).
 */
export async function changeStock(
  exec: Executor,
  id: string,
  quantity: number,
  operation: 'set' | 'add' | 'subtract',
  now: Date,
): Promise<ProductRow | undefined> {
  const value =
    operation === 'set'
      ? sql`${quantity}`
      : operation === 'add'
        ? sql`${products.inventoryQuantity} + ${quantity}`
        : sql`${products.inventoryQuantity} - ${quantity}`;
  const [row] = await exec
    .update(products)
    .set({ inventoryQuantity: value, updatedAt: now })
    .where(and(eq(products.id, id), operation === 'subtract' ? sql`${products.inventoryQuantity} >= ${quantity}` : undefined))
    .returning();
  return row;
}

/** Which of these storage keys some product's images still point to. */
export async function imageKeysInUse(exec: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const list = sql.join(keys.map((k) => sql`${k}`), sql`, `);
  const rows = await queryRows<{ large: string; thumb: string }>(
    exec,
    sql`select e->>'large' as large, e->>'thumb' as thumb
        from ${products} p, jsonb_array_elements(p.images) e
        where e->>'large' in (${list}) or e->>'thumb' in (${list})`,
  );
  return new Set(rows.flatMap((r) => [r.large, r.thumb]));
}
