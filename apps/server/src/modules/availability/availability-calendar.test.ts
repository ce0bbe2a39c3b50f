import { describe, expect, it } from 'vitest';
import { addDays } from '@barber/shared/domain/zoned-time';
import type { TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { guestBody, makeAbsence, MONDAY_MORNING, type FreeSlot } from '../../../test/helpers/booking';

let t: TestApp;
let slot: FreeSlot;
withFreeSlot((app, free) => ([t, slot] = [app, free]));

const MONDAY = '2026-06-01';
const calendar = (query: Record<string, string>) => t.callRaw('availabilityCalendar', { query });
type Day = { date: string; day: { kind: string }; available: number; firstTime: string | null };

describe('GET /appointments/public/availability-calendar', () => {
  it('defaults to today and the next 30 days in the shop zone, with closed Sundays and the first free time', async () => {
    t.clock.set(MONDAY_MORNING);
    const res = await calendar({ barberId: slot.barber.id, duration: '30', serviceId: slot.service.id });
    expect(res.statusCode).toBe(200);
    const days: Day[] = res.json().data;
    expect(days).toHaveLength(31);
    expect(days[0]).toMatchObject({ date: MONDAY, day: { kind: 'open' }, available: 34, firstTime: '09:00' });
    expect(days[6]).toMatchObject({ date: '2026-06-07', day: { kind: 'closed' }, available: 0, firstTime: null });
    expect(days[30]!.date).toBe(addDays(MONDAY, 30));
  });

  it('agrees day by day with the day grid after a booking and an absence', async () => {
    t.clock.set(MONDAY_MORNING);
    const booked = await t.call('guestBooking', { body: guestBody(slot) });
    expect(booked.statusCode).toBe(201);
    await makeAbsence(t, { barberId: null, date: '2026-06-04', startTime: '09:00', endTime: '11:00' });
    const days: Day[] = (await calendar({ barberId: slot.barber.id, duration: '30', from: MONDAY, days: '7' })).json().data;
    expect(days).toHaveLength(7);
    for (const day of days) {
      const grid = (await t.call('publicAvailableSlots', { query: { barberId: slot.barber.id, date: day.date, duration: '30' } })).json();
      const free = grid.filter((s: { available: boolean }) => s.available);
      expect({ date: day.date, available: day.available, first: day.firstTime }).toEqual({
        date: day.date,
        available: free.length,
        first: free[0]?.time ?? null,
      });
    }
    expect(days.find((d) => d.date === '2026-06-04')?.firstTime).toBe('11:00');
  });

  it('answers 400 in Italian for missing parameters and 404 for an unknown barber', async () => {
    const missing = await calendar({ duration: '30' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Parametri mancanti per la richiesta degli slot');
    const unknown = await calendar({ barberId: '00000000-0000-4000-8000-000000000000', duration: '30' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Barbiere non trovato');
    expect((await calendar({ barberId: slot.barber.id, duration: '30', days: '90' })).statusCode).toBe(400);
  });
});
