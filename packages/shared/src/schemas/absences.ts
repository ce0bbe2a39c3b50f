/**
 * Temporary absences (admin panel, spec 002 sections 2, 5, 7). Routes -> schemas:
 *   GET    /api/admin/temporary-absences?date      TemporaryAbsencesQuery -> TemporaryAbsenceListResponse
 *   POST   /api/admin/temporary-absences           CreateTemporaryAbsenceRequest -> TemporaryAbsenceResponse (201)
 *                                                   409 -> AbsenceConflictResponse
 *   PUT    /api/admin/temporary-absences/:id       UpdateTemporaryAbsenceRequest -> TemporaryAbsenceResponse
 *                                                   409 -> AbsenceConflictResponse
 *   DELETE /api/admin/temporary-absences/:id       -> MessageResponse
 *   GET    /api/admin/appointments/date?date       TemporaryAbsencesQuery -> AppointmentListResponse (appointments.ts)
 * Access: admin only.
 */
import { z } from 'zod';
import { ABSENCE_MESSAGES, isAbsenceTime } from '../domain/absences';
import { timeToMinutes } from '../domain/zoned-time';
import { Appointment } from './appointments';
import { DateString, Id, ok } from './common';
import { updateBody } from './update-body';
import { line, multiLine } from './text';

const AbsenceTime = z
  .string({ error: 'Orario obbligatorio' })
  .refine(isAbsenceTime, { error: ABSENCE_MESSAGES.timeChoice });

const endAfterStart = (v: { startTime: string; endTime: string }) =>
  !isAbsenceTime(v.startTime) || !isAbsenceTime(v.endTime) || timeToMinutes(v.startTime) < timeToMinutes(v.endTime);
const endAfterStartIssue = { error: ABSENCE_MESSAGES.endAfterStart, path: ['endTime'] };

const Reason = line(z.string().trim().max(200, { error: 'Il motivo è troppo lungo' })).default('');
// Cleared textareas arrive as "" or null; both mean "no notes".
const Notes = multiLine(z.string().trim().max(1000, { error: 'Le note sono troppo lunghe' }))
  .nullish()
  .transform((v) => (v ? v : null));

export const TemporaryAbsence = z.object({
  _id: z.string(),
  id: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** 'HH:mm - HH:mm' */
  timeRange: z.string(),
  reason: z.string(),
  notes: z.string().nullable(),
  /** The 15-minute booking-grid times the absence blocks, [startTime, endTime). */
  blockedSlots: z.array(z.string()),
  /** null: the whole studio is closed for that time. */
  barberId: z.string().nullable(),
});
export type TemporaryAbsence = z.infer<typeof TemporaryAbsence>;

export const TemporaryAbsencesQuery = z.object({ date: DateString });
export const TemporaryAbsenceListResponse = ok(z.array(TemporaryAbsence));
export const TemporaryAbsenceResponse = ok(TemporaryAbsence);

/** The date must not be in the past (shop's time zone): checked by the server, which owns the clock. */
export const CreateTemporaryAbsenceRequest = z
  .strictObject({
    date: DateString,
    startTime: AbsenceTime,
    endTime: AbsenceTime,
    reason: Reason,
    notes: Notes,
    /** Absent or null: the whole studio. */
    barberId: Id.nullish(),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type CreateTemporaryAbsenceRequest = z.input<typeof CreateTemporaryAbsenceRequest>;

/**
 * The date is locked once created; a form that sends it back anyway must send the same date. The rest of the
 * absence read (its barber, its blocked slots) may be sent back and is ignored.
 */
export const UpdateTemporaryAbsenceRequest = updateBody(
  {
    date: DateString.optional(),
    startTime: AbsenceTime,
    endTime: AbsenceTime,
    reason: Reason,
    notes: Notes,
  },
  TemporaryAbsence,
).refine(endAfterStart, endAfterStartIssue);
export type UpdateTemporaryAbsenceRequest = z.input<typeof UpdateTemporaryAbsenceRequest>;

/** 409 ABSENCE_CONFLICT: message 'Conflitto con N appuntamenti confermati' and the appointments in the way. */
export const AbsenceConflictResponse = z.object({
  success: z.literal(false),
  code: z.literal('ABSENCE_CONFLICT'),
  message: z.string(),
  conflictingAppointments: z.array(Appointment),
});
export type AbsenceConflictResponse = z.infer<typeof AbsenceConflictResponse>;
