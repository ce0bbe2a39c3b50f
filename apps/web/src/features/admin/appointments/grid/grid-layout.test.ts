import { describe, expect, it } from 'vitest';
import type { WorkingDayDto } from '@barber/shared/schemas/catalog';
import { layoutLanes } from './grid-lanes';
import { shadesFor } from './grid-shading';
import { blockSpan, dayBounds, gridRows, minutesAt, nowOffset } from './grid-time';
import { countsByDate, monthWeeks } from './month-grid';

const ZURICH = 'Europe/Zurich';
type Day = typeof WorkingDayDto._output;
const week = (start: string, end: string, extra: Partial<Day> = {}): Day[] =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day) => ({
    day,
    isWorking: true,
    startTime: start,
    endTime: end,
    hasBreak: false,
    breakStart: null,
    breakEnd: null,
    ...extra,
  }));

describe('layoutLanes', () => {
  it('puts overlapping blocks side by side and gives a whole overlap group one lane count', () => {
    const lanes = layoutLanes([
      { id: 'a', start: 600, end: 660 },
      { id: 'b', start: 615, end: 645 },
      { id: 'c', start: 645, end: 690 },
      { id: 'd', start: 700, end: 730 },
    ]);
    expect(lanes.get('a')).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get('b')).toEqual({ lane: 1, lanes: 2 });
    // c starts when b ends: it reuses b's lane, still in a's group.
    expect(lanes.get('c')).toEqual({ lane: 1, lanes: 2 });
    expect(lanes.get('d')).toEqual({ lane: 0, lanes: 1 });
  });

  it('blocks touching end to start stay full width; three at once need three lanes', () => {
    expect([...layoutLanes([{ id: 'a', start: 0, end: 30 }, { id: 'b', start: 30, end: 60 }]).values()]).toEqual([
      { lane: 0, lanes: 1 },
      { lane: 0, lanes: 1 },
    ]);
    const three = layoutLanes(['x', 'y', 'z'].map((id) => ({ id, start: 0, end: 45 })));
    expect([...three.values()].map((l) => l.lane).sort()).toEqual([0, 1, 2]);
    expect(new Set([...three.values()].map((l) => l.lanes))).toEqual(new Set([3]));
  });
});

describe('dayBounds and gridRows', () => {
  it('spans the earliest opening to the latest closing of the barbers working that weekday', () => {
    const bounds = dayBounds('2026-06-03', [{ workingHours: week('09:00', '18:00') }, { workingHours: week('10:30', '19:10') }]);
    expect(bounds).toEqual({ start: 540, end: 1155 });
    const rows = gridRows('2026-06-03', bounds, ZURICH);
    expect(rows[0]).toEqual({ time: '09:00', minutes: 540 });
    expect(rows.at(-1)).toEqual({ time: '19:00', minutes: 1140 });
    expect(rows).toHaveLength(41);
  });

  it('widens to an appointment outside the hours and falls back to 09-19 when nobody works', () => {
    expect(dayBounds('2026-06-03', [{ workingHours: week('09:00', '18:00') }], [{ start: 480, end: 510 }])).toEqual({ start: 480, end: 1080 });
    expect(dayBounds('2026-06-07', [{ workingHours: week('09:00', '18:00', { isWorking: false }) }])).toEqual({ start: 540, end: 1140 });
  });

  it('a 23-hour day (last Sunday of March): the skipped hour has no rows, 10:00 is still the 10:00 row', () => {
    const day = '2026-03-29';
    const all = gridRows(day, { start: 0, end: 1440 }, ZURICH);
    expect(all).toHaveLength(92);
    expect(all.map((r) => r.time)).not.toContain('02:30');
    const bounds = { start: 540, end: 1140 };
    expect(gridRows(day, bounds, ZURICH)).toHaveLength(40);
    // 10:00 summer time is 08:00 UTC (a UTC-midnight count would put it at 09:00).
    expect(blockSpan({ startsAt: '2026-03-29T08:00:00Z', endsAt: '2026-03-29T08:45:00Z' }, day, bounds, ZURICH)).toEqual({ offset: 60, length: 45 });
    expect(nowOffset(new Date('2026-03-29T08:20:00Z'), day, bounds, ZURICH)).toBe(80);
  });

  it('a 25-hour day (last Sunday of October): one row per wall-clock time, both 02:30s on the 02:30 row', () => {
    const day = '2026-10-25';
    const all = gridRows(day, { start: 0, end: 1440 }, ZURICH);
    expect(all).toHaveLength(96);
    const whole = { start: 0, end: 1440 };
    expect(blockSpan({ startsAt: '2026-10-25T00:30:00Z', endsAt: '2026-10-25T01:00:00Z' }, day, whole, ZURICH)).toEqual({ offset: 150, length: 30 });
    expect(blockSpan({ startsAt: '2026-10-25T01:30:00Z', endsAt: '2026-10-25T02:00:00Z' }, day, whole, ZURICH)).toEqual({ offset: 150, length: 30 });
    // 10:00 winter time is 09:00 UTC.
    expect(blockSpan({ startsAt: '2026-10-25T09:00:00Z', endsAt: '2026-10-25T09:30:00Z' }, day, { start: 540, end: 1140 }, ZURICH)).toEqual({ offset: 60, length: 30 });
  });

  it('a block of another day is not placed; a pointer position snaps to its quarter hour inside the grid', () => {
    expect(blockSpan({ startsAt: '2026-06-04T08:00:00Z', endsAt: '2026-06-04T08:30:00Z' }, '2026-06-03', { start: 540, end: 1140 }, ZURICH)).toBeNull();
    const bounds = { start: 540, end: 1140 };
    expect(minutesAt(0, 24, bounds)).toBe(540);
    expect(minutesAt(24 * 4 + 23, 24, bounds)).toBe(600);
    expect(minutesAt(-50, 24, bounds)).toBe(540);
    expect(minutesAt(100_000, 24, bounds)).toBe(1125);
  });
});

