import type { AvailabilityCalendarResponse, DayStatus, Slot } from '@barber/shared/schemas/appointments';
import { ApiError, apiRequest, type RequestOptions } from './api-client';
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
  slotsPath: '/appointments/public/available-slots' | '/appointments/available-slots',
  params: SlotDayParams,
  options: Pick<RequestOptions, 'signal' | 'timeoutMs'>,
  invalidAnswer: string,
): Promise<SlotDay> {
  const search = new URLSearchParams({
    barberId: params.barberId,
    date: params.date,
    duration: String(params.duration),
    ...(params.serviceId ? { serviceId: params.serviceId } : {}),
  });
  const slots = listAnswer<Slot>(await apiRequest<unknown>(`${slotsPath}?${search}`, options), invalidAnswer);
  if (slots.length > 0) return { data: slots, day: { kind: 'open' } };
  search.delete('date');
  search.set('from', params.date);
  search.set('days', '1');
  const calendar = await apiRequest<AvailabilityCalendarResponse>(
    `/appointments/public/availability-calendar?${search}`,
    options,
  );
  const day = calendar?.data?.[0]?.day;
  if (!day) throw new ApiError(200, 'UNKNOWN', invalidAnswer);
  return { data: [], day };
}
