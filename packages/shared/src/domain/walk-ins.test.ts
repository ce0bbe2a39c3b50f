import { describe, expect, it } from 'vitest';
import { makeWorkingDay } from './test-working-day';
import {
  canMoveWalkIn,
  chairOfDay,
  currentWalkInWait,
  earliestFit,
  estimateWalkInQueue,
  roundWait,
  type QueuedWalkIn,
  type WalkInChair,
} from './walk-ins';
import { zonedToUtc } from './zoned-time';

const TZ = 'Europe/Zurich';
// Monday 1 June 2026.
const DATE = '2026-06-01';
const at = (time: string) => zonedToUtc(DATE, time, TZ);
const span = (from: string, to: string) => ({ startsAt: at(from), endsAt: at(to) });
const day = { startsAt: at('09:00'), endsAt: at('19:00') };
const chair = (barberId: string, busy: WalkInChair['busy'] = [], serviceIds = ['cut']): WalkInChair => ({
  barberId,
  serviceIds,
  open: day,
  busy,
});
const walkIn = (id: string, overrides: Partial<QueuedWalkIn> = {}): QueuedWalkIn => ({
  id,
  serviceId: 'cut',
  durationMinutes: 30,
  barberId: null,
  ...overrides,
});

describe('earliestFit', () => {
  it('starts now when the chair is free for the whole service', () => {
    expect(earliestFit(at('10:07'), day, [], 30)).toEqual(at('10:07'));
  });

  it('waits for the appointment in the way, and skips a gap too short for the service', () => {
    // 10:00-10:30 booked, 10:50-11:30 booked: the 20-minute gap cannot hold 30 minutes.
    const busy = [span('10:50', '11:30'), span('10:00', '10:30')];
    expect(earliestFit(at('10:05'), day, busy, 30)).toEqual(at('11:30'));
    expect(earliestFit(at('10:05'), day, busy, 20)).toEqual(at('10:30'));
  });

  it('does not start before opening, and answers null when the day has no room left', () => {
    expect(earliestFit(at('07:00'), day, [], 30)).toEqual(at('09:00'));
    expect(earliestFit(at('18:45'), day, [], 30)).toBeNull();
    expect(earliestFit(at('10:00'), null, [], 30)).toBeNull();
  });
});

describe('estimateWalkInQueue', () => {
  it('two walk-ins at one free chair: positions 1 and 2, the second waits for the first', () => {
    const [first, second] = estimateWalkInQueue(at('10:00'), [chair('anna')], [walkIn('a'), walkIn('b')]);
    expect(first).toMatchObject({ position: 1, waitMinutes: 0, barberId: 'anna' });
    expect(second).toMatchObject({ position: 2, waitMinutes: 30, barberId: 'anna' });
    expect(second!.waitMinutes!).toBeGreaterThanOrEqual(first!.waitMinutes!);
  });

  it('counts the service in progress and the bookings of the day', () => {
    // A walk-in in service until 10:20 (an appointment like any other), then a booking 10:30-11:00.
    const busy = [span('10:00', '10:20'), span('10:30', '11:00')];
    const [only] = estimateWalkInQueue(at('10:05'), [chair('anna', busy)], [walkIn('a')]);
    expect(only).toMatchObject({ waitMinutes: 55, startsAt: at('11:00') });
  });

  it('takes the chair that frees first among the barbers who offer the service', () => {
    const chairs = [chair('anna', [span('10:00', '11:00')]), chair('bruno', [span('10:00', '10:15')]), chair('carla', [], ['beard'])];
    const placed = estimateWalkInQueue(at('10:00'), chairs, [walkIn('a'), walkIn('b')]);
    expect(placed.map((p) => [p.barberId, p.waitMinutes])).toEqual([
      ['bruno', 15],
      ['bruno', 45],
    ]);
  });

  it("keeps someone who asked for a barber at that barber's chair", () => {
    const chairs = [chair('anna', [span('10:00', '10:40')]), chair('bruno')];
    const [placed] = estimateWalkInQueue(at('10:00'), chairs, [walkIn('a', { barberId: 'anna' })]);
    expect(placed).toMatchObject({ barberId: 'anna', waitMinutes: 40 });
  });

  it('has no wait to give when no chair has room today', () => {
    const [placed] = estimateWalkInQueue(at('18:50'), [chair('anna')], [walkIn('a')]);
    expect(placed).toMatchObject({ position: 1, barberId: null, waitMinutes: null });
  });
});

describe('currentWalkInWait and roundWait', () => {
  it('is the wait of someone arriving now behind the queue, for the soonest service', () => {
    const services = [
      { id: 'cut', durationMinutes: 30 },
      { id: 'beard', durationMinutes: 15 },
    ];
    const chairs = [chair('anna', [], ['cut', 'beard'])];
    expect(currentWalkInWait(at('10:00'), chairs, [walkIn('a')], services)).toBe(30);
    expect(currentWalkInWait(at('10:00'), chairs, [], services)).toBe(0);
    expect(currentWalkInWait(at('18:55'), chairs, [], services)).toBeNull();
  });

  it('rounds up to five minutes', () => {
    expect([0, 1, 5, 17, 20].map(roundWait)).toEqual([0, 5, 5, 20, 20]);
  });
});

describe('canMoveWalkIn', () => {
  it('follows call, start, done; no-show only before the start; done and no-show are final', () => {
    expect(canMoveWalkIn('waiting', 'called')).toBe(true);
    expect(canMoveWalkIn('called', 'in_service')).toBe(true);
    expect(canMoveWalkIn('waiting', 'in_service')).toBe(true);
    expect(canMoveWalkIn('in_service', 'done')).toBe(true);
    expect(canMoveWalkIn('called', 'no_show')).toBe(true);
    expect(canMoveWalkIn('waiting', 'done')).toBe(false);
    expect(canMoveWalkIn('in_service', 'no_show')).toBe(false);
    expect(canMoveWalkIn('done', 'waiting')).toBe(false);
    expect(canMoveWalkIn('no_show', 'called')).toBe(false);
  });
});

describe('chairOfDay', () => {
  const input = {
    date: DATE,
    timeZone: TZ,
    workingDay: makeWorkingDay(),
    vacations: [],
    absences: [{ date: DATE, startTime: '15:00', endTime: '16:00' }],
    busy: [span('10:00', '10:30')],
    shopBreak: { startTime: '12:30', endTime: '13:00' },
  };

  it("is the barber's hours with breaks and absences as busy time beside the appointments", () => {
    const c = chairOfDay('anna', ['cut'], input);
    expect(c.open).toEqual(day);
    expect(c.busy).toEqual([span('10:00', '10:30'), span('12:00', '12:30'), span('12:30', '13:00'), span('15:00', '16:00')]);
    // A 30-minute walk-in at 11:45 waits for the end of both breaks.
    expect(earliestFit(at('11:45'), c.open, c.busy, 30)).toEqual(at('13:00'));
  });

  it('is closed on a day off and on vacation', () => {
    expect(chairOfDay('anna', [], { ...input, workingDay: makeWorkingDay({ isWorking: false }) }).open).toBeNull();
    expect(chairOfDay('anna', [], { ...input, vacations: [{ startDate: DATE, endDate: DATE }] }).open).toBeNull();
  });
});
