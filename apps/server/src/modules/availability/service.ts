import { DEFAULT_DEPOSIT_POLICY } from '@barber/shared/domain/deposits';
import { clipToOpeningHours, shopBreakOf } from '@barber/shared/domain/opening-hours';
import { computeSlots, type SlotEngineInput } from '@barber/shared/domain/slot-engine';
import { addDays, isDate, todayInZone, weekdayOf, zonedToUtc } from '@barber/shared/domain/zoned-time';
import type { AvailabilityCalendarResponse, AvailableSlotsResponse } from '@barber/shared/schemas/appointments';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import type { Executor } from '../../db/client';
import { shopTimeZone } from '../shop/index';
import * as repo from './repo';
import { slotCacheOf, type SlotCache } from './slot-cache';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';

/**
 * The barber's hours of one date inside the shop's opening hours (ADR 0014): saving refuses hours outside the
 * shop's, and this keeps rows saved before that rule from offering a time the shop's page calls closed.
 */
function workingDayOf(row: repo.BarberDayRow, date: string) {
  const weekday = weekdayOf(date);
  const day = row.working_hours.find((d) => d.day === weekday);
  return day && clipToOpeningHours(day, row.opening_hours);
}

/**
 * The shop's part of the engine's input for one date (ADR 0049): its break that weekday, its grid step and how far
 * ahead it books, all from the same statement as the barber's day.
 */
function shopRulesOf(row: repo.BarberDayRow, date: string) {
  return {
    shopBreak: shopBreakOf(row.opening_hours, weekdayOf(date)),
    ...(row.step_minutes ? { stepMinutes: row.step_minutes } : {}),
    ...(row.window_days ? { windowDays: row.window_days } : {}),
  };
}

export interface BarberDay {
  barber: { id: string; firstName: string; lastName: string };
  service: NonNullable<repo.BarberDayRow['service']> | null;
  /** For a booking's read (lock): whether the owner's deposit policy is on; true when not read. */
  depositsOn: boolean;
  /** The slot engine's input for this barber-day: the one function both offering and booking call. */
  engineInput(durationMinutes: number): SlotEngineInput;
}

export interface BarberDayRequest {
  barberId: string;
  date: string;
  timeZone: string;
  now: Date;
  service?: { id?: string | undefined; name?: string | undefined };
  excludeAppointmentId?: string;
  /** For bookings: serialise with other bookings of this barber (see repo.lockBarber) before reading. */
  lock?: boolean;
}

/**
 * Loads one barber-day (one SQL statement). An unknown or inactive barber is BARBER_NOT_FOUND. `cache`: only for
 * showing free times (availableSlots), never for a booking's check, which reads inside its own transaction.
 */
export async function loadBarberDay(exec: Executor, request: BarberDayRequest, cache?: SlotCache): Promise<BarberDay> {
  const { barberId, date, timeZone, now } = request;
  // The schemas reject impossible dates; this guard keeps a RangeError from ever becoming a 500.
  if (!isDate(date)) throw new AppError('VALIDATION', fieldMessagesIt.common.dateInvalid);
  // Before the read, so the read sees whatever the previous booking of this barber committed.
  if (request.lock) await repo.lockBarber(exec, barberId);
  const read = () =>
    repo.loadBarberDays(exec, {
      barberId,
      from: date,
      to: date,
      rangeStart: zonedToUtc(date, '00:00', timeZone),
      rangeEnd: zonedToUtc(addDays(date, 1), '00:00', timeZone),
      ...(request.service ? { service: request.service } : {}),
      ...(request.excludeAppointmentId ? { excludeAppointmentId: request.excludeAppointmentId } : {}),
      ...(request.lock ? { depositFlag: true } : {}),
    });
  const cacheable = cache && !request.lock && !request.excludeAppointmentId && !request.service?.name;
  const row = cacheable ? await cache.get({ barberId, date, timeZone, serviceId: request.service?.id }, read) : await read();
  if (!row) throw new AppError('BARBER_NOT_FOUND');
  const workingDay = workingDayOf(row, date);
  const busy = row.busy.map((b) => ({ startsAt: new Date(Number(b.s)), endsAt: new Date(Number(b.e)) }));
  return {
    barber: { id: row.id, firstName: row.first_name, lastName: row.last_name },
    service: row.service,
    depositsOn: row.deposits_on === undefined ? true : (row.deposits_on ?? DEFAULT_DEPOSIT_POLICY.enabled),
    engineInput: (durationMinutes) => ({
      date,
      timeZone,
      now,
      durationMinutes,
      workingDay,
      vacations: row.vacations,
      absences: row.absences,
      busy,
      ...shopRulesOf(row, date),
    }),
  };
}

