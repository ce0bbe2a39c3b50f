import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { fieldMessage } from './field-message';
import { loadPageValidation } from './page-validation';

type FieldErrors<T> = Partial<Record<keyof T, { message: string }>>;

/**
 * A small form hook for the public entry pages, where every kilobyte counts (TARGETS.md: 150 kB of JavaScript):
 * controlled text fields, validation on submit with the shared zod schema loaded on first use, the first
 * invalid field focused. The staff panels' forms use the form kit (use-sent-form.ts) with the same schemas and messages.
 */
export function useSchemaForm<TInput extends Record<string, string>, TOutput>(options: {
  defaultValues: TInput;
  loadSchema: () => Promise<ZodType<TOutput, TInput>>;
}) {
  const [values, setValues] = useState<TInput>(options.defaultValues);
  const [errors, setErrors] = useState<FieldErrors<TInput>>({});
  const schema = useRef<Promise<ZodType<TOutput, TInput>> | undefined>(undefined);

  const register = (name: keyof TInput & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const handleSubmit = (onValid: (data: TOutput) => void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = (
      await (schema.current ??= Promise.all([options.loadSchema(), loadPageValidation()]).then(([loaded]) => loaded))
    ).safeParse(values);
    if (result.success) {
      setErrors({});
      onValid(result.data);
      return;
    }
    const next: FieldErrors<TInput> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof TInput | undefined;
      if (field !== undefined && !next[field]) next[field] = { message: fieldMessage(issue.message) };
    }
    setErrors(next);
    const first = Object.keys(next)[0];
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  return { register, handleSubmit, getValues: () => values, formState: { errors } };
}
