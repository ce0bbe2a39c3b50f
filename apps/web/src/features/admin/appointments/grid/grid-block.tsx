import type { CSSProperties, PointerEvent } from 'react';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { admin } from '../../../../i18n/admin';
import { calendarGrid } from '../../../../i18n/admin-calendar';
import { clientLabel } from '../appointment-labels';
import { blockTones } from './status-tones';

interface GridBlockProps {
  appointment: Appointment;
  style: CSSProperties;
  dragging: boolean;
  /** Short blocks (15 min) have room for one line only. */
  compact: boolean;
  onOpen: () => void;
  pointer?: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

/** One appointment on the time grid: a button (opens the card) that can also be dragged. */
export function GridBlock({ appointment, style, dragging, compact, onOpen, pointer }: GridBlockProps) {
  const client = clientLabel(appointment);
  const status = admin.calendar.status[appointment.status];
  return (
    <button
      type="button"
      data-appointment-id={appointment._id}
      data-status={appointment.status}
      aria-label={calendarGrid.block(appointment.time, appointment.service, client, status)}
      className={`absolute z-10 flex min-w-0 flex-col overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight shadow-sm select-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus ${
        blockTones[appointment.status]
      } ${pointer ? 'cursor-grab touch-none' : ''} ${dragging ? 'z-30 cursor-grabbing opacity-90 shadow-lg ring-2 ring-accent' : ''}`}
      style={style}
      onClick={onOpen}
      {...pointer}
    >
      <span className="truncate font-semibold tabular-nums">
        {appointment.time} {compact ? appointment.service : ''}
      </span>
      {!compact && <span className="truncate font-medium">{appointment.service}</span>}
      {!compact && <span className="truncate">{client}</span>}
    </button>
  );
}
