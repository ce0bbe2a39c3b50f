import type { AppointmentReminderEvent } from '@barber/shared/realtime';
import { watchOwnEvent } from './own-event-watch';

/**
 * Listens to the logged-in customer's appointment_reminder events (001 section 7; the server sends them to the
 * user's own room when a reminder goes out).
 */
export const watchAppointmentReminders = (onReminder: (event: AppointmentReminderEvent) => void): (() => void) =>
  watchOwnEvent('appointment_reminder', onReminder);
