import { useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { SeriesReview, type SeriesRepeatChoice } from '../../booking';
import { seriesTexts } from '../../../i18n/series';
import { adminKeys } from '../admin-request';
import { createAdminAppointment } from './appointments-api';
import type { BookingPayload } from './use-admin-booking';

/**
 * The owner's phone booking of a regular's series (ADR 0068): the same review as the customer's (taken dates with
 * their alternative), booked through the phone booking's route; the calendar refreshes after it.
 */
export function AdminSeries({
  values,
  repeat,
  onEdit,
  onDone,
}: {
  values: BookingPayload;
  repeat: SeriesRepeatChoice;
  onEdit: () => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <SeriesReview
      start={{ barberId: values.barberId, serviceId: values.serviceId, date: values.date, time: values.time }}
      repeat={repeat}
      book={async (changes) => {
        const answer = await createAdminAppointment(
          { ...values, repeat: { ...repeat, changes } },
          newIdempotencyKey(),
        );
        void queryClient.invalidateQueries({ queryKey: adminKeys.appointments });
        void queryClient.invalidateQueries({ queryKey: adminKeys.dayAppointments });
        void queryClient.invalidateQueries({ queryKey: adminKeys.slots });
        return answer;
      }}
      onEdit={onEdit}
      onDone={onDone}
      doneLabel={seriesTexts.newBooking}
    />
  );
}
