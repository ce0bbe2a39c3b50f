import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { todayInZone } from '@barber/shared/domain/zoned-time';
import { DEFAULT_TIME_ZONE } from '../lib/format';
import { addMonths, clampDate, firstOfMonth, keyTarget, lastOfMonth, monthTitle, monthWeeks } from './date-picker-dates';
import { inRange, longDate, WEEKDAYS_LONG_IT, WEEKDAYS_SHORT_IT } from './date-picker-format';
import { datePickerTexts as t } from '../i18n/date-picker';

interface DatePickerCalendarProps {
  /** The chosen date "YYYY-MM-DD", or "" for none. */
  value: string;
  min?: string;
  max?: string;
  /** Why a day inside min/max cannot be chosen (the shop or the barber is closed), undefined when it can. */
  closedReason?: ((date: string) => string | undefined) | undefined;
  /** Said under the grid when some days are closed: what the marking means. */
  closedLegend?: string | undefined;
  onSelect: (date: string) => void;
}

const navButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-fg hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A month grid (WAI-ARIA date picker dialog pattern): arrows move a day or a week, PageUp/PageDown a month
 * (with Shift a year), Home/End the week's Monday/Sunday, Enter or Space chooses. Days outside min/max stay
 * reachable but are announced as not available and cannot be chosen. Loaded when a DateField first opens it.
 */
export function DatePickerCalendar({ value, min, max, closedReason, closedLegend, onSelect }: DatePickerCalendarProps) {
  const [today] = useState(() => todayInZone(new Date(), DEFAULT_TIME_ZONE));
  const [focused, setFocused] = useState(() => clampDate(value || today, min, max));
  // The grid takes focus when it opens and when the keyboard moves the day; not when a month button is pressed.
  const [moveFocus, setMoveFocus] = useState(true);
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (moveFocus) grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused, moveFocus]);

  const go = (date: string, withFocus: boolean) => {
    setMoveFocus(withFocus);
    setFocused(clampDate(date, min, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = keyTarget(focused, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    go(target, true);
  };

  const weeks = monthWeeks(focused);
  const closed = (day: string) => (inRange(day, min, max) ? closedReason?.(day) : undefined);
  const anyClosed = weeks.some((week) => week.some((day) => day && closed(day)));
  const previous = addMonths(focused, -1);
  const next = addMonths(focused, 1);
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          aria-label={t.previousMonth}
          disabled={!!min && lastOfMonth(previous) < min}
          onClick={() => go(previous, false)}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <h2 id={titleId} className="text-base font-semibold capitalize" aria-live="polite">
          {monthTitle(focused)}
        </h2>
        <button
          type="button"
          className={navButton}
          aria-label={t.nextMonth}
          disabled={!!max && firstOfMonth(next) > max}
          onClick={() => go(next, false)}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} className="mt-2 w-full border-collapse" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS_SHORT_IT.map((day, i) => (
              <th key={day} scope="col" abbr={WEEKDAYS_LONG_IT[i]} className="pb-1 text-center text-xs font-medium text-muted">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) =>
                day ? (
                  <DayCell
                    key={day}
                    day={day}
                    focused={day === focused}
                    selected={day === value}
                    today={day === today}
                    enabled={inRange(day, min, max)}
                    closed={closed(day)}
                    onChoose={() => onSelect(day)}
                    onFocus={() => day !== focused && go(day, true)}
                  />
                ) : (
                  <td key={`empty-${i}`} role="gridcell" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {anyClosed && closedLegend && (
        <p className="mt-2 flex items-center gap-2 text-xs text-muted">
          <span aria-hidden="true" className="inline-flex h-5 w-6 items-center justify-center rounded bg-surface-2 line-through">
            7
          </span>
          {closedLegend}
        </p>
      )}
    </div>
  );
}

interface DayCellProps {
  day: string;
  focused: boolean;
  selected: boolean;
  today: boolean;
  enabled: boolean;
  /** The reason the day is closed (shop or barber), shown as its tooltip and said with its name. */
  closed?: string | undefined;
  onChoose: () => void;
  onFocus: () => void;
}

function DayCell({ day, focused, selected, today, enabled, closed, onChoose, onFocus }: DayCellProps) {
  const choosable = enabled && !closed;
  const look = selected
    ? 'bg-accent text-accent-fg font-semibold'
    : closed
      ? `bg-surface-2 text-muted line-through decoration-1 cursor-not-allowed ${today ? 'ring-1 ring-inset ring-accent' : ''}`
      : enabled
        ? `text-fg hover:bg-surface-2 ${today ? 'ring-1 ring-inset ring-accent' : ''}`
        : 'text-muted line-through decoration-1 opacity-60 cursor-not-allowed';
  const label = [longDate(day), today && t.today, closed ?? (!enabled && t.unavailable)].filter(Boolean).join(', ');
  return (
    <td role="gridcell" aria-selected={selected} className="p-0.5 text-center">
      <button
        type="button"
        tabIndex={focused ? 0 : -1}
        aria-label={label}
        aria-disabled={choosable ? undefined : true}
        title={closed}
        aria-current={today ? 'date' : undefined}
        className={`inline-flex size-10 items-center justify-center rounded-lg text-sm tabular-nums ${look}`}
        onFocus={onFocus}
        onClick={() => choosable && onChoose()}
      >
        {Number(day.slice(8))}
      </button>
    </td>
  );
}

export default DatePickerCalendar;
