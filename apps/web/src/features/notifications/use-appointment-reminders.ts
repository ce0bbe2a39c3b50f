import { useEffect } from 'react';
import { watchAppointmentReminders } from '../../lib/reminder-watch';
import { toast } from '../../lib/toast';

/**
 * While a customer's page is open, a reminder of their appointment (sent by email 24 hours and by SMS 2 hours
 * before) also shows as a toast: the server's Italian text as it is. Mount it on the customer's pages.
 */
export function useAppointmentReminders(): void {
  useEffect(() => watchAppointmentReminders((event) => toast.info(event.message)), []);
}
