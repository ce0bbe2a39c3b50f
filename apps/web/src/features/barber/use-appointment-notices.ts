import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { watchOwnEvent } from '../../lib/own-event-watch';
import { toast } from '../../lib/toast';
import { barberKeys } from './barber-api';

/**
 * While the barber's panel is open, a booking, cancellation or move of one of their appointments (made by a
 * customer or the owner) shows as a toast with the server's Italian line, and the panel's lists reload (ADR 0053).
 */
export function useAppointmentNotices(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchOwnEvent('appointment_notice', (event) => {
        toast.info(event.message);
        void queryClient.invalidateQueries({ queryKey: barberKeys.allAppointments });
      }),
    [queryClient],
  );
}
