import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { ApiError } from '../../../lib/api-client';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { updateAppointmentStatus } from './appointments-api';

interface Change {
  id: string;
  status: AppointmentStatus;
  /** The owner's reason for correcting a completed appointment. */
  reason?: string | undefined;
}

/**
 * Changes a status optimistically: the selector shows the new colour at once, and every cached calendar is
 * put back as it was if the server refuses (a conflict when re-confirming a cancelled booking, a lost session).
 */
export function useStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: Change) => updateAppointmentStatus(id, status, reason),
    onMutate: async ({ id, status }: Change) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.appointments });
      const snapshots = queryClient.getQueriesData<Appointment[]>({ queryKey: adminKeys.appointments });
      queryClient.setQueriesData<Appointment[]>({ queryKey: adminKeys.appointments }, (list) =>
        list?.map((appointment) => (appointment._id === id ? { ...appointment, status } : appointment)),
      );
      return { snapshots };
    },
    onError: (error, _change, context) => {
      for (const [key, data] of context?.snapshots ?? []) queryClient.setQueryData(key, data);
      const reason =
        error instanceof ApiError && error.message ? error.message : admin.calendar.errors.unknownStatus;
      toast.error(admin.calendar.errors.status(reason));
    },
    onSuccess: (_appointment, { status }) => {
      toast.success(admin.calendar.statusUpdated(admin.calendar.status[status]));
    },
    onSettled: () => {
      // A cancel frees the time and a re-confirm takes it: calendars, the absence panel and open grids follow.
      void queryClient.invalidateQueries({ queryKey: adminKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dayAppointments });
      void queryClient.invalidateQueries({ queryKey: adminKeys.slots });
    },
  });
}
