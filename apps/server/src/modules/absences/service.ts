import { ABSENCE_MESSAGES, absenceTimeRange, blockedSlots, conflictsWithAbsence } from '@barber/shared/domain/absences';
import { addDays, todayInZone, utcToZoned, zonedToUtc } from '@barber/shared/domain/zoned-time';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { TemporaryAbsence } from '@barber/shared/schemas/absences';
import { formatShortDate } from '@barber/shared/messages/format-it';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { sqlState, type Executor } from '../../db/client';
import { toAppointmentDto } from '../appointments/index';
import * as appointmentsModule from '../appointments/index';
import { shopTimeZone } from '../shop/index';
import { slotFreed } from '../waiting-list/index';
import * as repo from './repo';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

export const PURGE_PAST_ABSENCES_JOB = 'absences.purge-past';
const PURGE_EVERY_MS = 60 * 60 * 1000;

// PostgreSQL answers time columns as "HH:mm:ss"; the API speaks "HH:mm".
const hhmm = (time: string) => time.slice(0, 5);

function toDto(row: repo.AbsenceRow): TemporaryAbsence {
  const startTime = hhmm(row.startTime);
  const endTime = hhmm(row.endTime);
  return {
    _id: row.id,
    id: row.id,
    date: row.date,
    startTime,
    endTime,
    timeRange: absenceTimeRange(startTime, endTime),
    reason: row.reason,
    notes: row.notes,
    blockedSlots: blockedSlots(startTime, endTime),
    barberId: row.barberId,
  };
}

export async function listAbsences(ctx: AppContext, date: string): Promise<TemporaryAbsence[]> {
  return (await repo.listByDate(ctx.db, date)).map(toDto);
}

interface AbsenceTime {
  date: string;
  startTime: string;
  endTime: string;
}

/**
 * Refuses an absence over active appointments (pending ones too: they hold their time exactly like confirmed
 * ones, and the exclusion constraint treats them alike). The rule is the shared conflictsWithAbsence: an
 * appointment starting inside the absence, or one that started before and is still running at its start.
 */
async function assertNoConflict(tx: Executor, absence: AbsenceTime, barberIds: string[], timeZone: string) {
  if (barberIds.length === 0) return;
  const dayStart = zonedToUtc(absence.date, '00:00', timeZone);
  const rows = await appointmentsModule.listActiveOverlapping(tx, {
    from: dayStart,
    to: zonedToUtc(addDays(absence.date, 1), '00:00', timeZone),
    barberIds,
  });
  const conflicting = rows.filter((row) => {
    const { startsAt, endsAt } = row.appointment;
    const local = utcToZoned(startsAt, timeZone);
    // An appointment that began the day before counts from before midnight (negative minutes).
    const startMinutes = local.date === absence.date ? local.minutes : (startsAt.getTime() - dayStart.getTime()) / 60_000;
    const endMinutes = startMinutes + (endsAt.getTime() - startsAt.getTime()) / 60_000;
    return conflictsWithAbsence({ startMinutes, endMinutes }, absence.startTime, absence.endTime);
  });
  if (conflicting.length === 0) return;
  const conflictingAppointments: Appointment[] = conflicting.map((row) => toAppointmentDto(row, timeZone));
  throw new AppError('ABSENCE_CONFLICT', moduleMessagesIt.absenceConflict(conflicting.length), undefined, {
    conflictingAppointments,
  });
}

const overlapError = (message: string) => new AppError('VALIDATION', message, [{ field: 'startTime', message }]);

/**
 * One barber's absences never overlap (issue 27 item 11, ADR 0058): refused with the absence in the way named,
 * before the exclusion constraint (migration 0027) would; the constraint still answers a race the same way.
 */
async function assertNoOverlap(
  tx: Executor,
  absence: { barberId: string | null; date: string; startTime: string; endTime: string; exceptId?: string },
) {
  const other = await repo.findOverlapping(tx, absence);
  if (other) {
    throw overlapError(fieldMessagesIt.absences.overlap(formatShortDate(other.date), absenceTimeRange(hhmm(other.startTime), hhmm(other.endTime))));
  }
}

async function savingAbsence<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw sqlState(error) === '23P01' ? overlapError(ABSENCE_MESSAGES.overlapUnknown) : error;
  }
}

/** An absence's (former) time is free again for each barber it blocked: offered to the waiting list (ADR 0018). */
async function offerFreedTime(ctx: AppContext, tx: Executor, barberIds: string[], absence: AbsenceTime, timeZone: string) {
  for (const barberId of barberIds) {
    await slotFreed(ctx, tx, {
      barberId,
      startsAt: zonedToUtc(absence.date, hhmm(absence.startTime), timeZone),
      endsAt: zonedToUtc(absence.date, hhmm(absence.endTime), timeZone),
    });
  }
}

