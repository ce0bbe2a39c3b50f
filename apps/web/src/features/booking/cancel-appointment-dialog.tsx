import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { DialogForm } from '../../components/dialog-form';
import { FormAlert } from '../../components/form-alert';
import { TextareaField } from '../../components/textarea-field';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { it } from '../../i18n/it';
import { cancelAppointment, myAppointmentsQuery, slotsKeyFor } from './booking-api';

const t = it.account;

/** 'Conferma cancellazione' with an optional reason. */
export function CancelAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const mutation = useMutation({
    mutationFn: () => cancelAppointment(appointment._id, reason.trim()),
    onSuccess: () => {
      toast.success(t.cancelSuccess);
      void queryClient.invalidateQueries({ queryKey: myAppointmentsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: slotsKeyFor(appointment.barber._id, appointment.date) });
      onClose();
    },
  });

  return (
    <DialogForm
      onClose={onClose}
      title={t.cancelTitle}
      description={t.cancelIntro(appointment.service, formatDate(appointment.date), appointment.time)}
      closeLabel={t.closeDialog}
      onSubmit={() => mutation.mutate()}
      pending={mutation.isPending}
      cancelLabel={t.keep}
      submitLabel={t.confirmCancel}
      pendingLabel={t.cancelling}
      actionsClassName="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
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
    </DialogForm>
  );
}
