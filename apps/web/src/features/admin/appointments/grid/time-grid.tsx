import { useEffect, useRef, useState } from 'react';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { minutesToTime } from '@barber/shared/domain/zoned-time';
import { calendarGrid } from '../../../../i18n/admin-calendar';
import { GridColumn } from './grid-column';
import type { Shade } from './grid-shading';
import { gridRows, nowOffset, ROW_MINUTES, type DayBounds } from './grid-time';
import { useBlockDrag, type DropTarget } from './use-block-drag';

/** A column of the grid: a barber on a day (day view) or a day of one barber (week view). */
export interface GridColumnSpec {
  key: string;
  label: string;
  sublabel?: string;
  date: string;
  barberId: string;
  barberName: string;
  appointments: Appointment[];
  shades: Shade[];
}

interface TimeGridProps {
  title: string;
  columns: readonly GridColumnSpec[];
  bounds: DayBounds;
  timeZone: string;
  onOpen: (appointment: Appointment) => void;
  onMove: (appointment: Appointment, to: { barberId: string; date: string; time: string }) => void;
  onCellTap: (column: GridColumnSpec, time: string) => void;
}

const ROW_HEIGHT = 24;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The time grid: 15-minute rows on the shop's wall clock, one column per barber (or per day), blocks sized
 * by duration, a line at the current time. Blocks can be dragged to another time or column; the server decides.
 */
export function TimeGrid({ title, columns, bounds, timeZone, onOpen, onMove, onCellTap }: TimeGridProps) {
  const columnsRef = useRef<HTMLDivElement>(null);
  const now = useNow();
  const byId = new Map(columns.flatMap((c) => c.appointments.map((a) => [a._id, a] as const)));
  const drop = (id: string, target: DropTarget) => {
    const appointment = byId.get(id);
    const column = columns[target.column];
    if (!appointment || !column) return;
    const time = minutesToTime(target.minutes);
    if (column.barberId === appointment.barber._id && column.date === appointment.date && time === appointment.time) return;
    onMove(appointment, { barberId: column.barberId, date: column.date, time });
  };
  const { drag, handlers, consumeDragClick } = useBlockDrag({ columnsRef, columns: columns.length, rowHeight: ROW_HEIGHT, bounds, onDrop: drop });
  if (columns.length === 0) return null;
  const rows = gridRows(columns[0]!.date, bounds, timeZone);
  const height = ((bounds.end - bounds.start) / ROW_MINUTES) * ROW_HEIGHT;
  const template = { gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(9rem, 1fr))` };
  return (
    <div role="region" aria-label={title} className="overflow-x-auto rounded-xl border border-border bg-surface" tabIndex={0}>
      <p className="sr-only">{calendarGrid.dragHint}</p>
      <div className="sticky top-0 z-40 grid border-b border-border bg-surface" style={template}>
        <span className="sticky left-0 z-10 bg-surface px-1 py-2 text-xs text-muted">{calendarGrid.timeColumn}</span>
        {columns.map((column) => (
          <div key={column.key} className="min-w-0 border-l border-border px-2 py-2 text-center">
            <p className="truncate text-sm font-semibold">{column.label}</p>
            {column.sublabel && <p className="truncate text-xs text-muted">{column.sublabel}</p>}
          </div>
        ))}
      </div>
      <div className="grid" style={template}>
        <div className="sticky left-0 z-30 border-r border-border bg-surface" style={{ height }} aria-hidden="true">
          {rows.map((row) =>
            row.minutes % 60 === 0 ? (
              <span key={row.time} className="absolute right-1.5 -translate-y-1/2 text-xs text-muted tabular-nums" style={{ top: ((row.minutes - bounds.start) / ROW_MINUTES) * ROW_HEIGHT || 8 }}>
                {row.time}
              </span>
            ) : null,
          )}
        </div>
        <div ref={columnsRef} className="relative grid" style={{ gridColumn: `2 / span ${columns.length}`, gridTemplateColumns: `repeat(${columns.length}, minmax(9rem, 1fr))` }}>
          {columns.map((column, index) => (
            <GridColumn
              key={column.key}
              date={column.date}
              timeZone={timeZone}
              index={index}
              barberName={column.barberName}
              rows={rows}
              bounds={bounds}
              rowHeight={ROW_HEIGHT}
              appointments={column.appointments}
              shades={column.shades}
              drag={drag}
              dragHandlers={handlers}
              onOpen={(appointment) => {
                if (!consumeDragClick()) onOpen(appointment);
              }}
              onCellTap={(time) => onCellTap(column, time)}
            />
          ))}
          {drag && (
            <div
              aria-hidden="true"
              data-testid="drop-target"
              className="pointer-events-none absolute z-20 rounded-md border-2 border-dashed border-accent bg-accent/10 px-1 text-xs font-semibold text-accent-text"
              style={{
                top: ((drag.target.minutes - bounds.start) / ROW_MINUTES) * ROW_HEIGHT,
                height: ((byId.get(drag.id)?.duration ?? 30) / ROW_MINUTES) * ROW_HEIGHT,
                left: `${(drag.target.column / columns.length) * 100}%`,
                width: `${100 / columns.length}%`,
              }}
            >
              {minutesToTime(drag.target.minutes)}
            </div>
          )}
          {columns.map((column, index) => {
            const offset = nowOffset(now, column.date, bounds, timeZone);
            return offset === null ? null : (
              <div
                key={`now-${column.key}`}
                role="img"
                aria-label={calendarGrid.nowLine(minutesToTime(offset + bounds.start))}
                data-testid="now-line"
                className="pointer-events-none absolute z-20 h-0.5 bg-danger"
                style={{ top: (offset / ROW_MINUTES) * ROW_HEIGHT, left: `${(index / columns.length) * 100}%`, width: `${100 / columns.length}%` }}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
