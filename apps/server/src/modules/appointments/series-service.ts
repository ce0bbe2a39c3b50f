import { randomUUID } from 'node:crypto';
import { appointmentInterval, computeSlots } from '@barber/shared/domain/slot-engine';
import {
  SERIES_HORIZON_DAYS,
  alternativeDays,
  nearestAlternative,
  seriesBookings,
  seriesDates,
  type SeriesChange,
  type SeriesRepeat,
} from '@barber/shared/domain/series';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { SeriesOccurrence } from '@barber/shared/schemas/series';
import { SERIES_MESSAGES } from '@barber/shared/schemas/series';
import { sqlState, type Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { loadBarberDay } from '../availability/index';
import type { AfterCommit } from '../notifications/index';
import * as idempotency from '../idempotency/index';
import { depositRequired } from './deposit-check';
import {
  asSlotConflict,
  bookedMessage,
  bookingRun,
  insertBooking,
  scopeOf,
  type BookingChoice,
  type BookingContext,
  type Booker,
} from './service';

/** A series' answer: the first appointment as `data` (a single booking's shape), every one in `series`. */
export interface SeriesAnswer {
  success: true;
  data: Appointment;
  series: Appointment[];
  message: string;
}

/**
 * The window a date of the series is checked against (ADR 0068): the first date is a booking like any, inside the
 * shop's window; the later ones may reach beyond it, up to the longest series.
 */
const windowFor = (date: string, first: string) => (date === first ? undefined : SERIES_HORIZON_DAYS);

/** A barber-day's free start times for the choice's service, and whether a given time is taken by a booking. */
async function dayOf(exec: Executor, at: BookingContext, choice: BookingChoice, date: string, windowDays: number | undefined) {
  const day = await loadBarberDay(exec, {
    barberId: choice.barberId,
    date,
    timeZone: at.timeZone,
    now: at.now,
    service: { id: choice.serviceId, name: choice.serviceId ? undefined : choice.service },
  });
  if (!day.service) throw new AppError('SERVICE_NOT_FOUND');
  const base = day.engineInput(day.service.durationMinutes);
  const input = windowDays ? { ...base, windowDays } : base;
  const { slots } = computeSlots(input);
  return {
    free: slots.filter((s) => s.available).map((s) => s.time),
    /** Taken by another appointment (rather than closed, absent or past). */
    takenAt(time: string): boolean {
      const slot = slots.find((s) => s.time === time);
      if (!slot || slot.isPast) return false;
      const wanted = appointmentInterval(date, time, input.durationMinutes, input.timeZone);
      return input.busy.some((b) => b.startsAt < wanted.endsAt && wanted.startsAt < b.endsAt);
    },
  };
}

/**
 * The series' dates at the wanted time, each free or not, with the nearest free alternative (same barber, same
 * service; domain/series.ts says which is nearest). Reads only: nothing is held until the booking.
 */
export async function previewSeries(
  ctx: AppContext,
  at: BookingContext,
  choice: BookingChoice,
  repeat: SeriesRepeat,
): Promise<SeriesOccurrence[]> {
  const days = new Map<string, Awaited<ReturnType<typeof dayOf>>>();
  const read = async (date: string) => {
    if (!days.has(date)) days.set(date, await dayOf(ctx.db, at, choice, date, windowFor(date, choice.date)));
    return days.get(date)!;
  };
  const occurrences: SeriesOccurrence[] = [];
  for (const date of seriesDates(choice.date, repeat)) {
    const day = await read(date);
    if (day.free.includes(choice.time)) {
      occurrences.push({ date, time: choice.time, free: true, reason: null, alternative: null });
      continue;
    }
    // The days around it, read once each, before the pure choice of the nearest.
    const around = new Map<string, string[]>();
    for (const other of alternativeDays(date)) around.set(other, (await read(other)).free);
    const alternative = nearestAlternative({ date, time: choice.time }, (d) => around.get(d) ?? []);
    occurrences.push({ date, time: choice.time, free: false, reason: day.takenAt(choice.time) ? 'taken' : 'unavailable', alternative });
  }
  return occurrences;
}

/** The date that failed inside the series' transaction: everything is rolled back, the person chooses again. */
class SeriesDateLost extends Error {
  constructor(readonly date: string) {
    super(`series date ${date} lost`);
  }
}

const lostSlot = (error: unknown) =>
  sqlState(error) === '23P01' || (error instanceof AppError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE'));

/**
 * Books a series (issue 29 item 4, ADR 0068): every date, after the person's changes, as an appointment of its own
 * with the same series_id, in ONE transaction: each through the single booking's checks (plan limit, barber and
 * service, opening hours, absences, the deposit policy) and the exclusion constraint. A date lost since the preview
 * rolls everything back and answers 409 SERIES_CONFLICT with the series as it now stands.
 */
export async function bookSeries(
  ctx: AppContext,
  choice: BookingChoice,
  repeat: SeriesRepeat & { changes?: SeriesChange[] | undefined },
  booker: Booker,
  idem: { key: string; body: unknown } | undefined,
): Promise<idempotency.Answer<SeriesAnswer>> {
  const { bookings, invalid } = seriesBookings({ date: choice.date, time: choice.time }, repeat, repeat.changes);
  if (invalid) throw new AppError('VALIDATION', SERIES_MESSAGES.change, [{ field: 'repeat.changes', message: SERIES_MESSAGES.change }]);
  if (bookings.length === 0) throw new AppError('VALIDATION', SERIES_MESSAGES.noDates, [{ field: 'repeat.changes', message: SERIES_MESSAGES.noDates }]);
  const run = await bookingRun(ctx);
  const seriesId = randomUUID();
  const tells: AfterCommit[] = [];
  let answer: idempotency.Answer<SeriesAnswer>;
  try {
    answer = await ctx.db.transaction((tx) =>
      idempotency.once(tx, idem && { scope: scopeOf(booker), key: idem.key, body: idem.body }, async () => {
        const series: Appointment[] = [];
        for (const at of bookings) {
          const one = { ...choice, date: at.date, time: at.time };
          const booked = await insertBooking(ctx, tx, run, one, booker, {
            id: seriesId,
            windowDays: windowFor(at.date, choice.date),
            // A deposit is per appointment (ADR 0068); one payment cannot hold a series, so the dates are booked singly.
            onDeposit: (need) => {
              const error = depositRequired(need);
              return new AppError('DEPOSIT_REQUIRED', moduleMessagesIt.seriesDeposit, undefined, error.details);
            },
          }).catch((error: unknown) => {
            throw lostSlot(error) ? new SeriesDateLost(at.seriesDate) : error;
          });
          series.push(booked.dto);
          tells.push(booked.tellTeam);
        }
        return { statusCode: 201, body: { success: true as const, data: series[0]!, series, message: bookedMessage(booker) } };
      }),
    );
  } catch (error) {
    if (!(error instanceof SeriesDateLost)) throw asSlotConflict(error);
    const occurrences = await previewSeries(ctx, run.at, choice, repeat);
    throw new AppError('SERIES_CONFLICT', undefined, undefined, { dates: [error.date], occurrences });
  }
  if (!answer.replayed) {
    for (const a of answer.body.series) ctx.realtime.slotsChanged({ barberId: a.barber._id, dates: [a.date] });
    for (const tell of tells) tell();
    ctx.jobs.kick();
  }
  return answer;
}
