import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents, SlotsChangedEvent } from '@barber/shared/realtime';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser } from '../../../test/helpers/factories';
import { bookingBody, givenShopWithFreeSlot, guestBody, type FreeSlot } from '../../../test/helpers/booking';

let t: TestApp;
let slot: FreeSlot;
let socket: Socket<ServerToClientEvents, ClientToServerEvents>;
const received: SlotsChangedEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  socket = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.on('slots:changed', (event) => received.push(event));
  socket.emit('slots:watch', { barberId: slot.barber.id, date: slot.date });
  socket.emit('slots:watch', { barberId: slot.barber.id, date: '2026-06-04' });
  // Joining a room has no acknowledgement: give the server a moment to handle the watch messages.
  await new Promise((resolve) => setTimeout(resolve, 200));
});
afterAll(async () => {
  socket?.close();
  await t.close();
});

async function nextEvent(count: number): Promise<SlotsChangedEvent[]> {
  const deadline = Date.now() + 5_000;
  while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return received.slice(0, count);
}

describe('slots:changed', () => {
  it('reaches a page watching the barber-day after a booking, a move and a cancellation', async () => {
    const booked = await t.inject({ method: 'POST', url: '/api/appointments/public/appointments/guest', payload: guestBody(slot) });
    expect(booked.statusCode).toBe(201);
    expect(await nextEvent(1)).toEqual([{ barberId: slot.barber.id, dates: [slot.date] }]);

    const user = await makeUser(t);
    const own = await t.inject({ method: 'POST', url: '/api/appointments', payload: bookingBody(slot, { time: '15:00' }), headers: user.auth });
    expect(own.statusCode).toBe(201);
    const id = own.json().data._id;
    const moved = await t.inject({
      method: 'PUT',
      url: `/api/appointments/${id}`,
      payload: bookingBody(slot, { date: '2026-06-04', time: '15:00' }),
      headers: user.auth,
    });
    expect(moved.statusCode).toBe(200);
    // One event naming both days; the server emits it to each day's room.
    const events = await nextEvent(4);
    expect(events.slice(2)).toEqual([
      { barberId: slot.barber.id, dates: [slot.date, '2026-06-04'] },
      { barberId: slot.barber.id, dates: [slot.date, '2026-06-04'] },
    ]);

    expect((await t.inject({ method: 'PUT', url: `/api/appointments/${id}/cancel`, headers: user.auth })).statusCode).toBe(200);
    expect((await nextEvent(5))[4]).toEqual({ barberId: slot.barber.id, dates: ['2026-06-04'] });
  });

  it('is not sent for a refused booking', async () => {
    const before = received.length;
    const refused = await t.inject({ method: 'POST', url: '/api/appointments/public/appointments/guest', payload: guestBody(slot) });
    expect(refused.statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.length).toBe(before);
  });
});
