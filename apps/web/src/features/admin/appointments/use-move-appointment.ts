import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { MoveAppointmentRequest } from '@barber/shared/schemas/staff-move';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { calendarGrid } from '../../../i18n/admin-calendar';
import { adminKeys } from '../admin-request';
import { moveAppointment } from './appointments-api';

export interface Move {
  appointment: Appointment;
  to: MoveAppointmentRequest;
  /** An undo is a move back: it offers no undo of its own. */
  isUndo?: boolean;
}

const where = (to: MoveAppointmentRequest) => `${formatDate(to.date, 'medium')} ${to.time}`;

/**
 * Moves an appointment optimistically: the block lands where it was dropped at once, and snaps back (every
 * cached calendar restored) with the server's Italian reason when the time is refused. A success offers
 * 'Annulla', which moves it back through the same route and the same rules.
 */
export function useMoveAppointment(barberName: (id: string) => string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ appointment, to }: Move) => moveAppointment(appointment._id, to),
    onMutate: async ({ appointment, to }: Move) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.appointments });
      const snapshots = queryClient.getQueriesData<Appointment[]>({ queryKey: adminKeys.appointments });
      const shift =
        Date.parse(`${to.date}T${to.time}:00Z`) - Date.parse(`${appointment.date}T${appointment.time}:00Z`);
      const moved = (a: Appointment): Appointment => ({
        ...a,
        date: to.date,
        time: to.time,
        startsAt: new Date(Date.parse(a.startsAt) + shift).toISOString(),
        endsAt: new Date(Date.parse(a.endsAt) + shift).toISOString(),
        barber: { ...a.barber, _id: to.barberId },
      });
      queryClient.setQueriesData<Appointment[]>({ queryKey: adminKeys.appointments }, (list) =>
        list?.map((a) => (a._id === appointment._id ? moved(a) : a)),
      );
      return { snapshots };
    },
    onError: (error, _move, context) => {
      for (const [key, data] of context?.snapshots ?? []) queryClient.setQueryData(key, data);
      const reason = error instanceof ApiError && error.message ? error.message : calendarGrid.move.unknown;
      toast.error(calendarGrid.move.refused(reason));
    },
    onSuccess: (_data, { appointment, to, isUndo }) => {
      if (isUndo) {
        toast.success(calendarGrid.move.undone);
        return;
      }
      const back: MoveAppointmentRequest = {
        barberId: appointment.barber._id,
        date: appointment.date,
        time: appointment.time,
      };
      toast.success(calendarGrid.move.moved(where(to), barberName(to.barberId)), {
        duration: 8000,
        action: {
          label: calendarGrid.move.undo,
          onClick: () =>
            mutation.mutate({
              appointment: { ...appointment, ...to, barber: { ...appointment.barber, _id: to.barberId } },
              to: back,
              isUndo: true,
            }),
        },
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dayAppointments });
      void queryClient.invalidateQueries({ queryKey: adminKeys.slots });
    },
  });
  return mutation;
}
