import { useId } from 'react';
import { CalendarClock, Scissors, X } from 'lucide-react';
import { canClientChange, isActiveStatus, MODIFY_CUTOFF_HOURS } from '@barber/shared/domain/appointment-rules';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { Button } from '../../components/button';
import { PaymentStateBadge } from '../payments';
import { formatChf, formatDate } from '../../lib/format';
import { bookingAccount } from '../../i18n/booking-account';
import { StatusBadge } from './status-badge';
import { seriesTexts } from '../../i18n/series';

const t = bookingAccount;

/**
 * One appointment of 'I tuoi appuntamenti'. Modifica and Cancella exist only for pending or confirmed
 * appointments and work only more than the shop's notice ahead (24 hours by default; the server checks the same rule).
 */
export function AppointmentCard({
  appointment,
  now,
  onModify,
  onCancel,
  onCancelRest,
  notice = MODIFY_CUTOFF_HOURS,
}: {
  appointment: Appointment;
  now: Date;
  /** The shop's online change/cancel notice in hours (its setting). */
  notice?: number;
  onModify: () => void;
  onCancel: () => void;
  /** An appointment of a series (ADR 0068): cancel it and every later one. */
  onCancelRest?: () => void;
}) {
  const id = useId();
  const active = isActiveStatus(appointment.status);
  const allowed = canClientChange(
    { status: appointment.status, startsAt: new Date(appointment.startsAt) },
    now,
    notice,
  ).ok;
  const headingId = `${id}-title`;
  const whenId = `${id}-when`;
  const modifyNoteId = `${id}-modify-note`;
  const cancelNoteId = `${id}-cancel-note`;
  const describe = (note: string) => [headingId, whenId, !allowed && note].filter(Boolean).join(' ');

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Scissors className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
          {appointment.service}
        </h3>
        <StatusBadge status={appointment.status} />
      </div>
      <p id={whenId} className="mt-2 flex items-start gap-2 font-medium">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
        {`${formatDate(appointment.date)}, ${appointment.time}`}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-muted">
          {`${appointment.barber.firstName} ${appointment.barber.lastName} · ${formatChf(appointment.price)}`}
        </p>
        <PaymentStateBadge appointment={appointment} />
      </div>
      {appointment.status === 'cancelled' && appointment.cancellationReason && (
        <p className="mt-1 text-sm text-muted">{t.cancellationReason(appointment.cancellationReason)}</p>
      )}
      {active && (
        <>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={!allowed}
              aria-describedby={describe(modifyNoteId)}
              onClick={onModify}
            >
              {t.modify}
            </Button>
            <Button
              variant="danger"
              disabled={!allowed}
              aria-describedby={describe(cancelNoteId)}
              onClick={onCancel}
            >
              <X className="size-4" aria-hidden="true" />
              {t.cancel}
            </Button>
            {appointment.seriesId && onCancelRest && (
              <Button variant="secondary" disabled={!allowed} aria-describedby={describe(cancelNoteId)} onClick={onCancelRest}>
                {seriesTexts.cancelRest}
              </Button>
            )}
          </div>
          {!allowed && (
            <div className="mt-2 text-sm text-muted">
              <p id={modifyNoteId}>{t.tooLateModify(notice)}</p>
              <p id={cancelNoteId}>{t.tooLateCancel(notice)}</p>
            </div>
          )}
        </>
      )}
    </article>
  );
}
