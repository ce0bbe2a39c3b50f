import { useEffect, useEffectEvent, useId, useRef, useState, type ComponentProps, type KeyboardEvent, type Ref } from 'react';
import { Clock } from 'lucide-react';
import { datePickerTexts as t } from '../i18n/date-picker';
import { inputClasses } from './input-styles';
import { LabelledField, splitFieldProps, type FieldFrameProps } from './labelled-field';
import { usePickerDismiss } from './picker-popover';
import { usePickerValue, type PickerEvent, type PickerHandle } from './picker-value';
import { nearestOption, parseTypedTime, timeOptions } from './time-field-options';
import { TimeOptionList, useRevealOption } from './time-option-list';

type InputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'min' | 'max' | 'step' | 'role'
>;

export interface TimePickerProps extends InputProps {
  /** "HH:MM" (24-hour), or "" for none; without it the field keeps its own value (defaultValue, or written through the ref). */
  value?: string;
  defaultValue?: string;
  /** Called like an input's change event: `event.target.value` is the new "HH:MM" (or "" when cleared). */
  onChange?: (event: PickerEvent) => void;
  onTimeChange?: (value: string) => void;
  onBlur?: (event: PickerEvent) => void;
  ref?: Ref<PickerHandle>;
  /** Minutes between the offered times (5, 15, 30...); any time can still be typed. */
  step?: number;
  /** The first and last times offered ("HH:MM"; register() types them wider). */
  min?: string | number;
  max?: string | number;
}

/**
 * A 24-hour time box (WAI-ARIA editable combobox): type "9:30" or "0930", or open the list with the button or
 * Alt+ArrowDown/ArrowDown and move with the arrows (PageUp/PageDown an hour), Enter chooses, Escape closes.
 * The control alone, for rows that label it themselves; TimeField adds the label, hint and error.
 */
export function TimePicker({
  value,
  defaultValue,
  onChange,
  onTimeChange,
  onBlur,
  ref,
  step = 15,
  min,
  max,
  name,
  disabled,
  readOnly,
  className = '',
  ...inputProps
}: TimePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  const { current, commit, blurEvent } = usePickerValue({ value, defaultValue, name, ref, onChange, onValue: onTimeChange, input });
  const [text, setText] = useState(current);
  const [shownFor, setShownFor] = useState(current);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = timeOptions(step, min === undefined ? undefined : String(min), max === undefined ? undefined : String(max));

  if (current !== shownFor) {
    setShownFor(current);
    if (parseTypedTime(text) !== current) setText(current);
  }

  usePickerDismiss(open, () => setOpen(false), box);

  const { list, reveal } = useRevealOption();
  const centreOnOpen = useEffectEvent(() => reveal(active, true));
  useEffect(() => {
    if (open) centreOnOpen();
  }, [open]);
  const show = (index: number) => {
    setOpen(true);
    setActive(index);
    reveal(index, false);
  };
  const openAt = () => show(nearestOption(options, parseTypedTime(text) ?? current ?? ''));

  const choose = (time: string) => {
    commit(time);
    setText(time);
    setOpen(false);
  };

  const type = (raw: string) => {
    setText(raw);
    const time = parseTypedTime(raw);
    if (raw.trim() === '') commit('');
    else if (time) {
      commit(time);
      if (open) show(nearestOption(options, time));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (disabled || readOnly) return;
    const hour = Math.max(1, Math.round(60 / step));
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: hour, PageUp: -hour };
    const move = moves[event.key];
    if (move !== undefined && (open || event.key.startsWith('Arrow'))) {
      event.preventDefault();
      if (!open || event.altKey) return openAt();
      return show(Math.min(options.length - 1, Math.max(0, active + move)));
    }
    if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
      else setOpen(false);
    }
  };

  const activeOption = open ? options[active] : undefined;
  return (
    <div ref={box} className={`relative min-w-0 ${className}`}>
      <input
        ref={input}
        type="text"
        role="combobox"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={t.timePlaceholder}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption}` : undefined}
        name={name}
        disabled={disabled}
        readOnly={readOnly}
        data-value={current}
        className={`${inputClasses} min-w-0 pr-11 tabular-nums disabled:cursor-not-allowed disabled:opacity-60`}
        {...inputProps}
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setText(current);
          setOpen(false);
          onBlur?.(blurEvent());
        }}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={t.showTimes}
        aria-controls={listId}
        aria-expanded={open}
        disabled={disabled || readOnly}
        className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:text-fg disabled:cursor-not-allowed disabled:opacity-50"
        // The text box keeps focus, so typing and the arrows go on working with the list open.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          input.current?.focus();
          if (open) setOpen(false);
          else openAt();
        }}
      >
        <Clock className="size-4" aria-hidden="true" />
      </button>
      <TimeOptionList ref={list} id={listId} onChoose={choose} {...{ open, options, active, current }} />
    </div>
  );
}

type TimeFieldProps = TimePickerProps & FieldFrameProps;

/** A labelled 24-hour time field: TimePicker with its label above and its hint and error below. */
export function TimeField(props: TimeFieldProps) {
  const [frame, pickerProps] = splitFieldProps(props);
  return <LabelledField {...frame}>{(control) => <TimePicker {...control} {...pickerProps} />}</LabelledField>;
}
