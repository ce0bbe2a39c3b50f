import { describe, expect, it } from 'vitest';
import { fitDefaultDaysToOpeningHours, isDefaultDay, type OpeningDay } from './opening-hours';
import { DEFAULT_WORKING_HOURS, dayOff, type WorkingDay } from './working-hours';
import { WEEKDAYS } from './zoned-time';

// A shop that opens Monday at 14:00 and Tuesday at 10:00, closes Saturday at 16:00 and Sunday.
const opening: OpeningDay[] = WEEKDAYS.map((day) => ({
  day,
  open: day !== 'sunday',
  startTime: day === 'sunday' ? null : day === 'monday' ? '14:00' : day === 'tuesday' ? '10:00' : '09:00',
  endTime: day === 'sunday' ? null : day === 'saturday' ? '16:00' : '19:00',
}));
const defaults = (): WorkingDay[] => DEFAULT_WORKING_HOURS.map((d) => ({ ...d }));

describe('isDefaultDay', () => {
  it('is true only for a day exactly as the default week has it', () => {
    for (const d of DEFAULT_WORKING_HOURS) expect(isDefaultDay({ ...d })).toBe(true);
    const monday = defaults()[0]!;
    expect(isDefaultDay({ ...monday, startTime: '09:15' })).toBe(false);
    expect(isDefaultDay({ ...monday, endTime: '18:00' })).toBe(false);
    expect(isDefaultDay({ ...monday, breakEnd: '13:00' })).toBe(false);
    expect(isDefaultDay({ ...monday, hasBreak: false, breakStart: null, breakEnd: null })).toBe(false);
    expect(isDefaultDay(dayOff('monday'))).toBe(false);
    expect(isDefaultDay({ ...monday, day: 'sunday' })).toBe(false);
  });
});

describe('fitDefaultDaysToOpeningHours', () => {
  it('clips the default days to the shop (later start, earlier end, a break left outside dropped)', () => {
    const week = fitDefaultDaysToOpeningHours(defaults(), opening);
    expect(week[0]).toEqual({ day: 'monday', isWorking: true, startTime: '14:00', endTime: '19:00', hasBreak: false, breakStart: null, breakEnd: null });
    expect(week[1]).toMatchObject({ day: 'tuesday', startTime: '10:00', endTime: '19:00', breakStart: '12:00', breakEnd: '12:30' });
    expect(week[2]).toEqual(DEFAULT_WORKING_HOURS[2]);
    expect(week[5]).toMatchObject({ day: 'saturday', startTime: '09:00', endTime: '16:00' });
    expect(week[6]).toEqual(dayOff('sunday'));
  });

  it('leaves every chosen day as sent, inside or outside the shop, for the save to check', () => {
    const week = defaults();
    week[0] = { ...week[0]!, startTime: '08:00' };
    week[1] = { ...week[1]!, startTime: '10:30', breakStart: '13:00', breakEnd: '14:00' };
    const fitted = fitDefaultDaysToOpeningHours(week, opening);
    expect(fitted[0]).toEqual(week[0]);
    expect(fitted[1]).toEqual(week[1]);
    expect(fitted[2]).toEqual(DEFAULT_WORKING_HOURS[2]);
  });

  it('changes nothing for a shop that states no hours yet', () => {
    expect(fitDefaultDaysToOpeningHours(defaults(), null)).toEqual(defaults());
  });
});
