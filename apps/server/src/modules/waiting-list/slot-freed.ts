import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';

/** The job that offers a freed time to the waiting list (offer-service.ts registers its handler). */
export const SLOT_FREED_JOB = 'waiting-list.slot-freed';

export interface FreedSlot {
  barberId: string;
  startsAt: Date;
  endsAt: Date;
  /** The appointment that held the time, when one was cancelled: an offer's hold cancelled elsewhere is withdrawn. */
  appointmentId?: string;
}

/**
 * A time of a barber has just become free (a cancellation, a move's old time, a deleted absence, a released
 * payment or offer hold). Called inside the transaction that freed it, so the job exists exactly when the change
 * committed; the caller wakes the worker after the commit (ctx.jobs.kick()), and the worker's poll picks it up
 * within a second otherwise. The handler holds the time for the oldest matching waiting-list entry (ADR 0018).
 */
export async function slotFreed(ctx: AppContext, tx: Executor, freed: FreedSlot): Promise<void> {
  if (freed.endsAt.getTime() <= freed.startsAt.getTime()) return;
  await ctx.jobs.enqueue(tx, SLOT_FREED_JOB, {
    barberId: freed.barberId,
    startsAt: freed.startsAt.toISOString(),
    endsAt: freed.endsAt.toISOString(),
    ...(freed.appointmentId ? { appointmentId: freed.appointmentId } : {}),
  });
}
