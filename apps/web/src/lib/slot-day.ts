import type { DayStatus, Slot } from '@barber/shared/schemas/appointments';
import { ApiError } from './api-client';
import { callApi, type CallOptions } from './api-call';
import { listAnswer } from './api-lists';

/** One barber-day as the grids show it: the slots and why the day may have none. */
export interface SlotDay {
  data: Slot[];
  day: DayStatus;
}

export interface SlotDayParams {
  barberId: string;
  date: string;
  duration: number;
  serviceId?: string;
}

/**
 * Loads the grid of one barber-day from a slots call (the public one, or the staff one), which answers the
 * spec's bare list. An open day always has cells; an empty list means the day is not open, and the one-day
 * availability calendar (the same slot engine) says why: closed, vacation, no hours, outside the window.
 */
export async function loadSlotDay(
  slotsRoute: 'publicAvailableSlots' | 'staffAvailableSlots',
  { barberId, date, duration, serviceId }: SlotDayParams,
  options: Pick<CallOptions, 'signal' | 'timeoutMs'>,
  invalidAnswer: string,
): Promise<SlotDay> {
  // An empty serviceId means none: the grid then follows the duration.
  const common = { barberId, duration, serviceId: serviceId || undefined };
  const slots = listAnswer<Slot>(
    await callApi(slotsRoute, { query: { ...common, date } }, options),
    invalidAnswer,
  );
  if (slots.length > 0) return { data: slots, day: { kind: 'open' } };
  const calendar = await callApi(
    'availabilityCalendar',
    { query: { ...common, from: date, days: 1 } },
    options,
  );
  const day = calendar?.data?.[0]?.day;
  if (!day) throw new ApiError(200, 'UNKNOWN', invalidAnswer);
  return { data: [], day };
}
