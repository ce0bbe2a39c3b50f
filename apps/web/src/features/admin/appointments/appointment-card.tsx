import { useState, type ReactNode } from 'react';
import { needsConfirmation, type AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import { statusOptions } from '@barber/shared/domain/status-transitions';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PaymentStateBadge } from '../../payments';
import { formatChf, formatTimeRange } from '../../../lib/format';
import { admin } from '../../../i18n/admin';
import {
  barberLabel,
  bookedByLabel,
  clientContact,
  clientLabel,
  endTime,
  kindLabel,
} from './appointment-labels';
import { CorrectionDialog } from './correction-dialog';
import { StatusSelect } from './status-select';

interface AppointmentCardProps {
  /** The staff lists add why the last status change was made (statusChangeReason). */
  appointment: Appointment & { statusChangeReason?: string | null };
  /** reason: the owner's reason for correcting a completed appointment. */
  onStatusChange: (status: AppointmentStatus, reason?: string) => void;
  /** The current instant ('Completato' waits for the start); the real clock unless a test sets it. */
  now?: Date;
  /** h4 under a day's h3; h5 when the day itself is an h4 (week and month views). */
  headingLevel?: 'h4' | 'h5';
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * One appointment with every field of the spec. A cancelled card is faded with a dashed border, a muted
 * surface and a struck-through title instead of opacity, so its text keeps AA contrast.
 */
export function AppointmentCard({
  appointment,
  onStatusChange,
  now = new Date(),
  headingLevel: Heading = 'h4',
}: AppointmentCardProps) {
  const cancelled = appointment.status === 'cancelled';
  // What the server allows the owner from here, from the shared table (ADR 0037).
  const options = statusOptions(
    'admin',
    { status: appointment.status, startsAt: new Date(appointment.startsAt) },
    now,
  );
  // Completed and cancelled ask first: a cancellation is final, and a completion is not undone by accident. A
  // correction of completed work asks for its reason.
  const [asking, setAsking] = useState<AppointmentStatus | null>(null);
  const [correcting, setCorrecting] = useState<AppointmentStatus | null>(null);
  const choose = (status: AppointmentStatus) => {
    if (options.some((o) => o.status === status && o.needsReason)) setCorrecting(status);
    else if (needsConfirmation(status)) setAsking(status);
    else onStatusChange(status);
  };
  const lastReason = appointment.statusChangeReason;
  const showLastReason = !!lastReason && !(cancelled && appointment.cancellationReason === lastReason);
  const confirm = admin.calendar.confirmStatus;
  const asked =
    asking === 'completed'
      ? { title: confirm.completedTitle, text: confirm.completedText, confirm: confirm.confirmCompleted }
      : asking === 'no_show'
        ? { title: confirm.noShowTitle, text: confirm.noShowText, confirm: confirm.confirmNoShow }
        : { title: confirm.cancelledTitle, text: confirm.cancelledText, confirm: confirm.confirmCancelled };
  const card = admin.calendar.card;
  const contact = clientContact(appointment);
  const timeRange = formatTimeRange(appointment.time, endTime(appointment));
  return (
    <article
      aria-label={`${appointment.service}, ${timeRange}`}
      data-status={appointment.status}
      className={`flex h-full flex-col gap-3 rounded-xl border p-4 ${
        cancelled
          ? 'border-dashed border-input-border bg-surface-2 text-muted'
          : 'border-border bg-surface shadow-sm'
      }`}
    >
      <div className="min-w-0">
        <Heading className={`text-lg font-semibold break-words ${cancelled ? 'line-through' : ''}`}>
          {appointment.service}
        </Heading>
        <p className="font-semibold tabular-nums">
          <span className="sr-only">{`${card.time}: `}</span>
          {timeRange}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Field label={card.duration}>{admin.common.minutes(appointment.duration)}</Field>
        <Field label={card.price}>{formatChf(appointment.price)}</Field>
        <Field label={card.client}>
          {clientLabel(appointment)}
          {contact && <span className="block text-muted">{contact}</span>}
        </Field>
        <Field label={card.barber}>{barberLabel(appointment)}</Field>
        <Field label={card.kind}>{kindLabel(appointment)}</Field>
        <Field label={card.payment}>
          {admin.calendar.payments[appointment.paymentType]}
          <span className="mt-1 block">
            <PaymentStateBadge appointment={appointment} />
          </span>
        </Field>
        <Field label={card.bookedBy}>{bookedByLabel(appointment)}</Field>
      </dl>
      {cancelled && appointment.cancellationReason && (
        <p className="text-sm">{card.cancellation(appointment.cancellationReason)}</p>
      )}
      {showLastReason && <p className="text-sm">{card.statusReason(lastReason)}</p>}
      {/* Always in the same place, at the foot of the card, so a column of cards reads as a list of statuses. */}
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-border pt-3">
        <span className="text-sm font-semibold" aria-hidden="true">
          {card.status}
        </span>
        <div className="w-44">
          <StatusSelect
            value={appointment.status}
            label={card.statusFor(appointment.service, appointment.time)}
            options={options}
            onChange={choose}
          />
        </div>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asked.title}
        message={asked.text(appointment.service, appointment.time)}
        confirmLabel={asked.confirm}
        cancelLabel={confirm.keep}
        closeLabel={confirm.close}
        onConfirm={() => {
          if (asking) onStatusChange(asking);
          setAsking(null);
        }}
      />
      <CorrectionDialog
        target={correcting}
        from={appointment.status}
        service={appointment.service}
        time={appointment.time}
        onClose={() => setCorrecting(null)}
        onConfirm={(status, reason) => onStatusChange(status, reason)}
      />
    </article>
  );
}
