import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { unsubscribeTokenFor } from '../src/modules/notifications/links';
import { createTestApp, type TestApp } from './helpers/test-app';
import { givenShopWithFreeSlot, guestBody, type FreeSlot } from './helpers/booking';
import { CUSTOMER, createIntent, intentBody } from './helpers/payments';
import { cashOrder, makeProduct, postOrder } from './helpers/shop';

/**
 * Issue 23 item 1 (ADR 0031): an email belongs to an account only once its owner proved it. A guest books, orders,
 * pays and opts out with their email; then someone registers with that email. Until the emailed link is opened,
 * none of the guest's records shows in any of the account's lists or in its export, and deleting the account
 * leaves them as they were. Once the link is opened they join the account.
 */
let t: TestApp;
let slot: FreeSlot;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
  productId = (await makeProduct(t)).id;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let times = 0;
const nextTime = () => ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30'][times++]!;

interface GuestTrail {
  email: string;
  note: string;
  address: string;
  appointmentId: string;
  orderId: string;
}

/** Everything a guest leaves with one email: a booking with a note, a cash order, a card payment, an opt-out. */
async function guestLeavesATrail(email: string): Promise<GuestTrail> {
  const note = `Nota privata di ${email}`;
  const address = `Via Segreta ${times + 1}`;
  const booked = await t.call('guestBooking', {
    body: guestBody(slot, { email, time: nextTime(), notes: note }),
  });
  expect(booked.statusCode).toBe(201);
  const ordered = await postOrder(t, cashOrder([{ productId, quantity: 1 }], { customerDetails: { ...CUSTOMER, email, address } }));
  expect(ordered.statusCode).toBe(201);
  const intent = await createIntent(t, intentBody(slot, {}, { clientEmail: email, customerDetails: { ...CUSTOMER, email, address } }));
  expect(intent.statusCode).toBe(201);
  const unsubscribed = await t.call('unsubscribe', {
    body: { email, token: unsubscribeTokenFor(t.ctx, email) },
  });
  expect(unsubscribed.statusCode).toBe(200);
  // The booking and order emails go out (the dev outbox), so the guest has sent messages too.
  await t.ctx.jobs.runDue();
  return { email, note, address, appointmentId: booked.json()._id, orderId: ordered.json().data._id };
}

async function register(email: string) {
  const res = await t.call('register', {
    body: { firstName: 'Altro', lastName: 'Utente', email, password: 'Password-Altrui-1' },
  });
  expect(res.statusCode).toBe(201);
  return { token: res.json().token as string, password: 'Password-Altrui-1' };
}

