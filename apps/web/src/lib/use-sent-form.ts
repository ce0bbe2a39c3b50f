import { useCallback, useState } from 'react';
import { ApiError } from './api-client';
import { fieldErrorsOf } from './field-errors';
import type { FieldErrors } from './schema-field-errors';

export type FormErrors<F extends string> = FieldErrors<F>;

/**
 * The state of a form the app sends itself (the public request dialogs, the admin's product and barber forms):
 * its values, each field's error (cleared as the field changes), the form-level failure, and whether the
 * request is being sent or went through. `send` runs the request and gives its answer back (undefined when it
 * failed): the server's field errors go under their fields (and to `onFieldErrors`, to show where), its message
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

  // Any value may be set (a flag the server never complains about too); an error shown under it goes.
  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field as string as F] ? { ...current, [field]: undefined } : current));
  };

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
      if (error instanceof ApiError) {
        const found = fieldErrorsOf(error, fields);
        setErrors(found);
        onFieldErrors?.(found);
        setFailure(error.message || failureText);
      } else {
        setFailure(failureText);
      }
      return undefined;
    } finally {
      setSending(false);
    }
  };

  return { values, set, errors, setErrors, failure, setFailure, sending, sent, reset, send };
}
