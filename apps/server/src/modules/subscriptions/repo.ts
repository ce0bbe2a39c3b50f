import { asc, desc, eq, sql } from 'drizzle-orm';
import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import type { UsageResource } from '@barber/shared/domain/subscriptions/index';
import { queryRows, type Executor } from '../../db/client';
import { barbers, payments, shopSubscription, subscriptionPlans } from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof shopSubscription.$inferSelect;
export type NewSubscription = typeof shopSubscription.$inferInsert;

export async function listPlans(exec: Executor): Promise<PlanRow[]> {
  return exec
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.name));
}

export async function findPlan(exec: Executor, id: string): Promise<PlanRow | undefined> {
  const [row] = await exec.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

export async function findPlanByName(exec: Executor, name: string): Promise<PlanRow | undefined> {
  const [row] = await exec.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name));
  return row;
}

export async function findSubscription(exec: Executor): Promise<SubscriptionRow | undefined> {
  const [row] = await exec.select().from(shopSubscription).where(eq(shopSubscription.singleton, true));
  return row;
}

/**
 * The subscription row locked FOR UPDATE: every limited creation takes it first, so the count and the insert of
 * concurrent creations run one after the other (ADR 0017). Without a subscription there is nothing to lock
 * (and nothing may be created).
 */
export async function lockSubscription(exec: Executor): Promise<SubscriptionRow | undefined> {
  const [row] = await exec
    .select()
    .from(shopSubscription)
    .where(eq(shopSubscription.singleton, true))
    .for('update');
  return row;
}

export async function insertSubscription(exec: Executor, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await exec.insert(shopSubscription).values(values).returning();
  return row!;
}

export async function updateSubscription(
  exec: Executor,
  id: string,
  values: Partial<NewSubscription>,
): Promise<SubscriptionRow> {
  const [row] = await exec
    .update(shopSubscription)
    .set(values)
    .where(eq(shopSubscription.id, id))
    .returning();
  return row!;
}

/**
 * What the plan's message gate asks, in ONE statement: the subscription, its plan and the messages of `channel`
 * sent (not skipped) in [start, end). Undefined without a subscription.
 */
export async function messageAllowance(
  exec: Executor,
  channel: 'email' | 'sms',
  start: Date,
  end: Date,
): Promise<{ subscription: SubscriptionRow; plan: PlanRow | null; used: number } | undefined> {
  const [row] = await exec
    .select({
      subscription: shopSubscription,
      plan: subscriptionPlans,
      used: sql<number>`(select count(*)::int from outbound_messages
        where channel = ${channel} and status <> 'skipped'
          and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()})`.mapWith(Number),
    })
    .from(shopSubscription)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, shopSubscription.planId))
    .where(eq(shopSubscription.singleton, true));
  return row;
}

/** Released payment holds (expired or left unpaid) never became bookings: they do not count. */
const RELEASED = [paymentTextsIt.holdExpiredReason, paymentTextsIt.holdReleasedReason];

/**
 * One resource's use in [start, end), counted from the records (ADR 0017):
 * - appointments: created in the period, of any kind, except payment holds released unpaid;
 * - emails / sms: outbound messages of the channel recorded in the period, except those skipped by the limit;
 * - barbers: active barbers now (not a monthly count).
 */
export async function countUsage(
  exec: Executor,
  resource: UsageResource,
  start: Date,
  end: Date,
): Promise<number> {
  const s = start.toISOString();
  const e = end.toISOString();
  let query: ReturnType<typeof sql>;
  switch (resource) {
    case 'appointments':
      query = sql`select count(*)::int as n from appointments
        where created_at >= ${s} and created_at < ${e}
          and not (status = 'cancelled' and coalesce(cancellation_reason, '') in (${sql.join(
            RELEASED.map((r) => sql`${r}`),
            sql`, `,
          )}))`;
      break;
    case 'emails':
    case 'sms':
      query = sql`select count(*)::int as n from outbound_messages
        where channel = ${resource === 'emails' ? 'email' : 'sms'} and status <> 'skipped'
          and created_at >= ${s} and created_at < ${e}`;
      break;
    case 'barbers':
      query = sql`select count(*)::int as n from barbers where is_active`;
      break;
  }
  const [row] = await queryRows<{ n: number }>(exec, query);
  return Number(row?.n ?? 0);
}

export async function countSkipped(
  exec: Executor,
  channel: 'email' | 'sms',
  start: Date,
  end: Date,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    exec,
    sql`select count(*)::int as n from outbound_messages
      where channel = ${channel} and status = 'skipped' and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}`,
  );
  return Number(row?.n ?? 0);
}

export async function listPlanPayments(exec: Executor) {
  return exec
    .select()
    .from(payments)
    .where(eq(payments.kind, 'subscription'))
    .orderBy(desc(payments.createdAt));
}

/** Whether a barber exists and is inactive (reopening one counts against the barber limit). */
export async function isBarberInactive(exec: Executor, id: string): Promise<boolean> {
  const [row] = await exec.select({ isActive: barbers.isActive }).from(barbers).where(eq(barbers.id, id));
  return row !== undefined && !row.isActive;
}
