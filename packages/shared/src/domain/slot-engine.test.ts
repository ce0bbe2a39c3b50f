import { describe, expect, it } from 'vitest';
import { appointmentInterval, computeSlots, isBookable } from './slot-engine';
import type { Slot, SlotEngineInput } from './slot-engine';
import { makeWorkingDay } from './test-working-day';
import type { WorkingDay } from './working-hours';

const ZURICH = 'Europe/Zurich';
// Tuesday; two days after `now`, so nothing is in the past unless a test says so.
const DATE = '2026-05-12';

const workingDay = (overrides: Partial<WorkingDay> = {}): WorkingDay =>
  makeWorkingDay({ day: 'tuesday', ...overrides });

const makeInput = (overrides: Partial<SlotEngineInput> = {}): SlotEngineInput => ({
  date: DATE,
  timeZone: ZURICH,
  now: new Date('2026-05-10T08:00:00Z'),
  durationMinutes: 30,
  workingDay: workingDay(),
  vacations: [],
  absences: [],
  busy: [],
  ...overrides,
});

const local = (date: string, time: string, minutes = 15) => appointmentInterval(date, time, minutes, ZURICH);
const times = (slots: Slot[], pick: (s: Slot) => boolean) => slots.filter(pick).map((s) => s.time);
const available = (input: SlotEngineInput) => times(computeSlots(input).slots, (s) => s.available);

describe('computeSlots on an ordinary day', () => {
  it('lays a 15-minute grid from opening up to but excluding closing', () => {
    const { status, slots } = computeSlots(makeInput());
    expect(status).toEqual({ kind: 'open' });
    expect(slots).toHaveLength(40);
    expect(slots[0]?.time).toBe('09:00');
    expect(slots.at(-1)?.time).toBe('18:45');
    expect(slots.every((s) => !s.isPast && !s.isBooked && !s.isBlocked)).toBe(true);
  });

  it('marks the break cells and offers no service that would run into the break', () => {
    const { slots } = computeSlots(makeInput());
    expect(times(slots, (s) => s.isBreak)).toEqual(['12:00', '12:15']);
    const around = slots.filter((s) => s.time >= '11:15' && s.time <= '12:30');
    expect(around.map((s) => [s.time, s.available])).toEqual([
      ['11:15', true],
      ['11:30', true],
      ['11:45', false],
      ['12:00', false],
      ['12:15', false],
      ['12:30', true],
    ]);
  });

  it('offers a start only when the whole service fits before closing', () => {
    expect(available(makeInput()).at(-1)).toBe('18:30');
    expect(available(makeInput({ durationMinutes: 45 })).at(-1)).toBe('18:15');
    expect(available(makeInput({ durationMinutes: 15 })).at(-1)).toBe('18:45');
    expect(available(makeInput({ durationMinutes: 660 }))).toEqual([]);
  });

  it('takes a custom grid step', () => {
    const slots = computeSlots(makeInput({ stepMinutes: 30 })).slots;
    expect(slots.slice(0, 3).map((s) => s.time)).toEqual(['09:00', '09:30', '10:00']);
    expect(slots).toHaveLength(20);
  });

  it('locks the cells an appointment covers and keeps services from overlapping it', () => {
    const input = makeInput({ busy: [local(DATE, '10:00', 45)] });
    const { slots } = computeSlots(input);
    expect(times(slots, (s) => s.isBooked)).toEqual(['10:00', '10:15', '10:30']);
    const near = slots.filter((s) => s.time >= '09:30' && s.time <= '10:45');
    expect(near.map((s) => [s.time, s.available])).toEqual([
      ['09:30', true],
      ['09:45', false],
      ['10:00', false],
      ['10:15', false],
      ['10:30', false],
      ['10:45', true],
    ]);
  });

  it('ignores appointments of other days', () => {
    const input = makeInput({ busy: [local('2026-05-11', '10:00', 60), local('2026-05-13', '10:00', 60)] });
    expect(available(input)).toEqual(available(makeInput()));
  });

  it('blocks temporary absences of that date only', () => {
    const input = makeInput({
      absences: [
        { date: DATE, startTime: '15:00', endTime: '16:00' },
        { date: '2026-05-13', startTime: '09:00', endTime: '19:00' },
      ],
    });
    const { slots } = computeSlots(input);
    expect(times(slots, (s) => s.isBlocked)).toEqual(['15:00', '15:15', '15:30', '15:45']);
    const near = slots.filter((s) => s.time >= '14:30' && s.time <= '16:00');
    expect(near.map((s) => [s.time, s.available])).toEqual([
      ['14:30', true],
      ['14:45', false],
      ['15:00', false],
      ['15:15', false],
      ['15:30', false],
      ['15:45', false],
      ['16:00', true],
    ]);
  });

  it('works without a break', () => {
    const day = workingDay({ hasBreak: false, breakStart: null, breakEnd: null });
    expect(available(makeInput({ workingDay: day }))).toContain('12:00');
  });
});

