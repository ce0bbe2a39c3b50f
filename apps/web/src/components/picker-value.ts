import { useImperativeHandle, useRef, useState, type Ref, type RefObject } from 'react';

/**
 * What DateField and TimeField report: shaped like an input's change event, so `onChange={(e) => x(e.target.value)}`
 * callers keep working now that the value ("YYYY-MM-DD", "HH:MM") is not the
 * text in the box ("23.11.2026").
 */
export interface PickerEvent {
  target: { name: string; value: string };
  type: 'change' | 'blur';
}

/** What `ref` points to: enough of an input for a caller that reads and writes `value` and calls `focus`. */
export interface PickerHandle {
  name: string;
  value: string;
  focus: () => void;
}

interface Options {
  value: string | undefined;
  defaultValue: string | undefined;
  name: string | undefined;
  ref: Ref<PickerHandle> | undefined;
  onChange: ((event: PickerEvent) => void) | undefined;
  onValue: ((value: string) => void) | undefined;
  /** The element the handle's focus() moves to. */
  input: RefObject<HTMLInputElement | null>;
}

/**
 * The value of a picker, controlled (value given) or not (defaultValue, or a caller writing through the
 * ref), and the one way to change it: commit(next) tells every listener.
 */
export function usePickerValue({ value, defaultValue, name = '', ref, onChange, onValue, input }: Options) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value ?? own;
  const latest = useRef(current);
  latest.current = current;

  useImperativeHandle(
    ref,
    () => ({
      name,
      get value() {
        return latest.current;
      },
      set value(next: string) {
        latest.current = next ?? '';
        setOwn(next ?? '');
      },
      focus: () => input.current?.focus(),
    }),
    [name, input],
  );

  const commit = (next: string) => {
    if (next === latest.current) return;
    latest.current = next;
    setOwn(next);
    onChange?.({ target: { name, value: next }, type: 'change' });
    onValue?.(next);
  };
  const blurEvent = (): PickerEvent => ({ target: { name, value: latest.current }, type: 'blur' });
  return { current, commit, blurEvent };
}
