import type { AppointmentReminderEvent } from '@barber/shared/realtime';
import { onSessionEvent } from './api-client';

/**
 * Listens to the logged-in customer's appointment_reminder events (001 section 7; the server sends them to the
 * user's own room when a reminder goes out). As watchMyOrders: socket.io-client loads on the first watch, and the
 * socket reconnects with the current access token so it sits in the user's room.
 */
export function watchAppointmentReminders(onReminder: (event: AppointmentReminderEvent) => void): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  void import('./socket-client').then(({ getSocket, reconnectWithCurrentToken }) => {
    if (stopped) return;
    const socket = getSocket();
    socket.on('appointment_reminder', onReminder);
    reconnectWithCurrentToken();
    const stopSession = onSessionEvent((event) => {
      if (event.type === 'refreshed') reconnectWithCurrentToken();
    });
    stop = () => {
      socket.off('appointment_reminder', onReminder);
      stopSession();
    };
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
