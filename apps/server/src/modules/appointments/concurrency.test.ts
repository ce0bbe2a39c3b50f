import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorMessagesIt } from '@barber/shared/messages/it';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { makeUser } from '../../../test/helpers/factories';
import { bookingBody, guestBody, makeBarber, makeService, type FreeSlot } from '../../../test/helpers/booking';

// TARGETS.md, correctness under load: of concurrent bookings for overlapping times exactly one wins, every
// other request gets the Italian 409, and the database never holds two overlapping active appointments.
let t: TestApp;
let slot: FreeSlot;
withFreeSlot((app, free) => ([t, slot] = [app, free]));

const overlappingActivePairs = async () =>
  (
    await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n
          from appointments a join appointments b
            on a.barber_id = b.barber_id and a.id < b.id
           and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
          where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`,
    )
  )[0]!.n;
const activeFor = async (barberId: string) =>
  (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from appointments where barber_id = ${barberId} and status in ('pending', 'confirmed')`))[0]!.n;
const guest = (body: object) => t.callRaw('guestBooking', { body });

function expectOneWinner(answers: { statusCode: number; json(): { code?: string; message?: string } }[]) {
  const won = answers.filter((r) => r.statusCode === 201);
  const lost = answers.filter((r) => r.statusCode !== 201);
  expect(won).toHaveLength(1);
  expect(lost.map((r) => r.statusCode)).toEqual(Array(answers.length - 1).fill(409));
  for (const r of lost) expect(r.json()).toMatchObject({ code: 'SLOT_TAKEN', message: errorMessagesIt.SLOT_TAKEN });
}

describe('no double booking under load', () => {
  it('50 concurrent bookings of one slot, 20 times: exactly 1 success each time, 49 x 409', async () => {
    const barber = await makeBarber(t, { services: [slot.service] });
    const days = ['2026-06-03', '2026-06-04'];
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '13:00', '13:30', '14:00', '14:30', '15:00'];
    for (let round = 0; round < 20; round++) {
      const s = { ...slot, barber, date: days[Math.floor(round / 10)]!, time: times[round % 10]! };
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => guest(guestBody(s, { email: `gara-${round}-${i}@example.ch` }))),
      );
      expectOneWinner(answers);
    }
    expect(await activeFor(barber.id)).toBe(20);
    expect(await overlappingActivePairs()).toBe(0);
  }, 180_000);

  it('50 logged-in clients racing for one slot: exactly 1 success', async () => {
    const barber = await makeBarber(t, { services: [slot.service] });
    const clients = await Promise.all(Array.from({ length: 50 }, () => makeUser(t)));
    const answers = await Promise.all(
      clients.map((c) => t.call('bookAppointment', { body: bookingBody({ ...slot, barber }), as: c })),
    );
    expectOneWinner(answers);
    expect(await activeFor(barber.id)).toBe(1);
  }, 60_000);

  it('overlapping bookings of different lengths (60 min at 10:00, 30 min at 10:15 and 10:30, pairwise overlapping): exactly 1 wins', async () => {
    const short = await makeService(t, { durationMinutes: 30 });
    const long = await makeService(t, { durationMinutes: 60 });
    const barber = await makeBarber(t, { services: [short, long] });
    for (const date of ['2026-06-03', '2026-06-04', '2026-06-05', '2026-06-08', '2026-06-09']) {
      const s = { ...slot, barber, date };
      const requests = Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? guestBody({ ...s, service: long, time: '10:00' }, { email: `l-${i}@example.ch` })
          : guestBody({ ...s, service: short, time: i % 3 === 1 ? '10:15' : '10:30' }, { email: `s-${i}@example.ch` }),
      );
      expectOneWinner(await Promise.all(requests.map(guest)));
    }
    expect(await activeFor(barber.id)).toBe(5);
    expect(await overlappingActivePairs()).toBe(0);
  }, 120_000);
});