describe('computeSlots: closed days', () => {
  const vacation = { startDate: '2026-05-12', endDate: '2026-05-15' };

  it('treats vacations as inclusive of both ends', () => {
    for (const date of ['2026-05-12', '2026-05-15']) {
      expect(computeSlots(makeInput({ date, vacations: [vacation] }))).toEqual({
        status: { kind: 'vacation', vacation },
        slots: [],
      });
    }
    for (const date of ['2026-05-11', '2026-05-16']) {
      expect(computeSlots(makeInput({ date, vacations: [vacation] })).status.kind).toBe('open');
    }
  });

  it('reports a non-working weekday as closed', () => {
    const sunday = workingDay({ day: 'sunday', isWorking: false, startTime: null, endTime: null });
    expect(computeSlots(makeInput({ date: '2026-05-17', workingDay: sunday }))).toEqual({
      status: { kind: 'closed', weekday: 'sunday' },
      slots: [],
    });
  });

  it('reports missing or unusable hours as no-hours', () => {
    const cases: (WorkingDay | undefined)[] = [
      undefined,
      workingDay({ startTime: null }),
      workingDay({ endTime: '' }),
      workingDay({ startTime: '19:00', endTime: '09:00' }),
      workingDay({ startTime: '9:00' }),
      workingDay({ breakStart: null }),
      workingDay({ breakStart: '13:00', breakEnd: '12:00' }),
    ];
    for (const day of cases) {
      expect(computeSlots(makeInput({ workingDay: day }))).toEqual({
        status: { kind: 'no-hours' },
        slots: [],
      });
    }
  });
});

describe('computeSlots: now and the booking window', () => {
  it('cuts off past starts when now is mid-day (start <= now is past)', () => {
    // 10:07 in Zurich (CEST).
    const { slots } = computeSlots(makeInput({ now: new Date('2026-05-12T08:07:00Z') }));
    expect(times(slots, (s) => s.isPast).at(-1)).toBe('10:00');
    expect(slots.find((s) => s.time === '10:15')).toMatchObject({ isPast: false, available: true });
    const exactly = computeSlots(makeInput({ now: new Date('2026-05-12T08:15:00Z') })).slots;
    expect(exactly.find((s) => s.time === '10:15')).toMatchObject({ isPast: true, available: false });
    expect(exactly.find((s) => s.time === '10:30')?.available).toBe(true);
  });

  it('opens today through today + 30 days and nothing else', () => {
    const now = new Date('2026-05-10T10:00:00Z');
    const status = (date: string, windowDays?: number) =>
      computeSlots(makeInput({ now, date, windowDays })).status.kind;
    expect(status('2026-05-09')).toBe('outside-window');
    expect(status('2026-05-10')).toBe('open');
    expect(status('2026-06-09')).toBe('open');
    expect(status('2026-06-10')).toBe('outside-window');
    expect(status('2026-05-12', 1)).toBe('outside-window');
    expect(computeSlots(makeInput({ now, date: '2026-06-10' })).slots).toEqual([]);
  });

  it('uses the shop-local date for today', () => {
    // 00:30 on 11 May in Zurich while UTC still says 10 May.
    const now = new Date('2026-05-10T22:30:00Z');
    expect(computeSlots(makeInput({ now, date: '2026-05-10' })).status.kind).toBe('outside-window');
    expect(computeSlots(makeInput({ now, date: '2026-06-10' })).status.kind).toBe('open');
  });

  it('answers an impossible date instead of throwing', () => {
    expect(computeSlots(makeInput({ date: '2026-05-32' })).status.kind).toBe('outside-window');
  });

  it('rejects nonsensical parameters as programming errors', () => {
    expect(() => computeSlots(makeInput({ durationMinutes: 0 }))).toThrow(RangeError);
    expect(() => computeSlots(makeInput({ stepMinutes: 7.5 }))).toThrow(RangeError);
    expect(() => computeSlots(makeInput({ windowDays: -1 }))).toThrow(RangeError);
  });
});

