import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { callApi } from '../../../lib/api-call';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { seriesTexts as t } from '../../../i18n/series';
import { adminKeys } from '../admin-request';

/**
 * 'Cancella il resto della serie' in the owner's calendar (ADR 0068): this appointment and every later one of its
 * series still to be done, the shop's cancellation for each. Asked once more in place (no dialog over the dialog).
 */
export function SeriesCancel({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: () => callApi('staffCancelSeriesRest', { params: { id: appointment._id }, body: {} }),
    onSuccess: (cancelled) => {
      toast.success(t.cancelRestSuccess(cancelled.length));
      void queryClient.invalidateQueries({ queryKey: adminKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dayAppointments });
      void queryClient.invalidateQueries({ queryKey: adminKeys.slots });
      onDone();
    },
  });
  if (!appointment.seriesId || (appointment.status !== 'pending' && appointment.status !== 'confirmed'))
    return null;
  if (!asking) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t.cancelRest}
        </Button>
      </div>
    );
  }
  return (
    <div role="group" aria-label={t.cancelRestTitle} className="rounded-lg border border-border p-3">
      <p className="font-semibold">{t.cancelRestTitle}</p>
      <p className="mt-1 text-sm">
        {t.cancelRestIntro(formatDate(appointment.date, 'short'), appointment.time)}
      </p>
      {mutation.isError && (
        <div className="mt-2">
          <FormAlert>
            {mutation.error instanceof ApiError ? mutation.error.message : t.cancelRestError}
          </FormAlert>
        </div>
      )}
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setAsking(false)} disabled={mutation.isPending}>
          {t.keep}
        </Button>
        <Button
          variant="danger"
          pending={mutation.isPending}
          pendingLabel={t.cancelling}
          onClick={() => mutation.mutate()}
        >
          {t.cancelRestConfirm}
        </Button>
      </div>
    </div>
  );
}
