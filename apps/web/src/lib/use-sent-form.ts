import { useCallback, useState } from 'react';
import { ApiError } from './api-client';
import { fieldErrorsOf } from './field-errors';
import type { FieldErrors } from './schema-field-errors';

export type FormErrors<F extends string> = FieldErrors<F>;

/** What `text(field)` gives a text field: its name, value, error and change. */
export interface TextBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * The state of a form the app sends itself (the public request dialogs, the admin's product and barber forms):
 * its values, each field's error (cleared as the field changes), the form-level failure, and whether the
 * request is being sent or went through. `send` runs the request and gives its answer back (undefined when it
 * failed): the server's field errors go under their fields (and to `onFieldErrors`, to show where), its message
 * above the buttons; anything else is the form's own failure text. A form that words its failure itself (what
 * failed, then the server's reason) passes `failureText` as a function of the error.
 */
export function useSentForm<V extends Record<F, unknown>, F extends string>(
  empty: V,
  fields: readonly F[],
  failureText: string | ((error: unknown) => string),
) {
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  // Any value may be set (a flag the server never complains about too); an error shown under it goes. Stable, so
  // a callback built on it can be an effect's dependency.
  const set = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field as string as F] ? { ...current, [field]: undefined } : current));
  }, []);

  // Stable, so a dialog can clear itself from an effect once it has closed.
  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
    setFailure(undefined);
    setSent(false);
  }, [empty]);

  const send = async <R>(
    request: () => Promise<R>,
    onFieldErrors?: (found: FormErrors<F>) => void,
  ): Promise<R | undefined> => {
    setSending(true);
    setFailure(undefined);
    try {
      const answer = await request();
      setSent(true);
      return answer;
    } catch (error) {
      const worded = typeof failureText === 'function' ? failureText(error) : undefined;
      if (error instanceof ApiError) {
        const found = fieldErrorsOf(error, fields);
        setErrors(found);
        onFieldErrors?.(found);
        setFailure(worded ?? (error.message || (failureText as string)));
      } else {
        setFailure(worded ?? (failureText as string));
      }
      return undefined;
    } finally {
      setSending(false);
    }
  };

  // A text field's props: its name (the first wrong field is found by it), value, error and change.
  const text = (field: F & keyof V & string): TextBinding => ({
    name: field,
    value: String(values[field] ?? ''),
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as V[typeof field]),
  });

  return { values, set, text, errors, setErrors, failure, setFailure, sending, sent, reset, send };
}
