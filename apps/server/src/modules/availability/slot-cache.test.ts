import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { guestBody, makeBarber, standardWeek, WEDNESDAY } from '../../../test/helpers/booking';
import { bookGuest, withStaff } from '../../../test/helpers/staff-suite';
import type { Staff } from '../../../test/helpers/staff';
import { createSlotCache, SLOT_CACHE_MAX_AGE_MS, slotCacheOf } from './slot-cache';
import type { BarberDayRow } from './repo';

/**
 * The slot cache (ADR 0076) never shows a taken time as free: each change that alters a barber-day, made through
 * the API right after the day was read (and kept), shows in the very next read.
 */
let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]), { everyTestAt: '2026-06-01T06:00:00Z' });

type Cell = { time: string; available: boolean; isBooked: boolean; isBlocked: boolean };
const grid = async (barberId: string, serviceId?: string, date = WEDNESDAY): Promise<Cell[]> => {
  const res = await t.call('publicAvailableSlots', {
    query: { barberId, date, duration: '30', ...(serviceId ? { serviceId } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Cell[];
};
const free = async (barberId: string, time: string, serviceId?: string) =>
  (await grid(barberId, serviceId)).find((c) => c.time === time)?.available;
const freshBarber = () => makeBarber(t, { services: [s.slot.service] });

describe('the slot cache', () => {
  it('keeps each barber-day it read once', async () => {
    const barber = await freshBarber();
    await grid(barber.id);
    const cache = slotCacheOf(t.ctx);
    const before = cache.size;
    await grid(barber.id);
    expect(cache.size).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('a guest booking takes the time at once', async () => {
    const barber = await freshBarber();
    expect(await free(barber.id, '10:00')).toBe(true);
    await bookGuest(t, s, barber.id, WEDNESDAY, '10:00');
    expect(await free(barber.id, '10:00')).toBe(false);
  });

  it("a payment intent's hold takes the time at once", async () => {
    const barber = await freshBarber();
    expect(await free(barber.id, '11:00')).toBe(true);
    const intent = await t.call('createPaymentIntent', {
      body: {
        type: 'appointment',
        currency: 'CHF',
        appointmentData: {
          barberId: barber.id,
          serviceId: s.slot.service.id,
          date: WEDNESDAY,
          time: '11:00',
          customerDetails: { name: 'Paga Ora', email: 'paga@example.ch', phone: '079 555 12 34' },
        },
      },
    });
    expect(intent.statusCode).toBe(201);
    expect(await free(barber.id, '11:00')).toBe(false);
  });

  it('a cancellation frees the time at once', async () => {
    const barber = await freshBarber();
    const id = await bookGuest(t, s, barber.id, WEDNESDAY, '14:00');
    expect(await free(barber.id, '14:00')).toBe(false);
    const cancelled = await t.call('staffAppointmentStatus', { params: { id }, body: { status: 'cancelled' }, as: s.admin });
    expect(cancelled.statusCode).toBe(200);
    expect(await free(barber.id, '14:00')).toBe(true);
  });

  it("an absence, the barber's and the whole studio's, blocks its times at once", async () => {
    const barber = await freshBarber();
    expect(await free(barber.id, '15:00')).toBe(true);
    expect(await free(barber.id, '17:00')).toBe(true);
    const own = await t.call('createAbsence', {
      body: { date: WEDNESDAY, startTime: '15:00', endTime: '16:00', reason: 'Corso', barberId: barber.id },
      as: s.admin,
    });
    expect(own.statusCode).toBe(201);
    expect(await free(barber.id, '15:00')).toBe(false);
    const studio = await t.call('createAbsence', {
      body: { date: WEDNESDAY, startTime: '17:00', endTime: '18:00', reason: 'Riunione' },
      as: s.admin,
    });
    expect(studio.statusCode).toBe(201);
    expect(await free(barber.id, '17:00')).toBe(false);
  });

  it("a change of the barber's hours reshapes every day of theirs at once", async () => {
    const barber = await freshBarber();
    const farDay = '2026-06-24';
    expect(await free(barber.id, '09:00')).toBe(true);
    expect((await grid(barber.id, undefined, farDay)).find((c) => c.time === '09:00')?.available).toBe(true);
    const later = { startTime: '13:30', endTime: '19:00', hasBreak: false, breakStart: null, breakEnd: null };
    const saved = await t.call('saveWorkingHours', {
      params: { id: barber.id },
      body: { workingHours: standardWeek({ wednesday: later }) },
      as: s.admin,
    });
    expect(saved.statusCode).toBe(200);
    expect(await free(barber.id, '09:00')).toBeFalsy();
    expect((await grid(barber.id, undefined, farDay)).find((c) => c.time === '09:00')?.available).toBeFalsy();
  });

  it("a service's new duration shows in the grids that name it at once", async () => {
    const barber = await freshBarber();
    // 30 minutes fit before the 12:00 break at 11:30; 60 minutes do not.
    expect(await free(barber.id, '11:30', s.slot.service.id)).toBe(true);
    const service = s.slot.service;
    const longer = await t.call('updateService', {
      params: { id: service.id },
      body: { name: service.name, price: service.priceRappen / 100, duration: 60, description: '', isActive: true },
      as: s.admin,
    });
    expect(longer.statusCode).toBe(200);
    try {
      expect(await free(barber.id, '11:30', service.id)).toBe(false);
    } finally {
      await t.call('updateService', {
        params: { id: service.id },
        body: { name: service.name, price: service.priceRappen / 100, duration: 30, description: '', isActive: true },
        as: s.admin,
      });
    }
  });

  it('is bypassed while the other instances cannot be heard', async () => {
    const barber = await freshBarber();
    const realtime = t.ctx.realtime;
    const hears = realtime.hearsAllChanges;
    realtime.hearsAllChanges = () => false;
    try {
      const cache = slotCacheOf(t.ctx);
      const before = cache.size;
      await grid(barber.id);
      expect(cache.size).toBe(before);
    } finally {
      realtime.hearsAllChanges = hears;
    }
  });

  it('books as before: a time taken since it was read is refused by the booking, not by the cache', async () => {
    const barber = await freshBarber();
    expect(await free(barber.id, '16:00')).toBe(true);
    await bookGuest(t, s, barber.id, WEDNESDAY, '16:00');
    const again = await t.call('guestBooking', {
      body: guestBody({ ...s.slot, date: WEDNESDAY, time: '16:00' }, { barberId: barber.id, email: 'altro@example.ch', phone: '079 555 98 76' }),
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('createSlotCache', () => {
  const row = { id: 'b' } as BarberDayRow;
  const key = { barberId: 'b', date: '2026-06-03', timeZone: 'Europe/Zurich' };

  it('drops a read still in flight when a change comes: the next reader reads again', async () => {
    const cache = createSlotCache({ usable: () => true });
    let release!: (r: BarberDayRow) => void;
    let reads = 0;
    const slow = () => {
      reads++;
      return new Promise<BarberDayRow>((resolve) => (release = resolve));
    };
    const first = cache.get(key, slow);
    cache.forget({ barberId: 'b', dates: ['2026-06-03'] });
    release(row);
    await first;
    await cache.get(key, async () => (reads++, row));
    expect(reads).toBe(2);
  });

  it('drops the days named, a barber, or everything; keeps the rest', async () => {
    const cache = createSlotCache({ usable: () => true });
    const load = async () => row;
    for (const date of ['2026-06-03', '2026-06-04']) for (const barberId of ['b', 'c']) await cache.get({ ...key, barberId, date }, load);
    expect(cache.size).toBe(4);
    cache.forget({ barberId: 'b', dates: ['2026-06-03'] });
    expect(cache.size).toBe(3);
    cache.forget({ barberId: 'c' });
    expect(cache.size).toBe(1);
    cache.forget('all');
    expect(cache.size).toBe(0);
  });

  it('keeps nothing for an unknown barber or a failed read, and nothing older than its age limit', async () => {
    let clock = 0;
    const cache = createSlotCache({ usable: () => true, now: () => clock });
    await cache.get(key, async () => undefined);
    await expect(cache.get({ ...key, barberId: 'x' }, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(cache.size).toBe(0);
    let reads = 0;
    const load = async () => (reads++, row);
    await cache.get(key, load);
    clock += SLOT_CACHE_MAX_AGE_MS - 1;
    await cache.get(key, load);
    clock += 1;
    await cache.get(key, load);
    expect(reads).toBe(2);
  });
});