function announce(ctx: AppContext, barberIds: string[], date: string) {
  for (const barberId of barberIds) ctx.realtime.slotsChanged({ barberId, dates: [date] });
}

/** What both a new absence and an edit set: the times, the reason and the notes. */
const editableFields = (input: { startTime: string; endTime: string; reason: string; notes: string | null }) => ({
  startTime: input.startTime,
  endTime: input.endTime,
  reason: input.reason,
  notes: input.notes,
});

export interface CreateAbsenceInput extends AbsenceTime {
  reason: string;
  notes: string | null;
  barberId?: string | null | undefined;
}

export async function createAbsence(ctx: AppContext, input: CreateAbsenceInput): Promise<TemporaryAbsence> {
  const timeZone = await shopTimeZone(ctx);
  if (input.date < todayInZone(ctx.now(), timeZone)) {
    throw new AppError('VALIDATION', ABSENCE_MESSAGES.notPast, [{ field: 'date', message: ABSENCE_MESSAGES.notPast }]);
  }
  const barberId = input.barberId ?? null;
  const { row, barberIds } = await ctx.db.transaction(async (tx) => {
    const barberIds = await repo.lockActiveBarbers(tx, barberId);
    if (barberId && barberIds.length === 0) throw new AppError('BARBER_NOT_FOUND');
    await assertNoOverlap(tx, { barberId, date: input.date, startTime: input.startTime, endTime: input.endTime });
    await assertNoConflict(tx, input, barberIds, timeZone);
    const row = await savingAbsence(repo.insertAbsence(tx, { barberId, date: input.date, ...editableFields(input) }));
    return { row, barberIds };
  });
  announce(ctx, barberIds, row.date);
  return toDto(row);
}

export interface UpdateAbsenceInput {
  date?: string | undefined;
  startTime: string;
  endTime: string;
  reason: string;
  notes: string | null;
}

/** The date is locked: only times, reason and notes change; the conflict rule applies again. */
export async function updateAbsence(ctx: AppContext, id: string, input: UpdateAbsenceInput): Promise<TemporaryAbsence> {
  const timeZone = await shopTimeZone(ctx);
  const { row, barberIds } = await ctx.db.transaction(async (tx) => {
    const current = await repo.findForUpdate(tx, id);
    if (!current) throw new AppError('ABSENCE_NOT_FOUND');
    if (input.date !== undefined && input.date !== current.date) {
      throw new AppError('VALIDATION', ABSENCE_MESSAGES.dateLocked, [{ field: 'date', message: ABSENCE_MESSAGES.dateLocked }]);
    }
    const barberIds = await repo.lockActiveBarbers(tx, current.barberId);
    const time = { date: current.date, startTime: input.startTime, endTime: input.endTime };
    await assertNoOverlap(tx, { ...time, barberId: current.barberId, exceptId: id });
    await assertNoConflict(tx, time, barberIds, timeZone);
    const row = await savingAbsence(repo.updateAbsence(tx, id, editableFields(input)));
    // Time the absence no longer covers is free again.
    await offerFreedTime(ctx, tx, barberIds, current, timeZone);
    return { row, barberIds };
  });
  announce(ctx, barberIds, row.date);
  ctx.jobs.kick();
  return toDto(row);
}

export async function deleteAbsence(ctx: AppContext, id: string): Promise<void> {
  const timeZone = await shopTimeZone(ctx);
  const { row, barberIds } = await ctx.db.transaction(async (tx) => {
    const row = await repo.deleteAbsence(tx, id);
    if (!row) throw new AppError('ABSENCE_NOT_FOUND');
    const barberIds = await repo.lockActiveBarbers(tx, row.barberId);
    await offerFreedTime(ctx, tx, barberIds, row, timeZone);
    return { row, barberIds };
  });
  announce(ctx, barberIds, row.date);
  ctx.jobs.kick();
}

/** Absences of days before today (shop zone) block nothing any more; the info box promises they go away. */
export async function purgePastAbsences(ctx: AppContext): Promise<number> {
  return repo.deleteBefore(ctx.db, todayInZone(ctx.now(), await shopTimeZone(ctx)));
}

export function scheduleAbsencePurge(ctx: AppContext) {
  ctx.jobs.register(PURGE_PAST_ABSENCES_JOB, async () => {
    const removed = await purgePastAbsences(ctx);
    if (removed > 0) ctx.log.info({ removed }, 'past temporary absences removed');
  });
  ctx.jobs.every(PURGE_PAST_ABSENCES_JOB, PURGE_EVERY_MS);
}
