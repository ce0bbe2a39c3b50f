import { ChevronDown } from 'lucide-react';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import type { StatusOption } from '@barber/shared/domain/status-transitions';
import { admin } from '../../../i18n/admin';

// The spec's colours: pending yellow, confirmed green, completed blue, cancelled red (theme variables, AA).
const tones: Record<AppointmentStatus, string> = {
  pending: 'bg-status-pending-bg text-status-pending-fg border-status-pending-fg/40',
  confirmed: 'bg-status-confirmed-bg text-status-confirmed-fg border-status-confirmed-fg/40',
  completed: 'bg-status-completed-bg text-status-completed-fg border-status-completed-fg/40',
  cancelled: 'bg-status-cancelled-bg text-status-cancelled-fg border-status-cancelled-fg/40',
  no_show: 'bg-status-cancelled-bg text-status-cancelled-fg border-status-cancelled-fg/40',
};

interface StatusSelectProps {
  value: AppointmentStatus;
  /** Names the control for screen readers: which appointment it changes. */
  label: string;
  disabled?: boolean;
  /**
   * The changes the server allows from `value` (statusOptions, the shared table): only those are offered. Before
   * the appointment has started 'Completato' is shown but cannot be chosen.
   */
  options: readonly StatusOption[];
  onChange: (status: AppointmentStatus) => void;
}

/**
 * The current status and the changes the server's table allows, its rules shown instead of discovered: a
 * cancelled appointment is final (the selector is locked), a completed one offers the owner's corrections only,
 * and 'Completato' waits for the appointment to start.
 */
export function StatusSelect({ value, label, disabled, options, onChange }: StatusSelectProps) {
  const offered = APPOINTMENT_STATUSES.filter(
    (status) => status === value || options.some((o) => o.status === status),
  );
  return (
    <div className="relative">
      <select
        aria-label={label}
        value={value}
        disabled={disabled || options.length === 0}
        data-status={value}
        className={`min-h-11 w-full appearance-none rounded-full border py-1 pr-9 pl-4 text-sm font-semibold disabled:cursor-not-allowed ${tones[value]}`}
        onChange={(event) => onChange(event.target.value as AppointmentStatus)}
      >
        {offered.map((status) => {
          const early = options.some((o) => o.status === status && o.notYet);
          return (
            <option key={status} value={status} disabled={early}>
              {early
                ? admin.calendar.notStartedOption(admin.calendar.status[status])
                : admin.calendar.status[status]}
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
