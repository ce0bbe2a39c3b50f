import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { accountErasures, users } from '../../db/schema';
import type { UserRow } from '../auth/index';

export async function setProfileImage(exec: Executor, id: string, url: string | null, now: Date): Promise<UserRow | undefined> {
  const [row] = await exec.update(users).set({ profileImageUrl: url, updatedAt: now }).where(eq(users.id, id)).returning();
  return row;
}

/** Whether a table of a later migration exists here (the export reads what this database has). */
async function tableExists(exec: Executor, name: string): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(exec, sql`select to_regclass(${name}) is not null as present`);
  return row?.present ?? false;
}

/*
 * Records join an account by its id, and by its email only once the owner proved the address (ADR 0031): anyone
 * can register with a guest's email, and must not read that guest's bookings and orders, nor erase them. Every
 * match by email of this file goes through `proven`.
 */
const proven = (user: UserRow) => user.emailConfirmedAt !== null;

/** The account's appointments: booked while logged in, or as a guest with the account's proven email. */
const appointmentsOf = (user: UserRow) =>
  proven(user)
    ? sql`(a.client_user_id = ${user.id}::uuid or lower(a.guest_email) = lower(${user.email}))`
    : sql`a.client_user_id = ${user.id}::uuid`;
/** The account's shop orders: placed while logged in, or as a guest with the account's proven email. */
const ordersOf = (user: UserRow) =>
  proven(user)
    ? sql`(o.user_id = ${user.id}::uuid or lower(o.customer_email) = lower(${user.email}))`
    : sql`o.user_id = ${user.id}::uuid`;
const paymentsOf = (user: UserRow) =>
  proven(user)
    ? sql`(p.user_id = ${user.id}::uuid or lower(p.customer_details->>'email') = lower(${user.email}))`
    : sql`p.user_id = ${user.id}::uuid`;

export interface ExportAppointmentRow {
  id: string;
  starts_at: Date | string;
  service_name: string;
  duration_minutes: number;
  price_rappen: number;
  status: string;
  barber: string;
  booking_kind: string;
  payment_type: string;
  cancellation_reason: string | null;
  notes: string | null;
  created_at: Date | string;
}

export interface ExportOrderRow {
  id: string;
  order_number: string;
  status: string;
  created_at: Date | string;
  total_rappen: number;
  payment_method: string;
  payment_status: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string;
  customer_postal_code: string;
  customer_city: string;
  items: { name: string; quantity: number; unit_price_rappen: number }[];
}

export interface ExportPaymentRow {
  reference: string;
  kind: string;
  amount_rappen: number;
  refunded_rappen: number;
  method: string;
  status: string;
  description: string;
  customer_details: Record<string, unknown> | null;
  created_at: Date | string;
}

export interface AccountData {
  appointments: ExportAppointmentRow[];
  orders: ExportOrderRow[];
  payments: ExportPaymentRow[];
  waitingList: Record<string, unknown>[];
  consents: Record<string, unknown>[];
}

