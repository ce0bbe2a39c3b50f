import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appointmentInterval, computeSlots, isBookable } from './slot-engine';
import type { Interval, SlotEngineInput } from './slot-engine';
import { addDays, minutesToTime, utcToZoned, weekdayOf, zonedToUtc } from './zoned-time';

// Lord Howe moves its clocks by 30 minutes, which lands DST gaps in the middle of a 15-minute grid.
const ZONES = ['Europe/Zurich', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
// The 2026 DST days of those zones plus ordinary days.
const DATES = [
  '2026-03-29',
  '2026-10-25',
  '2026-03-08',
  '2026-11-01',
  '2026-04-05',
  '2026-10-04',
  '2026-05-12',
];
const MINUTE = 60_000;

const time = fc.integer({ min: 0, max: 1439 }).map(minutesToTime);
const timeRange = (maxLength: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: 1438 }), fc.integer({ min: 1, max: maxLength }))
    .map(([start, length]) => [minutesToTime(start), minutesToTime(Math.min(1439, start + length))] as const);

const input: fc.Arbitrary<SlotEngineInput> = fc
  .record({
    date: fc.constantFrom(...DATES),
    timeZone: fc.constantFrom(...ZONES),
    hours: timeRange(720),
    breakAt: fc.option(timeRange(90)),
    absences: fc.array(fc.record({ dayShift: fc.integer({ min: -1, max: 1 }), range: timeRange(120) }), {
      maxLength: 3,
    }),
    busy: fc.array(
      fc.record({
        dayShift: fc.constantFrom(0, 0, 0, -1, 1),
        at: time,
        minutes: fc.integer({ min: 5, max: 120 }),
      }),
      { maxLength: 6 },
    ),
    // now from two days before to 15:00 of `date`, so most runs are in the window and some cut the day.
    nowOffsetMinutes: fc.integer({ min: -2 * 1440, max: 900 }),
    durationMinutes: fc.integer({ min: 5, max: 120 }),
    stepMinutes: fc.constantFrom(5, 10, 15, 30),
  })
  .map((r) => ({
    date: r.date,
    timeZone: r.timeZone,
    now: new Date(zonedToUtc(r.date, '00:00', r.timeZone).getTime() + r.nowOffsetMinutes * MINUTE),
    durationMinutes: r.durationMinutes,
    stepMinutes: r.stepMinutes,
    workingDay: {
      day: weekdayOf(r.date),
      isWorking: true,
      startTime: r.hours[0],
      endTime: r.hours[1],
      hasBreak: r.breakAt !== null,
      breakStart: r.breakAt?.[0] ?? null,
      breakEnd: r.breakAt?.[1] ?? null,
    },
    vacations: [],
    absences: r.absences.map((a) => ({
      date: addDays(r.date, a.dayShift),
      startTime: a.range[0],
      endTime: a.range[1],
    })),
    busy: r.busy.map((b) => appointmentInterval(addDays(r.date, b.dayShift), b.at, b.minutes, r.timeZone)),
  }));

const overlaps = (a: Interval, b: Interval) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;
const at = (i: SlotEngineInput, t: string) => zonedToUtc(i.date, t, i.timeZone);
const offered = (i: SlotEngineInput) =>
  computeSlots(i)
    .slots.filter((s) => s.available)
    .map((s) => ({ time: s.time, ...appointmentInterval(i.date, s.time, i.durationMinutes, i.timeZone) }));

describe('slot engine properties', () => {
  it('never offers a slot that overlaps a busy appointment', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const s of offered(i)) expect(i.busy.some((b) => overlaps(s, b))).toBe(false);
      }),
    );
  });

  it('keeps every offered service inside working hours', () => {
    fc.assert(
      fc.property(input, (i) => {
        const day = i.workingDay!;
        const opening = at(i, day.startTime!);
        const closing = at(i, day.endTime!);
        for (const s of offered(i)) {
          expect(s.startsAt >= opening).toBe(true);
          expect(s.endsAt <= closing).toBe(true);
        }
      }),
    );
  });

  it('never touches the break or an absence of that day', () => {
    fc.assert(
      fc.property(input, (i) => {
        const day = i.workingDay!;
        const blocked: Interval[] = i.absences
          .filter((a) => a.date === i.date)
          .map((a) => ({ startsAt: at(i, a.startTime), endsAt: at(i, a.endTime) }));
        if (day.hasBreak) blocked.push({ startsAt: at(i, day.breakStart!), endsAt: at(i, day.breakEnd!) });
        for (const s of offered(i)) expect(blocked.some((b) => overlaps(s, b))).toBe(false);
      }),
    );
  });

  it('never offers the past', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const s of offered(i)) expect(s.startsAt.getTime()).toBeGreaterThan(i.now.getTime());
      }),
    );
  });

  it('lists each wall-clock time once, in order, and each maps back to its own time', () => {
    fc.assert(
      fc.property(input, (i) => {
        const slots = computeSlots(i).slots.map((s) => s.time);
        expect([...slots].sort()).toEqual(slots);
        expect(new Set(slots).size).toBe(slots.length);
        for (const t of slots) expect(utcToZoned(at(i, t), i.timeZone).time).toBe(t);
      }),
    );
  });

  it('isBookable agrees with computeSlots for any time of day', () => {
    fc.assert(
      fc.property(input, time, (i, t) => {
        const slots = computeSlots(i).slots;
        const offeredTimes = new Set(slots.filter((s) => s.available).map((s) => s.time));
        expect(isBookable(i, t)).toBe(offeredTimes.has(t));
        // Grid times, offered or not, are where a disagreement would show; a few of each keep the run short.
        for (const s of slots.filter((_, n) => n % 7 === 0)) expect(isBookable(i, s.time)).toBe(s.available);
      }),
    );
  });

  it('booking an offered slot takes it and everything overlapping it off the grid', () => {
    fc.assert(
      fc.property(input, fc.nat(), (i, pick) => {
        const before = offered(i);
        const chosen = before[pick % Math.max(1, before.length)];
        if (!chosen) return;
        const after = { ...i, busy: [...i.busy, chosen] };
        expect(isBookable(after, chosen.time)).toBe(false);
        for (const s of offered(after)) expect(overlaps(s, chosen)).toBe(false);
      }),
    );
  });
});