const get = async (token: string, route: 'myOrders' | 'currentUser' | 'myAppointments' | 'paymentHistory' | 'exportMyData') => {
  const res = await t.call(route, { headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
/** What the account sees of itself: every list that names its records, and the export. */
async function whatTheAccountSees(token: string) {
  const orders = await get(token, 'myOrders');
  return {
    me: await get(token, 'currentUser'),
    appointments: await get(token, 'myAppointments'),
    orders: Array.isArray(orders) ? orders : orders.orders ?? orders.data,
    payments: await get(token, 'paymentHistory'),
    exported: await get(token, 'exportMyData'),
  };
}

async function guestRecords(trail: GuestTrail) {
  const [appointment] = await queryRows<{ guest_email: string; notes: string | null; guest_first_name: string }>(
    t.ctx.db,
    sql`select guest_email, notes, guest_first_name from appointments where id = ${trail.appointmentId}::uuid`,
  );
  // The booking, and the one the card payment holds (a payment for a new booking holds its slot, ADR 0010).
  const withEmail = await queryRows<{ id: string }>(
    t.ctx.db,
    sql`select id from appointments where lower(guest_email) = ${trail.email} order by id`,
  );
  const [order] = await queryRows<{ customer_email: string; customer_address: string; user_id: string | null }>(
    t.ctx.db,
    sql`select customer_email, customer_address, user_id from orders where id = ${trail.orderId}::uuid`,
  );
  const payments = await queryRows<{ email: string | null }>(
    t.ctx.db,
    sql`select customer_details->>'email' as email from payments where lower(customer_details->>'email') = ${trail.email}`,
  );
  const optOut = await queryRows<{ email: string }>(t.ctx.db, sql`select email from email_unsubscribes where email = ${trail.email}`);
  const sent = await queryRows<{ n: number }>(
    t.ctx.db,
    sql`select count(*)::int as n from outbound_messages
        where recipient = ${trail.email} and status = 'sent' and body_text <> '' and kind <> 'email-confirmation'`,
  );
  return {
    appointment,
    appointmentIds: withEmail.map((a) => a.id),
    order,
    payments: payments.length,
    optOut: optOut.length,
    sentMessages: sent[0]!.n,
  };
}

async function confirmationLinkOf(email: string): Promise<string> {
  const [mail] = await queryRows<{ body_text: string }>(
    t.ctx.db,
    sql`select body_text from outbound_messages where recipient = ${email} and kind = 'email-confirmation' order by created_at desc limit 1`,
  );
  return /\/conferma-email#token=([\w-]+)/.exec(mail!.body_text)![1]!;
}

describe('an account registered with a guest’s email, before the email is confirmed', () => {
  it('sees none of the guest’s bookings, orders, payments or opt-outs, in any list or in the export', async () => {
    const guest = await guestLeavesATrail('giulia.ospite@example.ch');
    const squatter = await register('Giulia.Ospite@Example.ch');

    const seen = await whatTheAccountSees(squatter.token);
    expect(seen.me).toMatchObject({ email: guest.email, emailConfirmed: false });
    expect(seen.appointments).toEqual([]);
    expect(seen.orders).toEqual([]);
    expect(seen.payments.data ?? seen.payments.payments ?? seen.payments).toHaveLength(0);
    expect(seen.exported).toMatchObject({ appointments: [], orders: [], payments: [], consents: [] });
    const everything = JSON.stringify(seen);
    for (const secret of [guest.note, guest.address, guest.appointmentId, guest.orderId]) expect(everything).not.toContain(secret);
  });

  it('still logs in and books (the original client registers, then books), and sees its own booking', async () => {
    const email = 'nuovo.cliente@example.ch';
    const account = await register(email);
    const login = await t.call('login', { body: { email, password: account.password } });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const booked = await t.call('bookAppointment', {
      body: { barberId: slot.barber.id, serviceId: slot.service.id, date: slot.date, time: nextTime() },
      headers: bearer(token),
    });
    expect(booked.statusCode).toBe(201);
    const seen = await whatTheAccountSees(token);
    expect(seen.appointments).toHaveLength(1);
    expect(seen.exported.appointments).toHaveLength(1);
  });

  it('deleting the account leaves every record of the guest as it was', async () => {
    const guest = await guestLeavesATrail('marta.ospite@example.ch');
    const before = await guestRecords(guest);
    expect(before).toMatchObject({ payments: 1, optOut: 1 });
    expect(before.appointmentIds).toHaveLength(2);
    expect(before.sentMessages).toBeGreaterThan(0);

    const squatter = await register(guest.email);
    const deleted = await t.call('deleteMyAccount', {
      body: { password: squatter.password },
      headers: bearer(squatter.token),
    });
    expect(deleted.statusCode).toBe(200);

    expect(await guestRecords(guest)).toEqual(before);
    expect(before.appointment).toMatchObject({ guest_email: guest.email, notes: guest.note, guest_first_name: 'Anna' });
    expect(before.order).toMatchObject({ customer_email: guest.email, customer_address: guest.address });
    const [erasure] = await queryRows<{ appointments_anonymised: number; orders_anonymised: number }>(
      t.ctx.db,
      sql`select appointments_anonymised, orders_anonymised from account_erasures order by erased_at desc limit 1`,
    );
    expect(erasure).toEqual({ appointments_anonymised: 0, orders_anonymised: 0 });
  });

  it('the admin’s export and erasure of that account leave the guest out too', async () => {
    const guest = await guestLeavesATrail('paolo.ospite@example.ch');
    const before = await guestRecords(guest);
    const squatter = await register(guest.email);
    const id = (await get(squatter.token, 'currentUser'))._id as string;
    const admin = await adminToken();
    const exported = await t.call('exportUserData', { params: { id }, headers: bearer(admin) });
    expect(exported.json()).toMatchObject({ appointments: [], orders: [], payments: [], consents: [] });
    const erased = await t.call('eraseUser', { params: { id }, headers: bearer(admin) });
    expect(erased.statusCode).toBe(200);
    expect(await guestRecords(guest)).toEqual(before);
  });
});

describe('once the owner of the address opens the link', () => {
  it('the guest’s bookings, orders, payments and opt-out join the account: lists, export and deletion', async () => {
    const guest = await guestLeavesATrail('sara.ospite@example.ch');
    const { appointmentIds } = await guestRecords(guest);
    expect(appointmentIds).toHaveLength(2);
    const owner = await register(guest.email);
    expect((await whatTheAccountSees(owner.token)).exported.appointments).toEqual([]);

    const confirmed = await t.call('confirmEmail', { body: { token: await confirmationLinkOf(guest.email) } });
    expect(confirmed.statusCode).toBe(200);

    const seen = await whatTheAccountSees(owner.token);
    expect(seen.me.emailConfirmed).toBe(true);
    expect(seen.exported.appointments.map((a: { _id: string }) => a._id).sort()).toEqual(appointmentIds);
    expect(seen.exported.appointments.find((a: { _id: string }) => a._id === guest.appointmentId).notes).toBe(guest.note);
    expect(seen.exported.orders.map((o: { _id: string }) => o._id)).toEqual([guest.orderId]);
    expect(seen.exported.payments).toHaveLength(1);
    expect(seen.exported.consents).toHaveLength(1);

    const deleted = await t.call('deleteMyAccount', {
      body: { password: owner.password },
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(200);
    const after = await guestRecords(guest);
    expect(after.appointment).toMatchObject({ guest_email: '', notes: null });
    expect(after.appointmentIds).toEqual([]);
    expect(after.order).toMatchObject({ customer_email: '', customer_address: '' });
    expect(after).toMatchObject({ payments: 0, optOut: 0, sentMessages: 0 });
  });
});

let admin: string | undefined;
async function adminToken(): Promise<string> {
  if (admin) return admin;
  const { makeUser } = await import('./helpers/factories');
  admin = (await makeUser(t, { role: 'admin' })).token;
  return admin;
}
