import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboundMessages, shopSubscription, subscriptionPlans } from '../../db/schema';

/** The newest messages of the outbox, to one recipient or to anyone. */
export function latestMessages(exec: Executor, to: string | undefined, limit: number) {
  return exec
    .select()
    .from(outboundMessages)
    .where(to ? eq(outboundMessages.recipient, to.toLowerCase()) : undefined)
    .orderBy(desc(outboundMessages.createdAt))
    .limit(limit);
}

/** A plan's monthly appointment limit, set by the journeys' plan states. */
export async function setPlanAppointmentLimit(exec: Executor, planId: string, limit: number, now: Date): Promise<void> {
  await exec.update(subscriptionPlans).set({ limitAppointments: limit, updatedAt: now }).where(eq(subscriptionPlans.id, planId));
}

/** The shop without a plan. */
export async function deleteSubscription(exec: Executor, id: string): Promise<void> {
  await exec.delete(shopSubscription).where(eq(shopSubscription.id, id));
}
