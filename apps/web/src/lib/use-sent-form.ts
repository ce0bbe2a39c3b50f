import { useCallback, useState } from 'react';
import { ApiError } from './api-client';
import { fieldErrorsOf } from './field-errors';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The state of a public request form (consultation, demo): its values, each field's error (cleared as the field
 * changes), the form-level failure, and whether the request is being sent or went through. `send` runs the
 * request: the server's field errors go under their fields (and to `onFieldErrors`, to show where), its message
 * above the buttons; anything else is the form's own failure text.
 */
export function useSentForm<V extends Record<F, unknown>, F extends string>(
  empty: V,
  fields: readonly F[],
  failureText: string,
) {
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const set = <K extends F>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  // Stable, so a dialog can clear itself from an effect once it has closed.
  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
    setFailure(undefined);
    setSent(false);
  }, [empty]);

  const send = async (request: () => Promise<unknown>, onFieldErrors?: (found: FormErrors<F>) => void) => {
    setSending(true);
    setFailure(undefined);
    try {
      await request();
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError) {
        const found = fieldErrorsOf(error, fields);
        setErrors(found);
        onFieldErrors?.(found);
        setFailure(error.message);
      } else {
        setFailure(failureText);
      }
    } finally {
      setSending(false);
    }
  };

  return { values, set, errors, setErrors, failure, setFailure, sending, sent, reset, send };
}
