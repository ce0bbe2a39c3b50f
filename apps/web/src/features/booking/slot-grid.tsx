import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Lock } from 'lucide-react';
import type { Slot } from '@barber/shared/schemas/appointments';
import { formatDateTitle } from '../../lib/format';
import { bookingSlots } from '../../i18n/booking-slots';
import { bookingTexts as b } from '../../i18n/booking-flow';
import { dayParts, shownSlots } from './slot-day-parts';
import { slotLabel, slotState, slotTitles, type SlotState } from './slot-state';

const COLUMNS = 4;

const cellBase =
  'flex min-h-11 items-center justify-center gap-1 rounded-lg border px-1 text-sm font-semibold tabular-nums ' +
  'transition-colors';

type CellState = SlotState | 'selected' | 'current';

const cellStyles: Record<CellState, string> = {
  available: 'border-input-border bg-surface text-fg hover:border-accent hover:bg-accent-soft',
  selected: 'border-accent bg-accent text-accent-fg',
  current: 'border-2 border-dashed border-accent bg-accent-soft text-fg',
  break: 'cursor-not-allowed border-warning-border bg-warning-soft text-warning-fg',
  booked: 'cursor-not-allowed border-border bg-surface-2 text-muted',
  past: 'cursor-not-allowed border-dashed border-border bg-transparent text-muted line-through',
  unavailable: 'cursor-not-allowed border-dashed border-border bg-transparent text-muted',
};

interface SlotGridProps {
  date: string;
  slots: readonly Slot[];
  selected: string;
  onSelect: (time: string) => void;
  /**
   * The cells of the appointment being changed ('attuale' instead of 'già prenotato'); the first of them can
   * be picked again (keeping the time while changing the service).
   */
  current?: readonly string[];
}

/**
 * The day grid in Mattina / Pomeriggio / Sera, 4 columns each. Breaks and absences are not times anyone can
 * book, so they are left out rather than shown. Cells that cannot be picked stay focusable (aria-disabled) so a
 * screen reader user hears why; one cell is in the tab order and the arrow keys move through the rows (a
 * roving tab index).
 */
export function SlotGrid({ date, slots, selected, onSelect, current = [] }: SlotGridProps) {
  const hintId = useId();
  const dateTitle = formatDateTitle(date);
  const shown = shownSlots(slots);
  const parts = dayParts(shown);
  // Rows of at most 4 cells, part after part: the arrow keys move along them.
  const rows = parts.flatMap((part) =>
    Array.from({ length: Math.ceil(part.slots.length / COLUMNS) }, (_, r) =>
      part.slots.slice(r * COLUMNS, r * COLUMNS + COLUMNS).map((slot) => shown.indexOf(slot)),
    ),
  );
  const cells = useRef<Array<HTMLButtonElement | null>>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const stateOf = (slot: Slot): CellState => {
    if (current.includes(slot.time) && !slot.available) return 'current';
    const state = slotState(slot);
    return state === 'available' && slot.time === selected ? 'selected' : state;
  };
  const pickable = (slot: Slot) => slot.available || slot.time === current[0];
  const selectedIndex = shown.findIndex((slot) => slot.time === selected);
  const firstFree = shown.findIndex(pickable);
  const fallback = selectedIndex >= 0 ? selectedIndex : Math.max(firstFree, 0);
  const active = focused !== null && focused < shown.length ? focused : fallback;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = focused ?? active;
    const row = rows.findIndex((cellsOfRow) => cellsOfRow.includes(index));
    if (row < 0) return;
    const column = rows[row]!.indexOf(index);
    const inRow = (r: number) => rows[r]![Math.min(column, rows[r]!.length - 1)]!;
    const last = shown.length - 1;
    const target = {
      ArrowRight: Math.min(index + 1, last),
      ArrowLeft: Math.max(index - 1, 0),
      ArrowDown: row + 1 < rows.length ? inRow(row + 1) : index,
      ArrowUp: row > 0 ? inRow(row - 1) : index,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setFocused(target);
    cells.current[target]?.focus();
  };

  const cell = (slot: Slot) => {
    const index = shown.indexOf(slot);
    const state = stateOf(slot);
    const canPick = pickable(slot);
    const isSelected = canPick && slot.time === selected;
    return (
      <button
        key={slot.time}
        ref={(node) => {
          cells.current[index] = node;
        }}
        type="button"
        tabIndex={index === active ? 0 : -1}
        className={`${cellBase} ${cellStyles[isSelected ? 'selected' : state]}`}
        aria-label={
          state === 'current' ? bookingSlots.label(dateTitle, slot.time, b.current) : slotLabel(dateTitle, slot)
        }
        aria-pressed={canPick ? isSelected : undefined}
        aria-disabled={!canPick || undefined}
        title={state === 'current' ? b.currentTitle : slotTitles[slotState(slot)]}
        data-state={isSelected ? 'selected' : state}
        onFocus={() => setFocused(index)}
        onClick={() => {
          if (canPick) onSelect(slot.time);
        }}
      >
        {state === 'booked' && <Lock className="size-4 shrink-0" aria-hidden="true" />}
        <span>{slot.time}</span>
      </button>
    );
  };

  return (
    <div>
      <p id={hintId} className="sr-only">
        {bookingSlots.keyboardHint}
      </p>
      <div
        role="group"
        aria-label={bookingSlots.groupLabel(dateTitle)}
        aria-describedby={hintId}
        className="flex flex-col gap-4"
        onKeyDown={move}
      >
        {parts.map((part) => (
          <div key={part.name} role="group" aria-labelledby={`${hintId}-${part.name}`}>
            <p id={`${hintId}-${part.name}`} className="mb-2 text-sm font-semibold text-muted">
              {b.dayParts[part.name]}
            </p>
            <div className="grid grid-cols-4 gap-2">{part.slots.map(cell)}</div>
          </div>
        ))}
      </div>
      <SlotLegend withCurrent={current.length > 0} />
    </div>
  );
}

function SlotLegend({ withCurrent }: { withCurrent: boolean }) {
  const items: Array<[string, string, ReactNode]> = [
    [bookingSlots.legendAvailable, cellStyles.available, null],
    [bookingSlots.legendSelected, cellStyles.selected, null],
    ...(withCurrent ? [[b.legendCurrent, cellStyles.current, null] as [string, string, ReactNode]] : []),
    [bookingSlots.bookedTitle, cellStyles.booked, <Lock key="i" className="size-3" aria-hidden="true" />],
    [bookingSlots.legendUnavailable, cellStyles.unavailable, null],
  ];
  return (
    <ul aria-label={bookingSlots.legend} className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-muted">
      {items.map(([label, style, icon]) => (
        <li key={label} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`flex size-5 items-center justify-center rounded border no-underline ${style}`}
          >
            {icon}
          </span>
          {label}
        </li>
      ))}
    </ul>
  );
}
