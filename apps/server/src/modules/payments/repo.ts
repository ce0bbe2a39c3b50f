import { and, desc, eq, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '@barber/shared/domain/payments/state-machine';
import type { Executor } from '../../db/client';
import { paymentRefunds, paymentWebhookEvents, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentKind = PaymentRow['kind'];
/** Who a payment's receipt and refund emails go to. */
export interface PaymentRecipient {
  email: string;
  name: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A payment by its id or by its reference (both are unique). */
const byKey = (key: string): SQL => (UUID.test(key) ? eq(payments.id, key) : eq(payments.reference, key));

export async function insertPayment(exec: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await exec.insert(payments).values(values).returning();
  return row!;
}

export async function findPayment(exec: Executor, key: string): Promise<PaymentRow | undefined> {
  const [row] = await exec.select().from(payments).where(byKey(key));
  return row;
}

/** Locked for the rest of the transaction: concurrent events, confirmations and refunds of one payment take turns. */
export async function findPaymentForUpdate(exec: Executor, key: string): Promise<PaymentRow | undefined> {
  const [row] = await exec.select().from(payments).where(byKey(key)).for('update');
  return row;
}

export async function findByIntent(exec: Executor, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await exec.select().from(payments).where(eq(payments.providerIntentId, intentId));
  return row;
}

export async function listForAppointment(exec: Executor, appointmentId: string): Promise<PaymentRow[]> {
  return exec
    .select()
    .from(payments)
    .where(eq(payments.appointmentId, appointmentId))
    .orderBy(desc(payments.createdAt));
}

export async function findByIntentForUpdate(
  exec: Executor,
  intentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await exec
    .select()
    .from(payments)
    .where(eq(payments.providerIntentId, intentId))
    .for('update');
  return row;
}

export async function updatePayment(
  exec: Executor,
  id: string,
  values: Partial<NewPayment>,
): Promise<PaymentRow> {
  const [row] = await exec
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

export interface PaymentFilter {
  userId?: string | undefined;
  kind?: PaymentKind | undefined;
  status?: PaymentStatus | undefined;
  limit: number;
}

export async function listPayments(exec: Executor, filter: PaymentFilter): Promise<PaymentRow[]> {
  const where = and(
    filter.userId ? eq(payments.userId, filter.userId) : undefined,
    filter.kind ? eq(payments.kind, filter.kind) : undefined,
    filter.status ? eq(payments.status, filter.status) : undefined,
  );
  return exec
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(filter.limit);
}

/** The spec's own TWINT payments (manual provider), for the admin tab. */
export async function listManualTwint(
  exec: Executor,
  statuses: readonly PaymentStatus[] | undefined,
  limit: number,
): Promise<PaymentRow[]> {
  return exec
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.method, 'twint'),
        eq(payments.provider, 'manual'),
        statuses ? inArray(payments.status, [...statuses]) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** Open payments whose time ran out, locked and skipped by other workers. */
export async function lockExpired(exec: Executor, now: Date, limit: number): Promise<PaymentRow[]> {
  return exec
    .select()
    .from(payments)
    .where(
      and(
        isNotNull(payments.expiresAt),
        lt(payments.expiresAt, now),
        or(
          inArray(payments.status, ['requires_payment_method', 'requires_action', 'processing']),
          // A declined card stays 'failed' until another card is tried, so its hold expires too; a declined
          // TWINT payment of the spec's own flow is final and released at once.
          and(eq(payments.status, 'failed'), ne(payments.provider, 'manual')),
        ),
      ),
    )
    .orderBy(payments.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Records a provider event id; false when it was already recorded (the event then applies no more). */
export async function recordEvent(
  exec: Executor,
  eventId: string,
  type: string,
  paymentId: string | null,
): Promise<boolean> {
  const inserted = await exec
    .insert(paymentWebhookEvents)
    .values({ eventId, type, paymentId })
    .onConflictDoNothing({ target: paymentWebhookEvents.eventId })
    .returning({ eventId: paymentWebhookEvents.eventId });
  return inserted.length > 0;
}

export async function insertRefund(
  exec: Executor,
  values: typeof paymentRefunds.$inferInsert,
): Promise<void> {
  await exec.insert(paymentRefunds).values(values);
}

/** Paid payments of a booking with something left to refund (a cancellation gives it back). */
export async function refundableForAppointment(exec: Executor, appointmentId: string): Promise<PaymentRow[]> {
  return exec
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.appointmentId, appointmentId),
        inArray(payments.status, ['succeeded', 'partially_refunded']),
        lt(payments.refundedRappen, payments.amountRappen),
      ),
    );
}
