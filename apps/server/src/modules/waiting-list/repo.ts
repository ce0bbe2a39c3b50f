import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { appointments, barberServices, barbers, services, users, waitingListEntries, waitingListOffers } from '../../db/schema';

export type EntryRow = typeof waitingListEntries.$inferSelect;
export type NewEntry = typeof waitingListEntries.$inferInsert;
export type OfferRow = typeof waitingListOffers.$inferSelect;
export type NewOffer = typeof waitingListOffers.$inferInsert;

export async function insertEntry(exec: Executor, values: NewEntry): Promise<string> {
  const [row] = await exec.insert(waitingListEntries).values(values).returning({ id: waitingListEntries.id });
  return row!.id;
}

const preferred = alias(barbers, 'preferred_barber');
const offerBarber = alias(barbers, 'offer_barber');
const openOffer = alias(waitingListOffers, 'open_offer');

/** Entries with their service, barber, client and open offer, in one query. */
function selectEntries(exec: Executor, where: SQL | undefined) {
  return exec
    .select({
      entry: waitingListEntries,
      service: { id: services.id, name: services.name },
      barber: { id: preferred.id, firstName: preferred.firstName, lastName: preferred.lastName },
      client: { firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone },
      offer: {
        id: openOffer.id,
        startsAt: openOffer.startsAt,
        offeredUntil: openOffer.offeredUntil,
      },
      offerBarber: { id: offerBarber.id, firstName: offerBarber.firstName, lastName: offerBarber.lastName },
    })
    .from(waitingListEntries)
    .innerJoin(services, eq(services.id, waitingListEntries.serviceId))
    .innerJoin(users, eq(users.id, waitingListEntries.userId))
    .leftJoin(preferred, eq(preferred.id, waitingListEntries.barberId))
    .leftJoin(openOffer, and(eq(openOffer.entryId, waitingListEntries.id), eq(openOffer.status, 'open')))
    .leftJoin(offerBarber, eq(offerBarber.id, openOffer.barberId))
    .where(where);
}

export type EntryDetails = Awaited<ReturnType<typeof selectEntries>>[number];

export async function findDetails(exec: Executor, id: string): Promise<EntryDetails | undefined> {
  const [row] = await selectEntries(exec, eq(waitingListEntries.id, id));
  return row;
}

export async function listOfUser(exec: Executor, userId: string): Promise<EntryDetails[]> {
  return selectEntries(exec, eq(waitingListEntries.userId, userId)).orderBy(
    desc(waitingListEntries.createdAt),
    desc(waitingListEntries.id),
  );
}

export async function listAll(
  exec: Executor,
  filter: { status?: EntryRow['status'] | undefined; barberId?: string | undefined },
): Promise<EntryDetails[]> {
  const where = and(
    filter.status ? eq(waitingListEntries.status, filter.status) : undefined,
    filter.barberId ? eq(waitingListEntries.barberId, filter.barberId) : undefined,
  );
  return selectEntries(exec, where).orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
}

export async function findEntryForUpdate(exec: Executor, id: string): Promise<EntryRow | undefined> {
  const [row] = await exec.select().from(waitingListEntries).where(eq(waitingListEntries.id, id)).for('update');
  return row;
}

export async function deleteEntry(exec: Executor, id: string): Promise<void> {
  await exec.delete(waitingListEntries).where(eq(waitingListEntries.id, id));
}

export async function updateEntry(exec: Executor, id: string, values: Partial<NewEntry>): Promise<void> {
  await exec.update(waitingListEntries).set(values).where(eq(waitingListEntries.id, id));
}

/** The active service with this id or name, offered by this barber (or by any active barber when null). */
export async function findOfferedService(
  exec: Executor,
  q: { barberId: string | null; serviceId?: string | undefined; name?: string | undefined },
) {
  const byWhat = q.serviceId ? eq(services.id, q.serviceId) : sql`lower(${services.name}) = lower(${q.name ?? ''})`;
  const [row] = await exec
    .selectDistinct({ id: services.id, name: services.name, createdAt: services.createdAt })
    .from(services)
    .innerJoin(barberServices, eq(barberServices.serviceId, services.id))
    .innerJoin(barbers, and(eq(barbers.id, barberServices.barberId), eq(barbers.isActive, true)))
    .where(and(eq(services.isActive, true), byWhat, q.barberId ? eq(barbers.id, q.barberId) : undefined))
    .orderBy(asc(services.createdAt))
    .limit(1);
  return row;
}

export async function activeBarberExists(exec: Executor, id: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: barbers.id })
    .from(barbers)
    .where(and(eq(barbers.id, id), eq(barbers.isActive, true)));
  return !!row;
}

export interface Candidate {
  entry: EntryRow;
  service: { id: string; name: string; priceRappen: number; durationMinutes: number };
}

/**
 * The waiting entries that could take a freed time of this barber, in hand-over order: pending, not past their
 * 30 days, for this barber or any barber, for an active service this barber offers, and never offered an
 * overlapping time of this barber before (a slot passes on, it does not come back to someone who let it go).
 */
