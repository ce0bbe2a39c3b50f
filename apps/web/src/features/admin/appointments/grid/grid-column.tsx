import type { Appointment } from '@barber/shared/schemas/appointments';
import { calendarGrid } from '../../../../i18n/admin-calendar';
import { GridBlock } from './grid-block';
import { layoutLanes } from './grid-lanes';
import type { Shade } from './grid-shading';
import { blockSpan, ROW_MINUTES, type DayBounds, type GridRow } from './grid-time';
import type { DragState, useBlockDrag } from './use-block-drag';

interface GridColumnProps {
  date: string;
  timeZone: string;
  index: number;
  barberName: string;
  rows: readonly GridRow[];
  bounds: DayBounds;
  rowHeight: number;
  appointments: readonly Appointment[];
  shades: readonly Shade[];
  drag: DragState | null;
  dragHandlers?: ReturnType<typeof useBlockDrag>['handlers'];
  onOpen: (appointment: Appointment) => void;
  /** A tap on a free quarter hour: start a phone booking there (absent in views that do not book). */
  onCellTap?: (time: string) => void;
}

const shadeStyle: Record<Shade['kind'], string> = {
  closed: 'bg-surface-2',
  break: 'bg-[repeating-linear-gradient(135deg,var(--color-surface-2)_0_6px,transparent_6px_12px)]',
  vacation: 'bg-[repeating-linear-gradient(135deg,var(--color-surface-2)_0_6px,transparent_6px_12px)]',
  absence: 'bg-[repeating-linear-gradient(135deg,var(--color-status-cancelled-bg)_0_6px,transparent_6px_12px)]',
};

/** One barber's (or one day's) column of the time grid: cells, shaded stretches and the appointment blocks. */
export function GridColumn(props: GridColumnProps) {
  const { date, timeZone, index, barberName, rows, bounds, rowHeight, appointments, shades, drag, dragHandlers, onOpen, onCellTap } = props;
  const px = (minutes: number) => (minutes / ROW_MINUTES) * rowHeight;
  const placed = appointments.flatMap((appointment) => {
    const span = blockSpan(appointment, date, bounds, timeZone);
    return span ? [{ appointment, ...span }] : [];
  });
  // Cancelled blocks step aside for the active ones: they keep their lane but do not push others narrower.
  const lanes = layoutLanes(placed.map((p) => ({ id: p.appointment._id, start: p.offset, end: p.offset + p.length })));
  return (
    <div className="relative border-l border-border" style={{ height: px(bounds.end - bounds.start) }}>
      {rows.map((row) => (
        <div
          key={row.time}
          className={`absolute inset-x-0 ${row.minutes % 60 === 0 ? 'border-t border-border' : 'border-t border-dashed border-border/50'}`}
          style={{ top: px(row.minutes - bounds.start), height: rowHeight }}
        >
          {onCellTap && (
            <button
              type="button"
              tabIndex={-1}
              data-cell-time={row.time}
              aria-label={calendarGrid.emptyCell(barberName, row.time)}
              className="size-full hover:bg-accent/10 focus-visible:bg-accent/10"
              onClick={() => onCellTap(row.time)}
            />
          )}
        </div>
      ))}
      {shades.map((shade) => (
        <div
          key={`${shade.kind}-${shade.start}`}
          aria-hidden="true"
          className={`pointer-events-none absolute inset-x-0 flex items-start justify-center overflow-hidden text-[11px] font-medium text-muted ${shadeStyle[shade.kind]}`}
          style={{ top: px(shade.start - bounds.start), height: px(shade.end - shade.start) }}
        >
          {shade.end - shade.start >= 30 && <span className="mt-0.5 rounded bg-surface/80 px-1">{calendarGrid.shades[shade.kind]}</span>}
        </div>
      ))}
      {placed.map(({ appointment, offset, length }) => {
        const lane = lanes.get(appointment._id) ?? { lane: 0, lanes: 1 };
        const dragging = drag?.id === appointment._id;
        const width = 100 / lane.lanes;
        const draggable = dragHandlers && (appointment.status === 'pending' || appointment.status === 'confirmed');
        return (
          <GridBlock
            key={appointment._id}
            appointment={appointment}
            compact={length <= ROW_MINUTES}
            dragging={dragging}
            onOpen={() => onOpen(appointment)}
            pointer={draggable ? dragHandlers(appointment._id, index, offset) : undefined}
            style={{
              top: px(offset) + 1,
              height: px(length) - 2,
              left: `calc(${lane.lane * width}% + 2px)`,
              width: `calc(${width}% - 4px)`,
              ...(dragging && drag ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : {}),
            }}
          />
        );
      })}
    </div>
  );
}