export interface AvailableSlotsQuery {
  barberId: string;
  date: string;
  duration: number;
  serviceId?: string | undefined;
}

/**
 * The booking grid for one barber-day (empty when the day is not open; the calendar says why). With serviceId the service's own duration is used (and it must be one
 * the barber offers), so the grid matches what a booking of that service will be checked against.
 */
export async function availableSlots(ctx: AppContext, query: AvailableSlotsQuery): Promise<AvailableSlotsResponse> {
  const timeZone = await shopTimeZone(ctx);
  const day = await loadBarberDay(
    ctx.db,
    {
      barberId: query.barberId,
      date: query.date,
      timeZone,
      now: ctx.now(),
      ...(query.serviceId ? { service: { id: query.serviceId } } : {}),
    },
    slotCacheOf(ctx),
  );
  if (query.serviceId && !day.service) throw new AppError('SERVICE_NOT_FOUND');
  return computeSlots(day.engineInput(day.service?.durationMinutes ?? query.duration)).slots;
}

export interface AvailabilityCalendarQuery {
  barberId: string;
  from?: string | undefined;
  days: number;
  duration: number;
  serviceId?: string | undefined;
}

/**
 * A month at a glance for one barber: for each day, why it is closed or how many times are free and the first
 * one. The date picker uses it to mark full and closed days; it reads the whole range in one statement and runs
 * the same slot engine per day, so its counts agree with the day grids and with booking.
 */
export async function availabilityCalendar(ctx: AppContext, query: AvailabilityCalendarQuery): Promise<AvailabilityCalendarResponse> {
  const timeZone = await shopTimeZone(ctx);
  const now = ctx.now();
  const from = query.from ?? todayInZone(now, timeZone);
  if (!isDate(from)) throw new AppError('VALIDATION', fieldMessagesIt.common.dateInvalid);
  const to = addDays(from, query.days - 1);
  const row = await repo.loadBarberDays(ctx.db, {
    barberId: query.barberId,
    from,
    to,
    rangeStart: zonedToUtc(from, '00:00', timeZone),
    rangeEnd: zonedToUtc(addDays(to, 1), '00:00', timeZone),
    ...(query.serviceId ? { service: { id: query.serviceId } } : {}),
  });
  if (!row) throw new AppError('BARBER_NOT_FOUND');
  if (query.serviceId && !row.service) throw new AppError('SERVICE_NOT_FOUND');
  const busy = row.busy.map((b) => ({ startsAt: new Date(Number(b.s)), endsAt: new Date(Number(b.e)) }));
  const durationMinutes = row.service?.durationMinutes ?? query.duration;
  const data = Array.from({ length: query.days }, (_, i) => {
    const date = addDays(from, i);
    const result = computeSlots({
      date,
      timeZone,
      now,
      durationMinutes,
      workingDay: workingDayOf(row, date),
      vacations: row.vacations,
      absences: row.absences,
      busy,
      ...shopRulesOf(row, date),
    });
    const free = result.slots.filter((s) => s.available);
    return { date, day: result.status, available: free.length, firstTime: free[0]?.time ?? null };
  });
  return { success: true, data, timeZone };
}
