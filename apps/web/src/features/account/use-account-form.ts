import { useRef, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { errorMessage } from '../../lib/form-errors';
import { checkWithSchema, focusFirstError } from '../../lib/schema-field-errors';
import { useSentForm, type TextBinding } from '../../lib/use-sent-form';

/**
 * The state of an account form (login, register, reset) on the form kit: text fields named in `fields` (in the
 * page's order, so the first wrong one takes the focus), checked with the shared schema loaded on the first
 * submit, and the call its valid values send. The server's field errors land under their fields, its message on
 * top. Once submitted, a field is checked again as it changes, so its message follows what is typed.
 */
export function useAccountForm<F extends string, P, A>(options: {
  fields: readonly F[];
  loadSchema: () => Promise<ZodType<P>>;
  send: (payload: P) => Promise<A>;
  onSuccess?: (answer: A) => void;
  onError?: (error: unknown) => void;
}) {
  const { fields } = options;
  const [empty] = useState(() => Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>);
  const form = useSentForm(empty, fields, errorMessage);
  const [answer, setAnswer] = useState<A>();
  const [refusal, setRefusal] = useState<unknown>();
  // Set by the first submit: from then on a change checks its field again (the schema is loaded by then).
  const checker = useRef<ZodType<P> | undefined>(undefined);

  const text = (field: F): TextBinding => {
    const binding = form.text(field);
    return {
      ...binding,
      onChange: (event) => {
        binding.onChange(event);
        const schema = checker.current;
        if (!schema) return;
        const checked = checkWithSchema<P, F>(schema, { ...form.values, [field]: event.target.value });
        const message = checked.ok ? undefined : checked.errors[field];
        if (message) form.setErrors((current) => ({ ...current, [field]: message }));
      },
    };
  };

  const submit = async (element: HTMLFormElement) => {
    if (form.sending) return;
    const schema = await options.loadSchema();
    checker.current = schema;
    const checked = checkWithSchema<P, F>(schema, form.values);
    form.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return focusFirstError(element, fields, checked.errors);
    setRefusal(undefined);
    const sent = await form.send(() =>
      options.send(checked.data).catch((error: unknown) => {
        setRefusal(error);
        options.onError?.(error);
        throw error;
      }),
    );
    if (sent === undefined) return;
    setAnswer(sent);
    options.onSuccess?.(sent);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event.currentTarget);
  };

  return { text, errors: form.errors, onSubmit, sending: form.sending, failure: form.failure, answer, refusal };
}
