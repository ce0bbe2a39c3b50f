import { and, asc, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { HistoryEntry } from '@barber/shared/domain/deposits';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { appointmentStatusEvents, appointments, barbers, payments, users } from '../../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

export async function insertAppointment(exec: Executor, values: NewAppointment): Promise<string> {
  const [row] = await exec.insert(appointments).values(values).returning({ id: appointments.id });
  return row!.id;
}

/**
 * The client's own appointment, locked for the rest of the transaction so a concurrent modify and cancel of
 * the same appointment run one after the other. Someone else's appointment is simply not found.
 */
export async function findOwnedForUpdate(exec: Executor, id: string, clientUserId: string): Promise<AppointmentRow | undefined> {
  const [row] = await exec
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.clientUserId, clientUserId)))
    .for('update');
  return row;
}

export async function updateAppointment(exec: Executor, id: string, values: Partial<NewAppointment>): Promise<void> {
  await exec.update(appointments).set(values).where(eq(appointments.id, id));
}

const client = alias(users, 'client');
const bookedBy = alias(users, 'booked_by');
const statusChangedBy = alias(users, 'status_changed_by');

/** What a booking's payment label is read from (ADR 0010 phase 2): its best payment, if any. */
export type PaymentSummaryRow = Pick<
  typeof payments.$inferSelect,
  'reference' | 'method' | 'status' | 'amountRappen' | 'refundedRappen' | 'completedAt' | 'createdAt'
>;

const PAID: PaymentSummaryRow['status'][] = ['succeeded', 'partially_refunded', 'refunded'];
const OPEN: PaymentSummaryRow['status'][] = ['requires_payment_method', 'requires_action', 'processing', 'failed'];
/** An attempt that ended without money: it only tells that a cancelled hold was never paid. */
const ENDED: PaymentSummaryRow['status'][] = ['expired', 'canceled'];
const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * Each appointment's best payment, as a lateral join of the same statement (the payments index answers it per row):
 * a paid one first (money taken, or given back), else the latest open one (a held slot being paid), else the
 * latest ended attempt (expired, canceled).
 */
