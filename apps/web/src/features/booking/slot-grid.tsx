import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Coffee, Lock } from 'lucide-react';
import type { Slot } from '@barber/shared/schemas/appointments';
import { formatDateTitle } from '../../lib/format';
import { it } from '../../i18n/it';
import { slotLabel, slotState, slotTitles, type SlotState } from './slot-state';

const COLUMNS = 4;

const cellBase =
  'flex min-h-11 items-center justify-center gap-1 rounded-lg border px-1 text-sm font-semibold tabular-nums ' +
  'transition-colors';

const cellStyles: Record<SlotState | 'selected', string> = {
  available: 'border-input-border bg-surface text-fg hover:border-accent hover:bg-accent-soft',
  selected: 'border-accent bg-accent text-accent-fg',
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
}

/**
 * The 4-column day grid. Cells that cannot be picked stay focusable (aria-disabled) so a screen reader user
 * hears why; one cell is in the tab order and the arrow keys move through the grid (a roving tab index).
 */
export function SlotGrid({ date, slots, selected, onSelect }: SlotGridProps) {
  const hintId = useId();
  const dateTitle = formatDateTitle(date);
  const cells = useRef<Array<HTMLButtonElement | null>>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const selectedIndex = slots.findIndex((slot) => slot.time === selected);
  const firstFree = slots.findIndex((slot) => slot.available);
  const fallback = selectedIndex >= 0 ? selectedIndex : Math.max(firstFree, 0);
  const active = focused !== null && focused < slots.length ? focused : fallback;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = focused ?? active;
    const last = slots.length - 1;
    const target = {
      ArrowRight: Math.min(index + 1, last),
      ArrowLeft: Math.max(index - 1, 0),
      ArrowDown: Math.min(index + COLUMNS, last),
      ArrowUp: Math.max(index - COLUMNS, 0),
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setFocused(target);
    cells.current[target]?.focus();
  };

  return (
    <div>
      <p id={hintId} className="sr-only">
        {it.slots.keyboardHint}
      </p>
      <div
        role="group"
        aria-label={it.slots.groupLabel(dateTitle)}
        aria-describedby={hintId}
        className="grid grid-cols-4 gap-2"
        onKeyDown={move}
      >
        {slots.map((slot, index) => {
          const state = slotState(slot);
          const isSelected = state === 'available' && slot.time === selected;
          const disabled = state !== 'available';
          return (
            <button
              key={slot.time}
              ref={(node) => {
                cells.current[index] = node;
              }}
              type="button"
              tabIndex={index === active ? 0 : -1}
              className={`${cellBase} ${cellStyles[isSelected ? 'selected' : state]}`}
              aria-label={slotLabel(dateTitle, slot)}
              aria-pressed={disabled ? undefined : isSelected}
              aria-disabled={disabled || undefined}
              title={slotTitles[state]}
              data-state={isSelected ? 'selected' : state}
              onFocus={() => setFocused(index)}
              onClick={() => {
                if (!disabled) onSelect(slot.time);
              }}
            >
              {state === 'break' && <Coffee className="size-4 shrink-0" aria-hidden="true" />}
              {state === 'booked' && <Lock className="size-4 shrink-0" aria-hidden="true" />}
              <span>{slot.time}</span>
            </button>
          );
        })}
      </div>
      <SlotLegend />
    </div>
  );
}

function SlotLegend() {
  const items: Array<[string, string, ReactNode]> = [
    [it.slots.legendAvailable, cellStyles.available, null],
    [it.slots.legendSelected, cellStyles.selected, null],
    [it.slots.breakTitle, cellStyles.break, <Coffee key="i" className="size-3" aria-hidden="true" />],
    [it.slots.bookedTitle, cellStyles.booked, <Lock key="i" className="size-3" aria-hidden="true" />],
    [it.slots.legendUnavailable, cellStyles.unavailable, null],
  ];
  return (
    <ul aria-label={it.slots.legend} className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-muted">
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
