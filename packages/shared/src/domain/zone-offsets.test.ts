import { afterEach, describe, expect, it } from 'vitest';
import { buildZoneOffsetTable, knownOffsetMinutes, registerZoneOffsets, registeredZoneOffsets } from './zone-offsets';
import { coverZoneOffsets, todayInZone, utcToZoned, zonedToUtc, zoneOffsetTable } from './zoned-time';

const YEAR_MS = 365 * 86_400_000;
const from = Date.UTC(2026, 0, 1);
const to = Date.UTC(2029, 0, 1);

describe('zoneOffsetTable', () => {
  it("finds Zurich's changes to the minute: 01:00 UTC on the last Sundays of March and October", () => {
    const table = zoneOffsetTable('Europe/Zurich', from, to);
    expect(table.changes[0]).toEqual([0, 60]);
    const changes = table.changes
      .slice(1)
      .map(([at, offset]) => [new Date(from + at * 60_000).toISOString(), offset]);
    expect(changes).toEqual([
      ['2026-03-29T01:00:00.000Z', 120],
      ['2026-10-25T01:00:00.000Z', 60],
      ['2027-03-28T01:00:00.000Z', 120],
      ['2027-10-31T01:00:00.000Z', 60],
      ['2028-03-26T01:00:00.000Z', 120],
      ['2028-10-29T01:00:00.000Z', 60],
    ]);
  });

  it('finds a change that is not on the hour (a half-hour zone)', () => {
    const table = buildZoneOffsetTable(0, 10 * 3_600_000, (ms) =>
      ms >= 5 * 3_600_000 + 30 * 60_000 ? 330 : 300,
    );
    expect(table.changes).toEqual([
      [0, 300],
      [5 * 60 + 30, 330],
    ]);
  });
});

describe('a registered table', () => {
  afterEach(() => registerZoneOffsets('Europe/Zurich', undefined));

  it('answers only inside its span and only for its zone', () => {
    registerZoneOffsets('Europe/Zurich', zoneOffsetTable('Europe/Zurich', from, to));
    expect(knownOffsetMinutes(Date.UTC(2027, 6, 1), 'Europe/Zurich')).toBe(120);
    expect(knownOffsetMinutes(Date.UTC(2027, 0, 1), 'Europe/Zurich')).toBe(60);
    expect(knownOffsetMinutes(from - 1, 'Europe/Zurich')).toBeUndefined();
    expect(knownOffsetMinutes(to, 'Europe/Zurich')).toBeUndefined();
    expect(knownOffsetMinutes(Date.UTC(2027, 6, 1), 'Europe/London')).toBeUndefined();
  });

  it('gives the same wall clocks and instants as Intl, around every change and across the span', () => {
    const instants: number[] = [];
    for (let ms = from - YEAR_MS / 12; ms < to + YEAR_MS / 12; ms += 3 * 3_600_000 + 17 * 60_000 + 999)
      instants.push(ms);
    for (const [at] of zoneOffsetTable('Europe/Zurich', from, to).changes) {
      for (let d = -90; d <= 90; d += 7) instants.push(from + (at + d) * 60_000 + 500);
    }
    expect(knownOffsetMinutes(from, 'Europe/Zurich')).toBeUndefined();
    const viaIntl = instants.map((ms) => utcToZoned(new Date(ms), 'Europe/Zurich'));
    const dates = ['2026-03-29', '2026-10-25', '2027-03-28', '2027-06-15', '2028-10-29'];
    const times = ['00:00', '01:59', '02:00', '02:30', '03:00', '23:59'];
    const instantsViaIntl = dates.flatMap((d) =>
      times.map((t) => zonedToUtc(d, t, 'Europe/Zurich').getTime()),
    );

    registerZoneOffsets('Europe/Zurich', zoneOffsetTable('Europe/Zurich', from, to));
    expect(instants.map((ms) => utcToZoned(new Date(ms), 'Europe/Zurich'))).toEqual(viaIntl);
    expect(dates.flatMap((d) => times.map((t) => zonedToUtc(d, t, 'Europe/Zurich').getTime()))).toEqual(
      instantsViaIntl,
    );
    expect(todayInZone(new Date('2027-12-31T23:30:00Z'), 'Europe/Zurich')).toBe('2028-01-01');
  });
});

describe("the server's table (coverZoneOffsets, ADR 0075)", () => {
  afterEach(() => {
    registerZoneOffsets('Europe/Zurich', undefined);
    registerZoneOffsets('Australia/Lord_Howe', undefined);
  });

  it('read by the day, finds the same changes as read by the hour (a half-hour DST zone too)', () => {
    for (const zone of ['Europe/Zurich', 'Australia/Lord_Howe']) {
      const byHour = zoneOffsetTable(zone, from, from + YEAR_MS);
      coverZoneOffsets(zone, from + YEAR_MS / 2);
      const byDay = registeredZoneOffsets(zone)!;
      const at = (t: typeof byHour, [minutes, offset]: [number, number]) => [t.from + minutes * 60_000, offset];
      const inSpan = byDay.changes.map((c) => at(byDay, c)).filter(([ms]) => ms! > byHour.from && ms! < byHour.to);
      expect(inSpan).toEqual(byHour.changes.slice(1).map((c) => at(byHour, c)));
    }
  });

  it('covers three years either side of now and is built again only when now nears an end', () => {
    coverZoneOffsets('Europe/Zurich', from);
    const first = registeredZoneOffsets('Europe/Zurich')!;
    expect(first.from).toBeLessThanOrEqual(from - 3 * YEAR_MS + 60_000);
    expect(first.to).toBeGreaterThanOrEqual(from + 3 * YEAR_MS - 60_000);
    coverZoneOffsets('Europe/Zurich', from + YEAR_MS / 2);
    expect(registeredZoneOffsets('Europe/Zurich')).toBe(first);
    coverZoneOffsets('Europe/Zurich', from + 2 * YEAR_MS);
    expect(registeredZoneOffsets('Europe/Zurich')).not.toBe(first);
  });
});
