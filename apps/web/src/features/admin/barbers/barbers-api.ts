import type { Barber } from '@barber/shared/schemas/catalog';
import type { CreateBarberRequest } from '@barber/shared/schemas/staff';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { adminCall } from '../admin-request';

/** The spec's answer: the barber itself at the top level (with success and message). */
export const createBarber = (body: CreateBarberRequest): Promise<Barber> =>
  adminCall('createBarber', { body }).then(({ success: _success, message: _message, ...barber }) => barber);

export interface BarberEdits {
  services: string[];
  workingHours: WorkingDay[];
}

export type SaveOutcome = { barber: Barber; notified: boolean };

/**
 * The admin editor's save: services, then working hours (the vacations are saved on their own as they are added
 * or removed), then the barber is told about the new schedule. Each call is checked by the server on its own; a failure stops the
 * rest so the admin sees which part did not go through. A failed notification does not undo a saved schedule.
 */
export async function saveBarberEdits(id: string, edits: BarberEdits): Promise<SaveOutcome> {
  const params = { id };
  await adminCall('saveBarberServices', { params, body: { services: edits.services } });
  const { data: barber } = await adminCall('saveWorkingHours', { params, body: { workingHours: edits.workingHours } });
  try {
    await adminCall('notifyScheduleUpdate', { body: { barberId: id } });
    return { barber, notified: true };
  } catch {
    return { barber, notified: false };
  }
}

/** DELETE deactivates: the barber disappears from booking, past appointments keep their barber. */
export const deactivateBarber = (id: string) =>
  adminCall('deactivateBarber', { params: { id } }).then((answer) => answer.data);
