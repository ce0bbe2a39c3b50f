import { ChevronDown } from 'lucide-react';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import { admin } from '../../../i18n/admin';

// The spec's colours: pending yellow, confirmed green, completed blue, cancelled red (theme variables, AA).
const tones: Record<AppointmentStatus, string> = {
  pending: 'bg-status-pending-bg text-status-pending-fg border-status-pending-fg/40',
  confirmed: 'bg-status-confirmed-bg text-status-confirmed-fg border-status-confirmed-fg/40',
  completed: 'bg-status-completed-bg text-status-completed-fg border-status-completed-fg/40',
  cancelled: 'bg-status-cancelled-bg text-status-cancelled-fg border-status-cancelled-fg/40',
};

interface StatusSelectProps {
  value: AppointmentStatus;
  /** Names the control for screen readers: which appointment it changes. */
  label: string;
  disabled?: boolean;
  /** Before the appointment has started 'Completato' is shown but cannot be chosen (the server refuses it). */
  notStarted?: boolean;
  onChange: (status: AppointmentStatus) => void;
}

/**
 * The four statuses, with the server's rules shown instead of discovered: a cancelled appointment is final (the
 * selector is locked), and 'Completato' waits for the appointment to start.
 */
export function StatusSelect({ value, label, disabled, notStarted = false, onChange }: StatusSelectProps) {
  return (
    <div className="relative">
      <select
        aria-label={label}
        value={value}
        disabled={disabled || value === 'cancelled'}
        data-status={value}
        className={`min-h-11 w-full appearance-none rounded-full border py-1 pr-9 pl-4 text-sm font-semibold disabled:cursor-not-allowed ${tones[value]}`}
        onChange={(event) => onChange(event.target.value as AppointmentStatus)}
      >
        {APPOINTMENT_STATUSES.map((status) => {
          const early = status === 'completed' && notStarted && value !== 'completed';
          return (
            <option key={status} value={status} disabled={early}>
              {early ? admin.calendar.notStartedOption(admin.calendar.status[status]) : admin.calendar.status[status]}
            </option>
          );
        })}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-current"
        aria-hidden="true"
      />
    </div>
  );
}
