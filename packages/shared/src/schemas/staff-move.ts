/**
 * The owner's calendar moves an appointment (issue 17, ADR 0012): PUT /api/admin/appointments/:id/move.
 * The same slot engine and rules as a customer's change; the answer is the moved appointment as staff see it.
 */
import { z } from 'zod';
import { DateString, Id, TimeString, ok } from './common';
import { StaffAppointment } from './staff-appointments';
import { multiLine } from './text';

export const MoveAppointmentRequest = z.strictObject({
  barberId: Id,
  date: DateString,
  time: TimeString,
  /** Told to the customer in the change email (notifications, issue 13); optional. */
  reason: multiLine(z.string().trim().max(500, { error: 'Il motivo può contenere al massimo 500 caratteri' })).optional(),
});
export type MoveAppointmentRequest = z.input<typeof MoveAppointmentRequest>;

export const MoveAppointmentResponse = ok(StaffAppointment);
export type MoveAppointmentResponse = z.infer<typeof MoveAppointmentResponse>;