export async function candidatesFor(
  exec: Executor,
  q: { barberId: string; startsAt: Date; endsAt: Date; now: Date },
): Promise<Candidate[]> {
  const rows = await exec
    .select({
      entry: waitingListEntries,
      service: {
        id: services.id,
        name: services.name,
        priceRappen: services.priceRappen,
        durationMinutes: services.durationMinutes,
      },
    })
    .from(waitingListEntries)
    .innerJoin(services, and(eq(services.id, waitingListEntries.serviceId), eq(services.isActive, true)))
    .innerJoin(
      barberServices,
      and(eq(barberServices.serviceId, waitingListEntries.serviceId), eq(barberServices.barberId, q.barberId)),
    )
    .where(
      and(
        eq(waitingListEntries.status, 'pending'),
        gt(waitingListEntries.expiresAt, q.now),
        or(isNull(waitingListEntries.barberId), eq(waitingListEntries.barberId, q.barberId)),
        sql`not exists (
          select 1 from waiting_list_offers o
          where o.entry_id = ${waitingListEntries.id} and o.barber_id = ${q.barberId}::uuid
            and o.starts_at < ${q.endsAt.toISOString()}::timestamptz and o.ends_at > ${q.startsAt.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id))
    .limit(500);
  return rows;
}

export async function insertOffer(exec: Executor, values: NewOffer): Promise<OfferRow> {
  const [row] = await exec.insert(waitingListOffers).values(values).returning();
  return row!;
}

export async function updateOffer(exec: Executor, id: string, values: Partial<NewOffer>): Promise<void> {
  await exec.update(waitingListOffers).set(values).where(eq(waitingListOffers.id, id));
}

export async function findOfferForUpdate(exec: Executor, id: string): Promise<OfferRow | undefined> {
  const [row] = await exec.select().from(waitingListOffers).where(eq(waitingListOffers.id, id)).for('update');
  return row;
}

export async function findOffer(exec: Executor, id: string): Promise<OfferRow | undefined> {
  const [row] = await exec.select().from(waitingListOffers).where(eq(waitingListOffers.id, id));
  return row;
}

export async function openOfferOfEntry(exec: Executor, entryId: string): Promise<OfferRow | undefined> {
  const [row] = await exec
    .select()
    .from(waitingListOffers)
    .where(and(eq(waitingListOffers.entryId, entryId), eq(waitingListOffers.status, 'open')))
    .for('update');
  return row;
}

export async function openOfferOfAppointment(exec: Executor, appointmentId: string): Promise<OfferRow | undefined> {
  const [row] = await exec
    .select()
    .from(waitingListOffers)
    .where(and(eq(waitingListOffers.appointmentId, appointmentId), eq(waitingListOffers.status, 'open')))
    .for('update');
  return row;
}

/** Open offers past their 30 minutes, locked; another instance's batch is skipped, not waited for. */
export async function lockLapsedOffers(exec: Executor, now: Date, limit: number): Promise<OfferRow[]> {
  return exec
    .select()
    .from(waitingListOffers)
    .where(and(eq(waitingListOffers.status, 'open'), lte(waitingListOffers.offeredUntil, now)))
    .orderBy(asc(waitingListOffers.offeredUntil))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Pending entries (the ones that may expire), locked in batches that instances share. */
export async function lockPendingEntries(exec: Executor, afterId: string | null, limit: number): Promise<EntryRow[]> {
  return exec
    .select()
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.status, 'pending'),
        afterId ? sql`${waitingListEntries.id} > ${afterId}::uuid` : undefined,
      ),
    )
    .orderBy(asc(waitingListEntries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markExpired(exec: Executor, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await exec
    .update(waitingListEntries)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(waitingListEntries.id, ids), eq(waitingListEntries.status, 'pending')));
}

/** Finished requests (booked or expired) last changed before `before`: their notes are personal data. */
export async function deleteFinishedBefore(exec: Executor, before: Date): Promise<number> {
  const rows = await exec
    .delete(waitingListEntries)
    .where(and(inArray(waitingListEntries.status, ['booked', 'expired']), lt(waitingListEntries.updatedAt, before)))
    .returning({ id: waitingListEntries.id });
  return rows.length;
}

export async function userContact(exec: Executor, userId: string) {
  const [row] = await exec
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** What the offer page shows: the offer, its entry's person and service, the barber and the held appointment. */
export async function offerView(exec: Executor, offerId: string) {
  const [row] = await exec
    .select({
      offer: waitingListOffers,
      entry: { id: waitingListEntries.id, userId: waitingListEntries.userId, status: waitingListEntries.status },
      firstName: users.firstName,
      service: { name: services.name, priceRappen: services.priceRappen, durationMinutes: services.durationMinutes },
      barber: { id: barbers.id, firstName: barbers.firstName, lastName: barbers.lastName },
      held: {
        serviceName: appointments.serviceName,
        priceRappen: appointments.priceRappen,
        durationMinutes: appointments.durationMinutes,
        status: appointments.status,
      },
    })
    .from(waitingListOffers)
    .innerJoin(waitingListEntries, eq(waitingListEntries.id, waitingListOffers.entryId))
    .innerJoin(users, eq(users.id, waitingListEntries.userId))
    .innerJoin(services, eq(services.id, waitingListEntries.serviceId))
    .innerJoin(barbers, eq(barbers.id, waitingListOffers.barberId))
    .leftJoin(appointments, eq(appointments.id, waitingListOffers.appointmentId))
    .where(eq(waitingListOffers.id, offerId));
  return row;
}