describe('shadesFor', () => {
  const bounds = { start: 480, end: 1200 };
  const barber = { _id: 'b1', workingHours: week('09:00', '19:00', { hasBreak: true, breakStart: '12:00', breakEnd: '13:00' }), vacations: [] };

  it('shades outside the hours, the break and the absences of this barber or of the whole studio', () => {
    const shades = shadesFor(barber, '2026-06-03', bounds, [
      { barberId: 'b1', startTime: '15:00', endTime: '16:00' },
      { barberId: null, startTime: '17:00', endTime: '17:30' },
      { barberId: 'other', startTime: '10:00', endTime: '11:00' },
    ]);
    expect(shades).toEqual([
      { kind: 'closed', start: 480, end: 540 },
      { kind: 'closed', start: 1140, end: 1200 },
      { kind: 'break', start: 720, end: 780 },
      { kind: 'absence', start: 900, end: 960 },
      { kind: 'absence', start: 1020, end: 1050 },
    ]);
  });

  it('a vacation or a day off shades the whole column', () => {
    const away = { ...barber, vacations: [{ startDate: '2026-06-01', endDate: '2026-06-05' }] };
    expect(shadesFor(away, '2026-06-03', bounds, [])).toEqual([{ kind: 'vacation', start: 480, end: 1200 }]);
    const off = { ...barber, workingHours: week('09:00', '19:00', { isWorking: false }) };
    expect(shadesFor(off, '2026-06-03', bounds, [])).toEqual([{ kind: 'closed', start: 480, end: 1200 }]);
  });
});

describe('month grid', () => {
  it('runs from the 1st to the last day in weeks from Monday', () => {
    const weeks = monthWeeks('2026-06-17');
    expect(weeks[0]![0]).toBe('2026-06-01');
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.at(-1)!.filter(Boolean).at(-1)).toBe('2026-06-30');
    // February 2026 starts on a Sunday: six empty cells first.
    expect(monthWeeks('2026-02-10')[0]!.indexOf('2026-02-01')).toBe(6);
  });

  it('counts per day without the cancelled ones', () => {
    const counts = countsByDate([
      { date: '2026-06-03', status: 'confirmed' },
      { date: '2026-06-03', status: 'cancelled' },
      { date: '2026-06-03', status: 'pending' },
      { date: '2026-06-04', status: 'completed' },
    ]);
    expect(Object.fromEntries(counts)).toEqual({ '2026-06-03': 2, '2026-06-04': 1 });
  });
});
