import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORKING_HOURS,
  WORKING_HOURS_MESSAGES as M,
  WorkingDaySchema,
  WorkingHoursSchema,
  validateWorkingHours,
} from './working-hours';
import { makeWorkingDay } from './test-working-day';
import type { WorkingDay } from './working-hours';

const week = () => DEFAULT_WORKING_HOURS.map((d) => ({ ...d }));

describe('DEFAULT_WORKING_HOURS', () => {
  it('is the admin default: Mon-Fri 09-19, Sat 09-17, break 12:00-12:30, Sunday off', () => {
    expect(DEFAULT_WORKING_HOURS.map((d) => d.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(DEFAULT_WORKING_HOURS[0]).toEqual(makeWorkingDay());
    expect(DEFAULT_WORKING_HOURS[4]?.endTime).toBe('19:00');
    expect(DEFAULT_WORKING_HOURS[5]).toEqual(makeWorkingDay({ day: 'saturday', endTime: '17:00' }));
    expect(DEFAULT_WORKING_HOURS[6]).toMatchObject({ day: 'sunday', isWorking: false, hasBreak: false });
    expect(validateWorkingHours(DEFAULT_WORKING_HOURS)).toEqual([]);
    expect(Object.isFrozen(DEFAULT_WORKING_HOURS[0])).toBe(true);
  });
});

describe('validateWorkingHours', () => {
  it.each<[Partial<WorkingDay>, string, string]>([
    [{ startTime: null }, 'startTime', M.hoursRequired],
    [{ endTime: null }, 'endTime', M.hoursRequired],
    [{ endTime: '' }, 'endTime', M.hoursRequired],
    [{ startTime: '19:00', endTime: '09:00' }, 'startTime', M.openingBeforeClosing],
    [{ startTime: '09:00', endTime: '09:00' }, 'startTime', M.openingBeforeClosing],
    [{ breakStart: null }, 'breakStart', M.breakRequired],
    [{ breakEnd: null }, 'breakEnd', M.breakRequired],
    [{ breakStart: '08:30', breakEnd: '09:30' }, 'breakStart', M.breakInsideHours],
    [{ breakStart: '18:30', breakEnd: '19:30' }, 'breakEnd', M.breakInsideHours],
    [{ breakStart: '12:30', breakEnd: '12:00' }, 'breakStart', M.breakStartBeforeEnd],
    [{ breakStart: '12:00', breakEnd: '12:00' }, 'breakStart', M.breakStartBeforeEnd],
  ])('%j -> %s: %s', (overrides, field, message) => {
    expect(validateWorkingHours([makeWorkingDay(overrides)])).toEqual([{ day: 'monday', field, message }]);
  });

  it('accepts a break that touches opening or closing, and a day without break', () => {
    expect(validateWorkingHours([makeWorkingDay({ breakStart: '09:00', breakEnd: '19:00' })])).toEqual([]);
    expect(validateWorkingHours([makeWorkingDay({ hasBreak: false, breakStart: null, breakEnd: null })])).toEqual([]);
  });

  it('does not check days off', () => {
    expect(validateWorkingHours([makeWorkingDay({ isWorking: false, startTime: null, endTime: null })])).toEqual([]);
  });

  it('reports one issue per faulty day', () => {
    const days = [
      makeWorkingDay({ startTime: null, breakStart: null }),
      makeWorkingDay({ day: 'tuesday', breakEnd: '20:00' }),
    ];
    expect(validateWorkingHours(days).map((i) => [i.day, i.message])).toEqual([
      ['monday', M.hoursRequired],
      ['tuesday', M.breakInsideHours],
    ]);
  });
});

describe('WorkingDaySchema', () => {
  it('clears break times when the break is off or the day is not worked', () => {
    expect(WorkingDaySchema.parse(makeWorkingDay({ hasBreak: false }))).toEqual(
      makeWorkingDay({ hasBreak: false, breakStart: null, breakEnd: null }),
    );
    expect(WorkingDaySchema.parse(makeWorkingDay({ isWorking: false }))).toMatchObject({
      hasBreak: false,
      breakStart: null,
      breakEnd: null,
    });
  });

  it('reads cleared time inputs ("") as null', () => {
    expect(WorkingDaySchema.parse(makeWorkingDay({ isWorking: false, startTime: '', endTime: '' }))).toMatchObject({
      startTime: null,
      endTime: null,
    });
  });

  it('reports the Italian message at the field', () => {
    const result = WorkingDaySchema.safeParse(makeWorkingDay({ breakStart: '12:30', breakEnd: '12:00' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['breakStart'], M.breakStartBeforeEnd],
    ]);
  });

  it('rejects malformed times and unknown days', () => {
    expect(WorkingDaySchema.safeParse(makeWorkingDay({ startTime: '9:00' })).error?.issues[0]?.message).toBe(
      M.invalidTime,
    );
    expect(WorkingDaySchema.safeParse({ ...makeWorkingDay(), day: 'lunedì' }).success).toBe(false);
  });
});

describe('WorkingHoursSchema', () => {
  it('accepts the seven days in any order and returns them monday..sunday', () => {
    const parsed = WorkingHoursSchema.parse(week().reverse());
    expect(parsed.map((d) => d.day)).toEqual(DEFAULT_WORKING_HOURS.map((d) => d.day));
  });

  it('needs exactly seven distinct days', () => {
    expect(WorkingHoursSchema.safeParse(week().slice(0, 6)).error?.issues[0]?.message).toBe(M.sevenDays);
    const duplicated = week();
    duplicated[6] = { ...duplicated[0]! };
    expect(WorkingHoursSchema.safeParse(duplicated).error?.issues[0]?.message).toBe(M.sevenDays);
  });

  it('reports a day rule with the index and field', () => {
    const days = week();
    days[2] = { ...days[2]!, breakStart: null };
    const issues = WorkingHoursSchema.safeParse(days).error?.issues ?? [];
    expect(issues.map((i) => [i.path, i.message])).toEqual([[[2, 'breakStart'], M.breakRequired]]);
  });
});
