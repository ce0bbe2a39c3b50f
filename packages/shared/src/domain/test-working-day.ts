import type { WorkingDay } from './working-hours';

/** Test data: a working Monday 09:00-19:00 with the admin default break 12:00-12:30, changed by overrides. */
export const makeWorkingDay = (overrides: Partial<WorkingDay> = {}): WorkingDay => ({
  day: 'monday',
  isWorking: true,
  startTime: '09:00',
  endTime: '19:00',
  hasBreak: true,
  breakStart: '12:00',
  breakEnd: '12:30',
  ...overrides,
});
