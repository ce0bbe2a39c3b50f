import { Ban, CheckCircle2, Mail, Phone, UserX } from 'lucide-react';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import { statusOptions } from '@barber/shared/domain/status-transitions';
import { normalizePhone } from '@barber/shared/domain/phone';
import { formatPhone } from '@barber/shared/domain/phone-format';
import { minutesToTime, timeToMinutes } from '@barber/shared/domain/zoned-time';
import { ActionButton } from '../../components/action-button';
import { PaymentStateBadge } from '../payments';
import { formatChf, formatTimeRange } from '../../lib/format';
import { barber as b } from '../../i18n/barber';

const t = b.appointments;

const STATUS_CLASSES: Record<AppointmentStatus, string> = {
  pending: 'bg-status-pending-bg text-status-pending-fg',
  confirmed: 'bg-status-confirmed-bg text-status-confirmed-fg',
  completed: 'bg-status-completed-bg text-status-completed-fg',
  cancelled: 'bg-status-cancelled-bg text-status-cancelled-fg',
  // A missed appointment reads as a cancelled one: red, the chair stayed empty.
  no_show: 'bg-status-cancelled-bg text-status-cancelled-fg',
};

/** Who the appointment is for, as the server names them: the account, the guest or the phone booking. */
export function clientOf(a: Appointment): {
  name: string;
  kind: string | null;
  email: string | null;
  phone: string | null;
} {
  const { name, kind, email, phone } = a.customer;
  const kinds = { account: null, guest: t.guest, phone: t.phoneBooking, unknown: null };
  return { name: name || t.unknownClient, kind: kinds[kind], email, phone };
}

function endOf(a: Appointment): string {
  const end = timeToMinutes(a.time) + a.duration;
  return end < 1440 ? minutesToTime(end) : '24:00';
}

interface AppointmentCardProps {
  appointment: Appointment;
  busy: boolean;
  /** The current instant: 'Completato' is offered only once the appointment has started (the server agrees). */
  now: Date;
  onComplete: () => void;
  onCancel: () => void;
  /** 'Non presentato' (ADR 0064): offered once the appointment has started, as the server allows. */
  onNoShow: () => void;
}

export function AppointmentCard({ appointment: a, busy, now, onComplete, onCancel, onNoShow }: AppointmentCardProps) {
  const client = clientOf(a);
  const cancelled = a.status === 'cancelled';
  // What the server allows a barber here, from the shared table (ADR 0037): a completed appointment offers nothing.
  const options = statusOptions('barber', { status: a.status, startsAt: new Date(a.startsAt) }, now);
  const complete = options.find((o) => o.status === 'completed');
  const cancel = options.find((o) => o.status === 'cancelled');
  const noShow = options.find((o) => o.status === 'no_show' && !o.notYet);
  // The changes beside 'Completato', each with its own confirmation in the tab.
  const secondary = [
    ...(noShow ? [{ icon: UserX, onClick: onNoShow, label: t.noShowLabel, text: t.noShow }] : []),
    ...(cancel ? [{ icon: Ban, onClick: onCancel, label: t.cancelLabel, text: t.cancel }] : []),
  ];
  const started = complete ? !complete.notYet : true;
  const noteId = `not-started-${a._id}`;
  return (
    <article
      className={`flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 ${cancelled ? 'opacity-70' : ''}`}
      aria-label={`${a.time} ${client.name}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-lg font-semibold tabular-nums">{formatTimeRange(a.time, endOf(a))}</p>
          <p className="font-medium">{a.service}</p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASSES[a.status]}`}>
          {t.status[a.status]}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-sm text-muted">
          {t.minutes(a.duration)} · {formatChf(a.price)}
        </p>
        <PaymentStateBadge appointment={a} />
      </div>
      <div className="text-sm">
        <p className="font-medium">
          {client.name}
          {client.kind && <span className="font-normal text-muted"> · {client.kind}</span>}
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {client.phone && (
            <li className="flex items-center gap-1">
              <Phone className="size-4 text-muted" aria-hidden="true" />
              <a className="underline" href={`tel:${normalizePhone(client.phone)}`}>
                {formatPhone(client.phone)}
              </a>
            </li>
          )}
          {client.email && (
            <li className="flex min-w-0 items-center gap-1">
              <Mail className="size-4 shrink-0 text-muted" aria-hidden="true" />
              <a className="truncate underline" href={`mailto:${client.email}`}>
                {client.email}
              </a>
            </li>
          )}
        </ul>
      </div>
      {cancelled && a.cancellationReason && (
        <p className="text-sm text-muted">{t.cancellationReason(a.cancellationReason)}</p>
      )}
      {(complete || secondary.length > 0) && (
        <div className="flex flex-wrap gap-2">
          {complete && (
            <ActionButton
              icon={CheckCircle2}
              variant="primary"
              disabled={busy || !started}
              onClick={onComplete}
              aria-label={t.completeLabel(client.name, a.time)}
              aria-describedby={started ? undefined : noteId}
            >
              {t.complete}
            </ActionButton>
          )}
          {secondary.map((action) => (
            <ActionButton
              key={action.text}
              icon={action.icon}
              disabled={busy}
              onClick={action.onClick}
              aria-label={action.label(client.name, a.time)}
            >
              {action.text}
            </ActionButton>
          ))}
        </div>
      )}
      {complete && !started && (
        <p id={noteId} className="text-sm text-muted">
          {t.notStarted}
        </p>
      )}
    </article>
  );
}
