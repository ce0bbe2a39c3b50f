import { lazy, Suspense, useRef, useState, type ComponentProps, type ReactNode, type Ref, type RefObject } from 'react';
import { CalendarDays } from 'lucide-react';
import { inRange, longDate, parseTypedDate, shortWeekday, toDisplayDate } from './date-picker-format';
import { datePickerTexts as t } from '../i18n/date-picker';
import { inputClasses } from './input-styles';
import { LabelledField, splitFieldProps, type FieldFrameProps } from './labelled-field';
import { usePickerDismiss } from './picker-popover';
import { usePickerValue, type PickerEvent, type PickerHandle } from './picker-value';

// The calendar comes when first wanted (a pointer over its button, a focus, an open): the booking page's first
// download stays within its budget (TARGETS.md).
const loadCalendar = () => import('./date-picker-calendar');
const DatePickerCalendar = lazy(loadCalendar);

type InputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'min' | 'max'>;

interface DateFieldProps extends InputProps, FieldFrameProps {
  /** "YYYY-MM-DD", or "" for none; without it the field keeps its own value (defaultValue, or written through the ref). */
  value?: string;
  defaultValue?: string;
  /** The first and last dates that can be chosen ("YYYY-MM-DD"; register() types them wider). */
  min?: string | number;
  max?: string | number;
  /** Called like an input's change event: `event.target.value` is the new "YYYY-MM-DD" (or "" when cleared). */
  onChange?: (event: PickerEvent) => void;
  /** The same change, as the value alone. */
  onDateChange?: (value: string) => void;
  onBlur?: (event: PickerEvent) => void;
  ref?: Ref<PickerHandle>;
  /** Controls shown beside the input (e.g. previous/next day buttons). */
  addon?: ReactNode;
  /**
   * Why a day cannot be chosen although inside min/max (the shop or the barber is closed): the calendar marks it
   * and refuses it, and a typed closed day is named with its reason.
   */
  closedReason?: (date: string) => string | undefined;
  /** What the calendar's marking of closed days means, said under it. */
  closedLegend?: string;
}

/**
 * A labelled date field that reads "lun 23.11.2026" in every browser: the text can be typed (dd.mm.yyyy) or
 * chosen in a calendar (Italian, Monday first, min/max respected). Native date inputs follow the browser's
 * language (mm/dd/yyyy in an English one), which a Swiss shop cannot have.
 */
