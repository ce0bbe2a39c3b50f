import { and, count, desc, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactRequests } from '../../db/schema';

export type ContactRow = typeof contactRequests.$inferSelect;
export type NewContactRow = typeof contactRequests.$inferInsert;

export async function insertRequest(exec: Executor, values: NewContactRow): Promise<ContactRow> {
  const [row] = await exec.insert(contactRequests).values(values).returning();
  return row!;
}

export interface ListFilter {
  kind?: 'demo' | 'consultation' | undefined;
  status?: 'open' | 'handled' | undefined;
  page: number;
  limit: number;
}

function whereOf(filter: Pick<ListFilter, 'kind' | 'status'>): SQL | undefined {
  return and(
    filter.kind ? eq(contactRequests.kind, filter.kind) : undefined,
    filter.status === 'open' ? isNull(contactRequests.handledAt) : undefined,
    filter.status === 'handled' ? isNotNull(contactRequests.handledAt) : undefined,
  );
}

/** One page, newest first (the id breaks ties of the same instant, so pages never repeat a row). */
export async function listRequests(exec: Executor, filter: ListFilter): Promise<{ rows: ContactRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await exec
    .select()
    .from(contactRequests)
    .where(where)
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await exec.select({ n: count() }).from(contactRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countOpen(exec: Executor): Promise<number> {
  const [row] = await exec.select({ n: count() }).from(contactRequests).where(isNull(contactRequests.handledAt));
  return row?.n ?? 0;
}

export async function setHandled(
  exec: Executor,
  id: string,
  handled: { at: Date; by: string } | null,
): Promise<ContactRow | undefined> {
  const [row] = await exec
    .update(contactRequests)
    .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
    .where(eq(contactRequests.id, id))
    .returning();
  return row;
}

/** The retention clean-up (ADR 0025): requests created before `before` are deleted. */
export async function deleteOlderThan(exec: Executor, before: Date): Promise<number> {
  const rows = await exec
    .delete(contactRequests)
    .where(lt(contactRequests.createdAt, before))
    .returning({ id: contactRequests.id });
  return rows.length;
}
