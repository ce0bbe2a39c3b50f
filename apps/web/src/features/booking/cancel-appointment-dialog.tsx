import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { TextareaField } from '../../components/textarea-field';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { bookingAccount } from '../../i18n/booking-account';
import { cancelAppointment, myAppointmentsQuery, slotsKeyFor } from './booking-api';
import { callApi } from '../../lib/api-call';
import { seriesTexts } from '../../i18n/series';
import { BookingDialog } from './booking-dialog';

const t = bookingAccount;

/** 'Cancella il resto della serie' (ADR 0068): answers how many appointments were cancelled. Kept here, not in
 * booking-api.ts, which the guest page loads first (its 150 kB budget). */
const cancelSeriesRest = (id: string, cancellationReason: string) =>
  callApi('cancelSeriesRest', { params: { id }, body: cancellationReason ? { cancellationReason } : {} }).then(
    (answer) => answer.length,
  );

/**
 * 'Conferma cancellazione' with an optional reason. The title has the focus when it opens (the reason is
 * optional: no keyboard should cover the question), and the cancel button looks like what it does.
 */
export function CancelAppointmentDialog({
  appointment,
  onClose,
  rest = false,
}: {
  appointment: Appointment;
  onClose: () => void;
  /** 'Cancella il resto della serie' (ADR 0068): this appointment and every later one of its series. */
  rest?: boolean;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const mutation = useMutation({
    mutationFn: () =>
      rest ? cancelSeriesRest(appointment._id, reason.trim()) : cancelAppointment(appointment._id, reason.trim()).then(() => 1),
    onSuccess: (cancelled) => {
      toast.success(rest ? seriesTexts.cancelRestSuccess(cancelled) : t.cancelSuccess);
      void queryClient.invalidateQueries({ queryKey: myAppointmentsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: slotsKeyFor(appointment.barber._id, appointment.date) });
      onClose();
    },
  });
  const formId = `cancel-${appointment._id}`;

  return (
    <BookingDialog
      onClose={() => {
        if (!mutation.isPending) onClose();
      }}
      title={rest ? seriesTexts.cancelRestTitle : t.cancelTitle}
      description={
        rest
          ? seriesTexts.cancelRestIntro(formatDate(appointment.date, 'short'), appointment.time)
          : t.cancelIntro(appointment.service, formatDate(appointment.date), appointment.time)
      }
      closeLabel={t.closeDialog}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t.keep}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            pending={mutation.isPending}
            pendingLabel={t.cancelling}
          >
            {rest ? seriesTexts.cancelRestConfirm : t.confirmCancel}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          mutation.mutate();
        }}
      >
        <TextareaField
          label={t.reason}
          hint={t.reasonHint}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {mutation.isError && (
          <FormAlert>{mutation.error instanceof ApiError ? mutation.error.message : t.cancelError}</FormAlert>
        )}
      </form>
    </BookingDialog>
  );
}
