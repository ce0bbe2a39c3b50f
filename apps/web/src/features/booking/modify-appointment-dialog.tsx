import { useEffect, useReducer, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { Appointment, UpdateAppointmentRequest } from '@barber/shared/schemas/appointments';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { ApiError } from '../../lib/api-client';
import { formatChf, formatDate } from '../../lib/format';
import { it } from '../../i18n/it';
import { isSlotConflict, myAppointmentsQuery, slotsKeyFor, updateAppointment } from './booking-api';
import { BookingChoiceFields } from './booking-choice-fields';
import { choiceReducer, isComplete, type BookingChoice } from './booking-choice';
import { BookingSummary, type SummaryRow } from './booking-summary';
import { servicesOf, useBookingCatalog } from './use-booking-catalog';
import { useBookingWindow } from './use-booking-window';

const t = it.account;
const c = it.confirmation;

/**
 * Modifica: barber, service, day and a new time, then 'Conferma modifiche' with the current and the new
 * details side by side. The time starts empty: the current one shows as taken in the grid (it is).
 */
export function ModifyAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const catalog = useBookingCatalog();
  const range = useBookingWindow();
  const [stage, setStage] = useState<'choose' | 'confirm'>('choose');
  const [choice, dispatch] = useReducer(choiceReducer, {
    barberId: appointment.barber._id,
    serviceId: appointment.serviceId,
    date: appointment.date,
    time: '',
    dateAuto: false,
  } satisfies BookingChoice);
  const comparison = useRef<HTMLDivElement>(null);
  const barber = catalog.barbers.find((b) => b._id === choice.barberId);
  const service = servicesOf(barber, catalog.services).find((s) => s._id === choice.serviceId);
  const unchanged =
    choice.barberId === appointment.barber._id &&
    choice.serviceId === appointment.serviceId &&
    choice.date === appointment.date &&
    choice.time === appointment.time;
  const ready = isComplete(choice) && !!barber && !!service && !unchanged;

  const mutation = useMutation({
    mutationFn: (request: UpdateAppointmentRequest) => updateAppointment(appointment._id, request),
    onSuccess: (_updated, request) => {
      toast.success(t.modifySuccess);
      void queryClient.invalidateQueries({ queryKey: myAppointmentsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: slotsKeyFor(appointment.barber._id, appointment.date) });
      void queryClient.invalidateQueries({ queryKey: slotsKeyFor(request.barberId, request.date) });
      onClose();
    },
    onError: (error, request) => {
      if (!isSlotConflict(error)) return;
      setStage('choose');
      dispatch({ type: 'time', time: '' });
      void queryClient.invalidateQueries({ queryKey: slotsKeyFor(request.barberId, request.date) });
    },
  });

  // The confirmation replaces the fields the focus was on: move it to the comparison so it is read out.
  useEffect(() => {
    if (stage === 'confirm') comparison.current?.focus();
  }, [stage]);

  const current: SummaryRow[] = [
    [c.service, appointment.service],
    [c.date, formatDate(appointment.date)],
    [c.time, appointment.time],
    [c.barber, `${appointment.barber.firstName} ${appointment.barber.lastName}`],
    [c.total, formatChf(appointment.price)],
  ];
  const next: SummaryRow[] =
    barber && service
      ? [
          [c.service, service.name],
          [c.date, formatDate(choice.date)],
          [c.time, choice.time],
          [c.barber, `${barber.firstName} ${barber.lastName}`],
          [c.total, formatChf(service.price)],
        ]
      : [];
  const errorText =
    mutation.isError && (mutation.error instanceof ApiError ? mutation.error.message : t.modifyError);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      title={stage === 'choose' ? t.modifyTitle : t.confirmChanges}
      description={
        stage === 'choose' ? t.modifyIntro(formatDate(appointment.date), appointment.time) : undefined
      }
      closeLabel={t.closeDialog}
    >
      {stage === 'choose' ? (
        <div className="flex flex-col gap-4">
          {errorText && <FormAlert>{errorText}</FormAlert>}
          {catalog.isPending ? (
            <LoadingBlock label={it.booking.loadingData} minHeight="min-h-24" />
          ) : catalog.errors.length > 0 ? (
            <FormAlert>{catalog.errors.join(' ')}</FormAlert>
          ) : (
            <BookingChoiceFields
              choice={choice}
              dispatch={(action) => {
                if (mutation.isError) mutation.reset();
                dispatch(action);
              }}
              barbers={catalog.barbers}
              services={catalog.services}
              range={range}
            />
          )}
          {unchanged && <p className="text-sm text-muted">{t.unchanged}</p>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t.back}
            </Button>
            <Button disabled={!ready} onClick={() => setStage('confirm')}>
              {t.proceed}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <div
            ref={comparison}
            tabIndex={-1}
            role="group"
            aria-label={t.confirmChanges}
            className="grid gap-4 outline-none sm:grid-cols-2"
          >
            <section aria-labelledby="modify-current">
              <h3 id="modify-current" className="mb-2 font-semibold text-muted">
                {t.current}
              </h3>
              <BookingSummary rows={current} />
            </section>
            <section aria-labelledby="modify-next">
              <h3 id="modify-next" className="mb-2 font-semibold text-accent-text">
                {t.next}
              </h3>
              <BookingSummary rows={next} className="border-accent" />
            </section>
          </div>
          {errorText && <FormAlert>{errorText}</FormAlert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setStage('choose')} disabled={mutation.isPending}>
              {t.back}
            </Button>
            <Button
              pending={mutation.isPending}
              pendingLabel={t.saving}
              onClick={() =>
                mutation.mutate({
                  barberId: choice.barberId,
                  serviceId: choice.serviceId,
                  date: choice.date,
                  time: choice.time,
                })
              }
            >
              {t.confirmChanges}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