describe('isBookable', () => {
  it('accepts exactly the times computeSlots offers', () => {
    const input = makeInput({ busy: [local(DATE, '10:00', 30)] });
    expect(isBookable(input, '09:00')).toBe(true);
    expect(isBookable(input, '09:05')).toBe(false);
    expect(isBookable(input, '10:00')).toBe(false);
    expect(isBookable(input, '12:00')).toBe(false);
    expect(isBookable(input, '18:45')).toBe(false);
    expect(isBookable(input, '08:45')).toBe(false);
    expect(isBookable(input, 'nine')).toBe(false);
  });
});

describe('DST days in Europe/Zurich', () => {
  const sunday = workingDay({ day: 'sunday', startTime: '09:00', endTime: '13:00', hasBreak: false });
  const dstInput = (date: string, overrides: Partial<SlotEngineInput> = {}) =>
    makeInput({ date, workingDay: sunday, now: new Date(`${date}T00:00:00Z`), ...overrides });

  it('spring 2026-03-29: 09:00 is 07:00Z and stored appointments block the right local slots', () => {
    expect(appointmentInterval('2026-03-29', '09:00', 30, ZURICH)).toEqual({
      startsAt: new Date('2026-03-29T07:00:00Z'),
      endsAt: new Date('2026-03-29T07:30:00Z'),
    });
    // 10:00-10:30 CEST; read with the winter offset it would wrongly lock 09:00-09:30.
    const busy = [{ startsAt: new Date('2026-03-29T08:00:00Z'), endsAt: new Date('2026-03-29T08:30:00Z') }];
    const { slots } = computeSlots(dstInput('2026-03-29', { busy }));
    expect(times(slots, (s) => s.isBooked)).toEqual(['10:00', '10:15']);
    expect(times(slots, (s) => !s.available)).toEqual(['09:45', '10:00', '10:15', '12:45']);
  });

  it('spring 2026-03-29: now is compared as an instant', () => {
    const { slots } = computeSlots(dstInput('2026-03-29', { now: new Date('2026-03-29T07:10:00Z') }));
    expect(times(slots, (s) => s.isPast)).toEqual(['09:00']);
    expect(slots.find((s) => s.time === '09:15')?.available).toBe(true);
  });

  it('autumn 2026-10-25: 09:00 is 08:00Z and stored appointments block the right local slots', () => {
    expect(appointmentInterval('2026-10-25', '09:00', 30, ZURICH).startsAt).toEqual(
      new Date('2026-10-25T08:00:00Z'),
    );
    const busy = [{ startsAt: new Date('2026-10-25T09:00:00Z'), endsAt: new Date('2026-10-25T09:30:00Z') }];
    const { slots } = computeSlots(dstInput('2026-10-25', { busy }));
    expect(times(slots, (s) => s.isBooked)).toEqual(['10:00', '10:15']);
  });

  it('spring night: the times skipped by the clock change are not offered', () => {
    const night = workingDay({ day: 'sunday', startTime: '01:00', endTime: '04:00', hasBreak: false });
    const { slots } = computeSlots(
      dstInput('2026-03-29', { workingDay: night, now: new Date('2026-03-28T12:00:00Z') }),
    );
    expect(slots.map((s) => s.time)).toEqual([
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '03:00',
      '03:15',
      '03:30',
      '03:45',
    ]);
    // 01:45 + 30 minutes of real time is 03:15 local, still before closing.
    expect(
      isBookable(
        dstInput('2026-03-29', { workingDay: night, now: new Date('2026-03-28T12:00:00Z') }),
        '01:45',
      ),
    ).toBe(true);
  });

  it('autumn night: the repeated hour appears once, as its first occurrence', () => {
    const night = workingDay({ day: 'sunday', startTime: '01:00', endTime: '04:00', hasBreak: false });
    // The second 02:00-02:30 (CET) is taken; the first (CEST) is free.
    const busy = [{ startsAt: new Date('2026-10-25T01:00:00Z'), endsAt: new Date('2026-10-25T01:30:00Z') }];
    const input = dstInput('2026-10-25', { workingDay: night, busy, now: new Date('2026-10-24T12:00:00Z') });
    const { slots } = computeSlots(input);
    expect(slots).toHaveLength(12);
    expect(times(slots, (s) => s.isBooked)).toEqual([]);
    expect(isBookable(input, '02:00')).toBe(true);
    // 02:45 CEST + 30 minutes runs into the taken second 02:00.
    expect(isBookable(input, '02:45')).toBe(false);
  });
});
