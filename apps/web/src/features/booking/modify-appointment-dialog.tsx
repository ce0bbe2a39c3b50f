import { useEffect, useMemo, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { SLOT_STEP_MINUTES } from '@barber/shared/domain/slot-engine';
import { minutesToTime, timeToMinutes } from '@barber/shared/domain/zoned-time';
import type { Appointment, UpdateAppointmentRequest } from '@barber/shared/schemas/appointments';
import { toast } from '../../lib/toast';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { ApiError } from '../../lib/api-client';
import { formatChf, formatDate } from '../../lib/format';
import { useShopInfo } from '../../lib/shop-info';
import { bookingAccount } from '../../i18n/booking-account';
import { bookingConfirmation } from '../../i18n/booking-confirmation';
import { bookingPages } from '../../i18n/booking-pages';
import { isSlotConflict, myAppointmentsQuery, slotsKeyFor, updateAppointment } from './booking-api';
import { BookingChoiceFields } from './booking-choice-fields';
import { isComplete } from './booking-choice';
import { BookingDialog } from './booking-dialog';
import { bookingTexts as b } from '../../i18n/booking-flow';
import { servicesOf } from './use-booking-catalog';
import { useMoveChoice } from './use-move-choice';

const t = bookingAccount;
const c = bookingConfirmation.confirmation;

/** The grid cells the appointment itself fills (at the shop's step): they show as 'attuale', not as someone else's booking. */
export function ownCells(appointment: Pick<Appointment, 'time' | 'duration'>, step: number = SLOT_STEP_MINUTES): string[] {
  const start = timeToMinutes(appointment.time);
  const cells: string[] = [];
  for (let m = start; m < start + appointment.duration; m += step) cells.push(minutesToTime(m));
  return cells;
}

type Change = [label: string, before: string, after: string];

/**
 * Modifica: barber, service, day and a new time, then 'Conferma modifiche' with what changes (old -> new). The
 * time starts empty; on the appointment's own day its cells show as 'attuale'. The actions stay in view in
 * the dialog's footer, and no field takes the focus when it opens.
 */
export function ModifyAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { catalog, range, stage, setStage, choice, dispatch } = useMoveChoice(appointment);
  const comparison = useRef<HTMLDivElement>(null);
  const barber = catalog.barbers.find((m) => m._id === choice.barberId);
  const service = servicesOf(barber, catalog.services).find((s) => s._id === choice.serviceId);
  const unchanged =
    choice.barberId === appointment.barber._id &&
    choice.serviceId === appointment.serviceId &&
    choice.date === appointment.date &&
    choice.time === appointment.time;
  const ready = isComplete(choice) && !!barber && !!service && !unchanged;
  const step = useShopInfo().data?.booking.slotStepMinutes;
  const own = useMemo(() => ownCells(appointment, step), [appointment, step]);
  const onOwnDay = choice.barberId === appointment.barber._id && choice.date === appointment.date;

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

  const changes: Change[] =
    barber && service
      ? [
          [c.service, appointment.service, service.name],
          [c.date, formatDate(appointment.date), formatDate(choice.date)],
          [c.time, appointment.time, choice.time],
          [
            c.barber,
            `${appointment.barber.firstName} ${appointment.barber.lastName}`,
            `${barber.firstName} ${barber.lastName}`,
          ],
          [c.total, formatChf(appointment.price), formatChf(service.price)],
        ]
      : [];
  const errorText =
    mutation.isError && (mutation.error instanceof ApiError ? mutation.error.message : t.modifyError);
  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const footer =
    stage === 'choose' ? (
      <div className="flex flex-col gap-2">
        {unchanged && <p className="text-sm text-muted">{t.unchanged}</p>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t.back}
          </Button>
          <Button disabled={!ready} onClick={() => setStage('confirm')}>
            {t.proceed}
          </Button>
        </div>
      </div>
    ) : (
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
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
    );

  return (
    <BookingDialog
      onClose={close}
      title={stage === 'choose' ? t.modifyTitle : t.confirmChanges}
      description={
        stage === 'choose' ? t.modifyIntro(formatDate(appointment.date), appointment.time) : undefined
      }
      closeLabel={t.closeDialog}
      footer={footer}
    >
      {stage === 'choose' ? (
        <div className="flex flex-col gap-4">
          {errorText && <FormAlert>{errorText}</FormAlert>}
          {catalog.isPending ? (
            <LoadingBlock label={bookingPages.booking.loadingData} minHeight="min-h-24" />
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
              {...(onOwnDay ? { current: own } : {})}
            />
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <div ref={comparison} tabIndex={-1} role="group" aria-label={b.changes} className="outline-none">
            <p aria-hidden="true" className="mb-2 flex items-center justify-end gap-2 text-sm font-semibold">
              <span className="text-muted">{t.current}</span>
              <ArrowRight className="size-4 text-muted" />
              <span className="text-accent-text">{t.next}</span>
            </p>
            <ChangeList changes={changes} />
          </div>
          {errorText && <FormAlert>{errorText}</FormAlert>}
        </div>
      )}
    </BookingDialog>
  );
}

/** Every detail of the appointment; what changes shows the old value struck through and the new one marked. */
function ChangeList({ changes }: { changes: readonly Change[] }) {
  return (
    <dl className="divide-y divide-border rounded-xl border border-border">
      {changes.map(([label, before, after]) => {
        const changed = before !== after;
        return (
          <div
            key={label}
            data-changed={changed || undefined}
            className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 ${
              changed ? 'border-l-4 border-l-accent bg-accent-soft' : ''
            }`}
          >
            <dt className={changed ? 'font-semibold' : 'text-muted'}>{label}</dt>
            <dd className="ml-auto min-w-0 text-right break-words">
              {changed ? (
                <>
                  <span className="sr-only">{b.changed(before, after)}</span>
                  <span aria-hidden="true" className="inline-flex flex-wrap items-baseline justify-end gap-x-2">
                    <del className="text-muted">{before}</del>
                    <ArrowRight className="size-4 self-center text-muted" />
                    <ins className="font-semibold text-accent-text no-underline">{after}</ins>
                  </span>
                </>
              ) : (
                <>
                  <span className="font-medium">{after}</span>
                  <span className="ml-2 text-sm text-muted">{`(${b.unchangedValue})`}</span>
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
