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
  onChange: (status: AppointmentStatus) => void;
}

/** Any of the four statuses can be chosen: the spec shows no restriction to the admin; the server decides. */
export function StatusSelect({ value, label, disabled, onChange }: StatusSelectProps) {
  return (
    <div className="relative">
      <select
        aria-label={label}
        value={value}
        disabled={disabled}
        data-status={value}
        className={`min-h-11 w-full appearance-none rounded-full border py-1 pr-9 pl-4 text-sm font-semibold disabled:cursor-wait ${tones[value]}`}
        onChange={(event) => onChange(event.target.value as AppointmentStatus)}
      >
        {APPOINTMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {admin.calendar.status[status]}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-current"
        aria-hidden="true"
      />
    </div>
  );
}
