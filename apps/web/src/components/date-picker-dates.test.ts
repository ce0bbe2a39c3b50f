import { describe, expect, it } from 'vitest';
import { addMonths, keyTarget, monthWeeks } from './date-picker-dates';
import { longDate, parseTypedDate, shortWeekday, toDisplayDate } from './date-picker-format';

describe('date picker dates', () => {
  it.each([
    ['23.11.2026', '2026-11-23'],
    ['3.1.2027', '2027-01-03'],
    ['23.11.26', '2026-11-23'],
    ['23/11/2026', '2026-11-23'],
    ['23-11-2026', '2026-11-23'],
    ['23 11 2026', '2026-11-23'],
    ['23112026', '2026-11-23'],
    [' 2026-11-23 ', '2026-11-23'],
    ['29.02.2028', '2028-02-29'],
    ['29.02.2027', null],
    ['31.04.2026', null],
    ['11/23/2026', null],
    ['23.11', null],
    ['', null],
  ])('reads %j as %j', (typed, date) => expect(parseTypedDate(typed)).toBe(date));

  it('writes dates the Swiss way with Italian names', () => {
    expect(toDisplayDate('2026-03-07')).toBe('07.03.2026');
    expect(toDisplayDate('')).toBe('');
    expect(shortWeekday('2026-03-08')).toBe('dom');
    expect(longDate('2026-03-07')).toBe('sabato 7 marzo 2026');
  });

  it('moves by months within the target month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-02-10'); // 1 February 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(weeks.at(-1)).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });

  it('maps the grid keys, across months and years', () => {
    expect(keyTarget('2026-12-31', 'ArrowRight', false)).toBe('2027-01-01');
    expect(keyTarget('2026-03-02', 'ArrowUp', false)).toBe('2026-02-23');
    expect(keyTarget('2026-11-25', 'Home', false)).toBe('2026-11-23');
    expect(keyTarget('2026-11-25', 'End', false)).toBe('2026-11-29');
    expect(keyTarget('2028-02-29', 'PageDown', true)).toBe('2029-02-28');
    expect(keyTarget('2026-11-25', 'a', false)).toBeNull();
  });
});
