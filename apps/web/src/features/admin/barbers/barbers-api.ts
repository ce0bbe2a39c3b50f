import type { Barber, Vacation } from '@barber/shared/schemas/catalog';
import type { MessageResponse } from '@barber/shared/schemas/common';
import type { CreateBarberRequest, CreateBarberResponse } from '@barber/shared/schemas/staff';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { adminRequest, type Ok } from '../admin-request';

const barberPath = (id: string) => `/barbers/${encodeURIComponent(id)}`;

/** The spec's answer: the barber itself at the top level (with success and message). */
export const createBarber = (body: CreateBarberRequest): Promise<Barber> =>
  adminRequest<CreateBarberResponse>('/barbers', { method: 'POST', body }).then(
    ({ success: _success, message: _message, ...barber }) => barber,
  );

export interface BarberEdits {
  services: string[];
  workingHours: WorkingDay[];
  vacations: Vacation[];
}

export type SaveOutcome = { barber: Barber; notified: boolean };

/**
 * The admin editor's save: the spec's three calls (services, working hours, vacations) in that order, then the
 * barber is told about the new schedule. Each call is checked by the server on its own; a failure stops the
 * rest so the admin sees which part did not go through. A failed notification does not undo a saved schedule.
 */
export async function saveBarberEdits(id: string, edits: BarberEdits): Promise<SaveOutcome> {
  await adminRequest<Ok<Barber>>(`${barberPath(id)}/services`, {
    method: 'PUT',
    body: { services: edits.services },
  });
  await adminRequest<Ok<Barber>>(`${barberPath(id)}/working-hours`, {
    method: 'PUT',
    body: { workingHours: edits.workingHours },
  });
  const { data: barber } = await adminRequest<Ok<Barber>>(`${barberPath(id)}/vacations`, {
    method: 'PUT',
    body: { vacations: edits.vacations },
  });
  try {
    await adminRequest<MessageResponse>('/notifications/schedule-update', {
      method: 'POST',
      body: { barberId: id },
    });
    return { barber, notified: true };
  } catch {
    return { barber, notified: false };
  }
}

export type DeactivateAnswer = Ok<{ _id: string; isActive: false; futureAppointments: number }>;

/** DELETE deactivates: the barber disappears from booking, past appointments keep their barber. */
export const deactivateBarber = (id: string) =>
  adminRequest<DeactivateAnswer>(barberPath(id), { method: 'DELETE' }).then((answer) => answer.data);