function bestPayment(exec: Executor) {
  return exec
    .select({
      reference: payments.reference,
      method: payments.method,
      status: payments.status,
      amountRappen: payments.amountRappen,
      refundedRappen: payments.refundedRappen,
      completedAt: payments.completedAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(sql`${payments.appointmentId} = ${appointments.id}`, inArray(payments.status, [...PAID, ...OPEN, ...ENDED])))
    .orderBy(
      desc(sql`case when ${payments.status} in (${list(PAID)}) then 2 when ${payments.status} in (${list(OPEN)}) then 1 else 0 end`),
      desc(payments.createdAt),
    )
    .limit(1)
    .as('best_payment');
}

/**
 * The appointment columns the API's views read (dto.ts): the lists that only answer those views (the staff
 * calendars, the client's own list) select these instead of the whole row, half the values to read and map.
 */
const DTO_COLUMNS = {
  id: appointments.id,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  serviceName: appointments.serviceName,
  serviceId: appointments.serviceId,
  durationMinutes: appointments.durationMinutes,
  priceRappen: appointments.priceRappen,
  status: appointments.status,
  paymentType: appointments.paymentType,
  cancellationReason: appointments.cancellationReason,
  bookingKind: appointments.bookingKind,
  guestFirstName: appointments.guestFirstName,
  guestLastName: appointments.guestLastName,
  guestEmail: appointments.guestEmail,
  guestPhone: appointments.guestPhone,
  clientNickname: appointments.clientNickname,
  createdAt: appointments.createdAt,
  depositRappen: appointments.depositRappen,
  depositTermsAcceptedAt: appointments.depositTermsAcceptedAt,
  seriesId: appointments.seriesId,
  statusChangedAt: appointments.statusChangedAt,
  statusChangeReason: appointments.statusChangeReason,
};
export type DtoAppointmentRow = Pick<AppointmentRow, keyof typeof DTO_COLUMNS>;

/** An appointment with the people it names and its best payment, in ONE statement (joins, no per-row lookups). */
function selectDetails<A extends typeof appointments | typeof DTO_COLUMNS>(exec: Executor, where: SQL | undefined, appointment: A) {
  const best = bestPayment(exec);
  return exec
    .select({
      appointment,
      barber: { id: barbers.id, firstName: barbers.firstName, lastName: barbers.lastName },
      client: { firstName: client.firstName, lastName: client.lastName, email: client.email, phone: client.phone },
      bookedBy: { firstName: bookedBy.firstName, lastName: bookedBy.lastName },
      statusChangedBy: { firstName: statusChangedBy.firstName, lastName: statusChangedBy.lastName },
      payment: {
        reference: best.reference,
        method: best.method,
        status: best.status,
        amountRappen: best.amountRappen,
        refundedRappen: best.refundedRappen,
        completedAt: best.completedAt,
        createdAt: best.createdAt,
      },
    })
    .from(appointments)
    .innerJoin(barbers, eq(barbers.id, appointments.barberId))
    .leftJoin(client, eq(client.id, appointments.clientUserId))
    .leftJoin(bookedBy, eq(bookedBy.id, appointments.bookedByUserId))
    .leftJoin(statusChangedBy, eq(statusChangedBy.id, appointments.statusChangedByUserId))
    .leftJoinLateral(best, sql`true`)
    .where(where);
}

interface People {
  barber: { id: string; firstName: string; lastName: string };
  client: { firstName: string; lastName: string; email: string; phone: string | null } | null;
  bookedBy: { firstName: string; lastName: string } | null;
  statusChangedBy: { firstName: string; lastName: string } | null;
  payment: PaymentSummaryRow | null;
}
/** An appointment as the services read it: the whole row, its people and its best payment. */
export type AppointmentDetails = People & { appointment: AppointmentRow };
/** What the API's views (dto.ts) read: the whole row fits it, and so does a list's narrower select. */
export type DtoDetails = People & { appointment: DtoAppointmentRow };

/** The appointments matching `where`, with their details and best payment, in the given order. */
async function listDetails(exec: Executor, where: SQL | undefined, ...order: SQL[]): Promise<AppointmentDetails[]> {
  return selectDetails(exec, where, appointments).orderBy(...order);
}

/** As listDetails, with only the columns the API's views read (DTO_COLUMNS). */
async function listDtoDetails(exec: Executor, where: SQL | undefined, ...order: SQL[]): Promise<DtoDetails[]> {
  return selectDetails(exec, where, DTO_COLUMNS).orderBy(...order);
}

export async function findDetails(exec: Executor, id: string): Promise<AppointmentDetails | undefined> {
  const [row] = await selectDetails(exec, eq(appointments.id, id), appointments);
  return row;
}

/** The client's appointments, the latest first. */
export async function listClientDetails(exec: Executor, clientUserId: string): Promise<DtoDetails[]> {
  return listDtoDetails(
    exec,
    eq(appointments.clientUserId, clientUserId),
    desc(appointments.startsAt),
    desc(appointments.createdAt),
  );
}

/** Appointments starting in [from, to), optionally of one barber, in start order (the staff calendars). */
export async function listDetailsStartingBetween(
  exec: Executor,
  range: { from: Date; to: Date; barberId?: string | undefined },
): Promise<DtoDetails[]> {
  return listDtoDetails(
    exec,
    and(
      gte(appointments.startsAt, range.from),
      lt(appointments.startsAt, range.to),
      range.barberId ? eq(appointments.barberId, range.barberId) : undefined,
    ),
    asc(appointments.startsAt),
    asc(appointments.createdAt),
  );
}

/**
 * Active (pending or confirmed) appointments overlapping [from, to): of the listed barbers, or of every barber
 * when barberIds is null. Half-open ranges, so an appointment ending exactly at `from` does not overlap.
 */
export async function listActiveOverlapping(
  exec: Executor,
  range: { from: Date; to: Date; barberIds: string[] | null },
): Promise<AppointmentDetails[]> {
  return listDetails(
    exec,
    and(
      inArray(appointments.status, ['pending', 'confirmed']),
      lt(appointments.startsAt, range.to),
      gt(appointments.endsAt, range.from),
      range.barberIds ? inArray(appointments.barberId, range.barberIds) : undefined,
    ),
    asc(appointments.startsAt),
  );
}

/**
 * A staff status change: the row says who, when and why, and the 0005 trigger (0021) writes the matching
 * appointment_status_events row (from, to, who, when, why) in the same transaction.
 */
export async function changeStatus(
  exec: Executor,
  id: string,
  change: {
    status: AppointmentRow['status'];
    cancellationReason: string | null;
    /** Who a cancellation comes from (ADR 0064); null for any other status. */
    cancelledBy: AppointmentRow['cancelledBy'];
    reason: string | null;
    by: string;
    at: Date;
  },
): Promise<void> {
  await exec
    .update(appointments)
    .set({
      status: change.status,
      cancellationReason: change.cancellationReason,
      cancelledBy: change.cancelledBy,
      statusChangedAt: change.at,
      statusChangedByUserId: change.by,
      statusChangeReason: change.reason,
      updatedAt: change.at,
    })
    .where(eq(appointments.id, id));
}

export type StatusEventRow = typeof appointmentStatusEvents.$inferSelect;

/** The status history of an appointment, oldest first. */
export async function listStatusEvents(exec: Executor, appointmentId: string): Promise<StatusEventRow[]> {
  return exec
    .select()
    .from(appointmentStatusEvents)
    .where(eq(appointmentStatusEvents.appointmentId, appointmentId))
    .orderBy(asc(appointmentStatusEvents.changedAt), asc(appointmentStatusEvents.id));
}

/** Any appointment, locked for the rest of the transaction (status changes by staff). */
export async function findForUpdate(exec: Executor, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await exec.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

/** Active appointments of a barber from `from` on: what a deactivated barber leaves behind. */
export async function countActiveFrom(exec: Executor, barberId: string, from: Date): Promise<number> {
  const [row] = await exec
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.barberId, barberId),
        inArray(appointments.status, ['pending', 'confirmed']),
        gte(appointments.startsAt, from),
      ),
    );
  return row?.n ?? 0;
}