/** Everything held about one account, in a handful of statements (one per kind of record). */
export async function accountData(exec: Executor, user: UserRow): Promise<AccountData> {
  const appointments = await queryRows<ExportAppointmentRow>(
    exec,
    sql`select a.id, a.starts_at, a.service_name, a.duration_minutes, a.price_rappen, a.status,
          trim(b.first_name || ' ' || b.last_name) as barber, a.booking_kind, a.payment_type, a.cancellation_reason,
          a.notes, a.created_at
        from appointments a join barbers b on b.id = a.barber_id
        where ${appointmentsOf(user)} order by a.starts_at`,
  );
  const orders = await queryRows<ExportOrderRow>(
    exec,
    sql`select o.id, o.order_number, o.status, o.created_at, o.total_rappen, o.payment_method, o.payment_status,
          o.customer_name, o.customer_email, o.customer_phone, o.customer_address, o.customer_postal_code, o.customer_city,
          coalesce((select json_agg(json_build_object('name', i.name, 'quantity', i.quantity, 'unit_price_rappen', i.unit_price_rappen)
                    order by i.position) from order_items i where i.order_id = o.id), '[]'::json) as items
        from orders o where ${ordersOf(user)} order by o.created_at`,
  );
  const payments = await queryRows<ExportPaymentRow>(
    exec,
    sql`select p.reference, p.kind, p.amount_rappen, p.refunded_rappen, p.method, p.status, p.description,
          p.customer_details, p.created_at
        from payments p where ${paymentsOf(user)} order by p.created_at`,
  );
  const waitingList = (await tableExists(exec, 'waiting_list_entries'))
    ? await queryRows<Record<string, unknown>>(
        exec,
        sql`select w.id as "_id", s.name as service, trim(b.first_name || ' ' || b.last_name) as "preferredBarber",
              w.preferred_days as "preferredDays", w.preferred_time_slots as "preferredTimeSlots", w.notes, w.status,
              w.created_at as "requestDate", w.expires_at as "expiryDate"
            from waiting_list_entries w join services s on s.id = w.service_id left join barbers b on b.id = w.barber_id
            where w.user_id = ${user.id}::uuid order by w.created_at`,
      )
    : [];
  // An opt-out belongs to the address, so to the account only once the address is proven.
  const consents = proven(user) && (await tableExists(exec, 'email_unsubscribes'))
    ? await queryRows<Record<string, unknown>>(
        exec,
        sql`select 'email-optional-messages' as kind, false as granted, unsubscribed_at as "changedAt"
            from email_unsubscribes where email = lower(${user.email})`,
      )
    : [];
  // The account's own 'no' to last-minute offers (ADR 0069); on is the default and, like an address never
  // unsubscribed, lists nothing.
  if (user.lastMinuteOffers === false) consents.push({ kind: 'last-minute-offers', granted: false, changedAt: user.updatedAt });
  return { appointments, orders, payments, waitingList, consents };
}

/**
 * Anonymises what the shop keeps for its accounts and deletes the rest (ADR 0021), in the caller's transaction:
 * appointments and orders lose every personal detail but keep service, price, dates and status; payments lose
 * the customer's details; the messages already sent to the address lose recipient and content; then the account row
 * goes (sessions, reset links and waiting-list entries cascade; other references are set null).
 */
export async function eraseAccount(
  tx: Executor,
  user: UserRow,
  requestedBy: 'self' | 'admin',
  now: Date,
): Promise<{ appointments: number; orders: number }> {
  const appointments = await queryRows<{ id: string }>(
    tx,
    sql`update appointments a set
          client_user_id = null,
          guest_first_name = case when a.booking_kind = 'guest' then 'Cliente' else null end,
          guest_last_name = case when a.booking_kind = 'guest' then 'eliminato' else null end,
          guest_email = case when a.booking_kind = 'guest' then '' else null end,
          guest_phone = null, client_nickname = null, notes = null, updated_at = ${now}
        where ${appointmentsOf(user)} returning a.id`,
  );
  const orders = await queryRows<{ id: string }>(
    tx,
    sql`update orders o set user_id = null, customer_name = 'Cliente eliminato', customer_email = '', customer_phone = '',
          customer_address = '', customer_postal_code = '', customer_city = '', updated_at = ${now}
        where ${ordersOf(user)} returning o.id`,
  );
  await tx.execute(sql`update payments p set user_id = null, customer_details = null, updated_at = ${now} where ${paymentsOf(user)}`);
  // Messages and the opt-out are found by address: an unproven one may be a guest's, whose records stay as they
  // are; the account's own messages then go with ADR 0009's 30 days like every other.
  if (!proven(user)) return finish(tx, user, requestedBy, now, appointments.length, orders.length);
  await tx.execute(
    // Queued ones still go out (a confirmation of this very deletion among them) and are erased by ADR 0009's job.
    sql`update outbound_messages set recipient = '', subject = null, body_text = '', body_html = null, attachments = '[]'::jsonb, error = null
        where lower(recipient) = lower(${user.email}) and status <> 'queued'`,
  );
  if (await tableExists(tx, 'email_unsubscribes')) {
    await tx.execute(sql`delete from email_unsubscribes where email = lower(${user.email})`);
  }
  return finish(tx, user, requestedBy, now, appointments.length, orders.length);
}

/** The account row goes, and the erasure is recorded without anything that identifies the person. */
async function finish(
  tx: Executor,
  user: UserRow,
  requestedBy: 'self' | 'admin',
  now: Date,
  appointments: number,
  orders: number,
): Promise<{ appointments: number; orders: number }> {
  await tx.delete(users).where(eq(users.id, user.id));
  await tx.insert(accountErasures).values({
    requestedBy,
    role: user.role,
    appointmentsAnonymised: appointments,
    ordersAnonymised: orders,
    erasedAt: now,
  });
  return { appointments, orders };
}