export function DateField({
  addon,
  value,
  defaultValue,
  min: minProp,
  max: maxProp,
  onChange,
  onDateChange,
  onBlur,
  ref,
  closedReason,
  closedLegend,
  ...props
}: DateFieldProps) {
  const min = minProp === undefined || minProp === '' ? undefined : String(minProp);
  const max = maxProp === undefined || maxProp === '' ? undefined : String(maxProp);
  const [frame, { name, disabled, readOnly, ...inputProps }] = splitFieldProps(props);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const { current, commit, blurEvent } = usePickerValue({ value, defaultValue, name, ref, onChange, onValue: onDateChange, input });
  const [text, setText] = useState(() => toDisplayDate(current));
  const [shownFor, setShownFor] = useState(current);
  const [problem, setProblem] = useState<string>();
  const [open, setOpen] = useState(false);
  // While the field has the focus its text is the person's: a value set from outside meanwhile (the booking form
  // moving its proposed day on when the slots answer) would land in the middle of their typing or replace a
  // selection they are about to type over. Leaving the field shows the value again.
  const [focused, setFocused] = useState(false);

  // A value set from outside (a step button, a reset) replaces the text, unless the text already says it.
  if (current !== shownFor) {
    setShownFor(current);
    if (!focused && parseTypedDate(text) !== current) {
      setText(toDisplayDate(current));
      setProblem(undefined);
    }
  }

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  usePickerDismiss(open, close, box);

  const type = (raw: string) => {
    // A pasted ISO date ('2026-12-17', also what tests and autofill put in) reads the Swiss way at once; what a
    // person types stays as typed until the field is left.
    setText(/^\d{4}-\d{2}-\d{2}$/.test(raw.trim()) && parseTypedDate(raw) ? toDisplayDate(raw.trim()) : raw);
    if (raw.trim() === '') {
      setProblem(undefined);
      commit('');
      return;
    }
    const date = parseTypedDate(raw);
    if (date) {
      // As a native date input does, a typed date outside min/max is still passed on (the form says why it
      // cannot be used); the field says so too when the form does not.
      const closed = closedReason?.(date);
      setProblem(
        !inRange(date, min, max)
          ? t.outOfRange(min && toDisplayDate(min), max && toDisplayDate(max))
          : closed && t.closedDay(toDisplayDate(date), closed),
      );
      commit(date);
    } else {
      // Half-typed is not wrong yet; a whole date that does not exist is.
      setProblem(raw.replace(/\D/g, '').length >= 8 ? t.badDate : undefined);
    }
  };

  const weekday = shortWeekday(current);
  const locked = disabled || readOnly;
  return (
    <LabelledField {...frame} error={frame.error ?? problem}>
      {(control) => (
        <div className="flex items-stretch gap-2">
          <div ref={box} className="relative min-w-0 flex-1">
            {weekday && <WeekdayPrefix weekday={weekday} />}
            <input
              {...control}
              ref={input}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              placeholder={t.placeholder}
              name={name}
              disabled={disabled}
              readOnly={readOnly}
              data-value={current}
              className={`${inputClasses} tabular-nums pr-12 ${weekday ? 'pl-14' : ''} disabled:cursor-not-allowed disabled:opacity-60`}
              {...inputProps}
              value={text}
              onChange={(event) => type(event.target.value)}
              onFocus={(event) => {
                setFocused(true);
                inputProps.onFocus?.(event);
              }}
              onBlur={() => {
                setFocused(false);
                setText(toDisplayDate(current));
                setProblem(undefined);
                onBlur?.(blurEvent());
              }}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown' && event.altKey && !locked) {
                  event.preventDefault();
                  setOpen(true);
                }
              }}
            />
            <button
              ref={button}
              type="button"
              className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:text-fg disabled:cursor-not-allowed disabled:opacity-50"
              aria-label={current ? t.openCalendarFor(longDate(current)) : t.openCalendar}
              aria-haspopup="dialog"
              aria-expanded={open}
              disabled={locked}
              onPointerEnter={() => void loadCalendar()}
              onFocus={() => void loadCalendar()}
              onClick={() => setOpen((o) => !o)}
            >
              <CalendarDays className="size-5" aria-hidden="true" />
            </button>
            {open && (
              <CalendarPopover
                box={box}
                value={current}
                min={min}
                max={max}
                closedReason={closedReason}
                closedLegend={closedLegend}
                onClose={() => setOpen(false)}
                onSelect={(date) => {
                  commit(date);
                  setText(toDisplayDate(date));
                  close(true);
                }}
              />
            )}
          </div>
          {addon}
        </div>
      )}
    </LabelledField>
  );
}

/** Right-aligned in a fixed box: the digits start one space after 'lun' and after the wider 'dom' alike. */
function WeekdayPrefix({ weekday }: { weekday: string }) {
  return (
    <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-1 w-11 -translate-y-1/2 text-right text-muted">
      {weekday}
    </span>
  );
}

interface CalendarPopoverProps extends Pick<DateFieldProps, 'closedReason' | 'closedLegend'> {
  /** The field's box: focus leaving it closes the calendar. */
  box: RefObject<HTMLDivElement | null>;
  value: string;
  min?: string;
  max?: string;
  onClose: () => void;
  onSelect: (date: string) => void;
}

/** The calendar under the field, loaded when first wanted; tabbing out of it closes it, as a press outside does. */
function CalendarPopover({ box, value, min, max, closedReason, closedLegend, onClose, onSelect }: CalendarPopoverProps) {
  return (
    <div
      ref={(node) => node?.scrollIntoView({ block: 'nearest' })}
      role="dialog"
      aria-label={t.calendar}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) onClose();
      }}
      className="absolute top-full left-0 z-40 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-border bg-surface p-3 text-fg shadow-xl"
    >
      <Suspense fallback={<div className="h-80" aria-busy="true" />}>
        <DatePickerCalendar
          value={value}
          min={min}
          max={max}
          closedReason={closedReason}
          closedLegend={closedLegend}
          onSelect={onSelect}
        />
      </Suspense>
    </div>
  );
}