export async function serviceIsReferenced(exec: Executor, serviceId: string): Promise<boolean> {
  const rows = await exec.select({ id: appointments.id }).from(appointments).where(eq(appointments.serviceId, serviceId)).limit(1);
  return rows.length > 0;
}

/** A booking as a payment for it is priced (payment-hold.ts priceAppointment): who owns it, its recorded price. */
export async function findForPayment(exec: Executor, id: string) {
  const [row] = await exec
    .select({
      id: appointments.id,
      clientUserId: appointments.clientUserId,
      serviceName: appointments.serviceName,
      priceRappen: appointments.priceRappen,
      status: appointments.status,
      barberId: appointments.barberId,
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    // Locked: one payment flow per booking at a time (a second click waits, then reuses what the first opened).
    .for('update');
  return row;
}

/** A guest booking's contact, for the emails of a payment that names no one else (payments' recipient). */
export async function guestContact(exec: Executor, id: string): Promise<{ email: string; name: string } | null> {
  const [guest] = await exec
    .select({ email: appointments.guestEmail, name: appointments.guestFirstName })
    .from(appointments)
    .where(eq(appointments.id, id));
  return guest?.email ? { email: guest.email, name: guest.name ?? '' } : null;
}

/** A barber's future active appointments: those a schedule change may no longer fit. */
export function futureActiveAppointments(exec: Executor, barberId: string, now: Date) {
  return exec
    .select({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.barberId, barberId),
        gt(appointments.startsAt, now),
        inArray(appointments.status, ['pending', 'confirmed']),
      ),
    );
}

/** Who a customer is, for their history (ADR 0064): their account, or the email or phone they booked with. */
export interface CustomerIdentity {
  userId: string | null;
  email: string | null;
  phone: string | null;
}

/**
 * A customer's appointments that tell their reliability: every one booked by their account or with their email or
 * phone (a customer who booked as a guest before registering is the same customer).
 */
export async function customerHistory(exec: Executor, who: CustomerIdentity): Promise<HistoryEntry[]> {
  const matches: SQL[] = [];
  if (who.userId) matches.push(eq(appointments.clientUserId, who.userId));
  if (who.email) matches.push(sql`lower(${appointments.guestEmail}) = ${who.email.toLowerCase()}`);
  if (who.phone) matches.push(eq(appointments.guestPhone, who.phone));
  if (matches.length === 0) return [];
  return exec
    .select({
      status: appointments.status,
      startsAt: appointments.startsAt,
      cancelledBy: appointments.cancelledBy,
      statusChangedAt: appointments.statusChangedAt,
    })
    .from(appointments)
    .where(and(or(...matches), inArray(appointments.status, ['completed', 'cancelled', 'no_show'])));
}

/**
 * 'The rest of the series' (ADR 0068): its active appointments starting at `from` or later, locked, in start order.
 */
export async function seriesRestForUpdate(exec: Executor, seriesId: string, from: Date): Promise<AppointmentRow[]> {
  return exec
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, seriesId),
        gte(appointments.startsAt, from),
        inArray(appointments.status, ['pending', 'confirmed']),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .for('update');
}
