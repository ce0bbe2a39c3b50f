import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { addDays } from '@barber/shared/domain/zoned-time';
import type { SlotsChangedEvent, SlotsRoom, WatchAck } from '@barber/shared/realtime';
import { MAX_CONNECTIONS_PER_ADDRESS, MAX_ROOMS_PER_SOCKET } from '../../infra/realtime';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser } from '../../../test/helpers/factories';
import { openClientSocket, type ClientSocket } from '../../../test/helpers/sockets';
import { bookingBody, givenShopWithFreeSlot, guestBody, makeBarber, type BarberRow, type FreeSlot } from '../../../test/helpers/booking';

let t: TestApp;
let slot: FreeSlot;
let second: BarberRow;
let inactive: BarberRow;
let url: string;
let socket: ClientSocket;
const opened: ClientSocket[] = [];
const received: SlotsChangedEvent[] = [];

/** A connected client, as the web app opens one per tab (optionally with an access token). */
const open = (token?: string): Promise<ClientSocket> =>
  openClientSocket(url, opened, { reconnection: false, auth: token ? { token } : {} });

const watch = (client: ClientSocket, room: SlotsRoom) =>
  new Promise<WatchAck>((resolve) => client.emit('slots:watch', room, resolve));

beforeAll(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
  // Made before any watch: the server keeps the list of active barbers for a few seconds.
  second = await makeBarber(t);
  inactive = await makeBarber(t, { isActive: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  socket = await open();
  socket.on('slots:changed', (event) => received.push(event));
  expect(await watch(socket, { barberId: slot.barber.id, date: slot.date })).toEqual({ ok: true });
  expect(await watch(socket, { barberId: slot.barber.id, date: '2026-06-04' })).toEqual({ ok: true });
});
afterAll(async () => {
  for (const client of opened) client.close();
  await t.close();
});

async function nextEvent(count: number): Promise<SlotsChangedEvent[]> {
  const deadline = Date.now() + 5_000;
  while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return received.slice(0, count);
}

describe('slots:changed', () => {
  it('reaches a page watching the barber-day after a booking, a move and a cancellation', async () => {
    const booked = await t.call('guestBooking', { body: guestBody(slot) });
    expect(booked.statusCode).toBe(201);
    expect(await nextEvent(1)).toEqual([{ barberId: slot.barber.id, dates: [slot.date] }]);

    const user = await makeUser(t);
    const own = await t.call('bookAppointment', { body: bookingBody(slot, { time: '15:00' }), as: user });
    expect(own.statusCode).toBe(201);
    const id = own.json().data._id;
    const moved = await t.call('modifyAppointment', {
      params: { id },
      body: bookingBody(slot, { date: '2026-06-04', time: '15:00' }),
      as: user,
    });
    expect(moved.statusCode).toBe(200);
    // One event naming both days; the server emits it to each day's room.
    const events = await nextEvent(4);
    expect(events.slice(2)).toEqual([
      { barberId: slot.barber.id, dates: [slot.date, '2026-06-04'] },
      { barberId: slot.barber.id, dates: [slot.date, '2026-06-04'] },
    ]);

    expect((await t.call('cancelAppointment', { params: { id }, as: user })).statusCode).toBe(200);
    expect((await nextEvent(5))[4]).toEqual({ barberId: slot.barber.id, dates: ['2026-06-04'] });
  });

  it('is not sent for a refused booking', async () => {
    const before = received.length;
    const refused = await t.call('guestBooking', { body: guestBody(slot) });
    expect(refused.statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.length).toBe(before);
  });
});

describe('subscription_usage_changed', () => {
  it("reaches the admins' sockets after a booking, and no customer's", async () => {
    const admin = await makeUser(t, { role: 'admin' });
    const customer = await makeUser(t);
    const adminSocket = await open(admin.token);
    const customerSocket = await open(customer.token);
    const heard = { admin: 0, customer: 0 };
    adminSocket.on('subscription_usage_changed', (event) => {
      expect(event).toEqual({ resource: 'appointments' });
      heard.admin += 1;
    });
    customerSocket.on('subscription_usage_changed', () => (heard.customer += 1));
    // The room is joined on connecting; a round trip makes sure the server has handled the connection.
    await watch(adminSocket, { barberId: slot.barber.id, date: slot.date });
    await watch(customerSocket, { barberId: slot.barber.id, date: slot.date });

    const booked = await t.call('guestBooking', {
      body: guestBody(slot, { time: '16:00' }),
    });
    expect(booked.statusCode).toBe(201);
    const deadline = Date.now() + 5_000;
    while (heard.admin === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard.admin).toBe(1);
    // The customer's socket watches the same day (it heard slots:changed) but not the admins' hint.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.customer).toBe(0);
  });
});

describe('who may watch what', () => {
  // The test clock is Monday 1 June 2026 in Lugano: the booking window runs to 1 July.
  const today = '2026-06-01';

  it('lets anyone watch active barbers on the days of the booking window only', async () => {
    const client = await open();
    const barberId = slot.barber.id;
    expect(await watch(client, { barberId, date: today })).toEqual({ ok: true });
    expect(await watch(client, { barberId, date: addDays(today, 30) })).toEqual({ ok: true });
    expect(await watch(client, { barberId, date: addDays(today, 31) })).toEqual({ ok: false, reason: 'not-bookable' });
    expect(await watch(client, { barberId, date: addDays(today, -1) })).toEqual({ ok: false, reason: 'not-bookable' });
    expect(await watch(client, { barberId, date: '2026-02-31' })).toEqual({ ok: false, reason: 'not-bookable' });
    expect(await watch(client, { barberId: randomUUID(), date: today })).toEqual({ ok: false, reason: 'not-bookable' });
    expect(await watch(client, { barberId: inactive.id, date: today })).toEqual({ ok: false, reason: 'not-bookable' });
    expect(await watch(client, { barberId: 'slots:*', date: today })).toEqual({ ok: false, reason: 'invalid' });
    expect(await watch(client, { barberId, date: '2026-6-1' })).toEqual({ ok: false, reason: 'invalid' });
    // A client's token changes nothing: the rules are the public ones.
    const customer = await makeUser(t);
    const withToken = await open(customer.token);
    expect(await watch(withToken, { barberId, date: addDays(today, -7) })).toEqual({ ok: false, reason: 'not-bookable' });
  });

  it('hears nothing from a room it was refused', async () => {
    const client = await open();
    const heard: SlotsChangedEvent[] = [];
    client.on('slots:changed', (event) => heard.push(event));
    const late = addDays(today, 31);
    expect((await watch(client, { barberId: slot.barber.id, date: late })).ok).toBe(false);
    t.ctx.realtime.slotsChanged({ barberId: slot.barber.id, dates: [late] });
    t.ctx.realtime.slotsChanged({ barberId: slot.barber.id, dates: [today] });
    expect(await watch(client, { barberId: slot.barber.id, date: today })).toEqual({ ok: true });
    t.ctx.realtime.slotsChanged({ barberId: slot.barber.id, dates: [today] });
    const deadline = Date.now() + 5_000;
    while (heard.length < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([{ barberId: slot.barber.id, dates: [today] }]);
  });

  it('lets a staff panel watch past days and days beyond the window', async () => {
    const barber = await makeUser(t, { role: 'barber' });
    const client = await open(barber.token);
    expect(await watch(client, { barberId: slot.barber.id, date: addDays(today, -20) })).toEqual({ ok: true });
    expect(await watch(client, { barberId: slot.barber.id, date: addDays(today, 90) })).toEqual({ ok: true });
    // A forged token is anonymous.
    const forged = await open(`${barber.token.slice(0, -4)}AAAA`);
    expect(await watch(forged, { barberId: slot.barber.id, date: addDays(today, -20) })).toEqual({ ok: false, reason: 'not-bookable' });
  });

  it('treats a token whose account was deactivated as anonymous, as the HTTP routes do', async () => {
    const barber = await makeUser(t, { role: 'barber' });
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, barber.id));
    // The signature and expiry are still good: only the database check refuses it.
    const client = await open(barber.token);
    expect(await watch(client, { barberId: slot.barber.id, date: addDays(today, -20) })).toEqual({ ok: false, reason: 'not-bookable' });
  });

  it('holds at most a bounded number of rooms per socket, freeing one on unwatch', async () => {
    const client = await open();
    const rooms: SlotsRoom[] = [];
    for (let d = 0; d <= 30; d++) rooms.push({ barberId: slot.barber.id, date: addDays(today, d) });
    for (let d = 0; rooms.length <= MAX_ROOMS_PER_SOCKET; d++) rooms.push({ barberId: second.id, date: addDays(today, d) });
    // Sent all at once: the cap holds while the checks are still running.
    const answers = await Promise.all(rooms.map((room) => watch(client, room)));
    expect(answers.filter((a) => a.ok)).toHaveLength(MAX_ROOMS_PER_SOCKET);
    expect(answers.filter((a) => !a.ok)).toEqual([{ ok: false, reason: 'too-many' }]);
    const refused = rooms[answers.findIndex((a) => !a.ok)]!;
    // Watching a room again is not a new room.
    expect(await watch(client, rooms[0]!)).toEqual({ ok: true });
    client.emit('slots:unwatch', rooms[0]!);
    expect(await watch(client, refused)).toEqual({ ok: true });
  });

  it('refuses connections beyond the cap for one address', async () => {
    const before = opened.filter((c) => c.connected).length;
    for (let i = before; i < MAX_CONNECTIONS_PER_ADDRESS; i++) await open();
    const extra: ClientSocket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false });
    opened.push(extra);
    // The server accepts the handshake and closes the socket at once.
    expect(await new Promise<string>((resolve) => extra.once('disconnect', resolve))).toBe('io server disconnect');
    // Closing one makes room for another.
    opened.find((c) => c.connected)!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await open();
    expect(await watch(again, { barberId: slot.barber.id, date: today })).toEqual({ ok: true });
  });
});
