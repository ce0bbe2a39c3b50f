import type { ZodType } from 'zod';
import { fieldMessage } from './field-message';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A form's values checked with a shared schema (the server's own rules and messages): the parsed values, or the
 * first message of each field (in the page's language), by its top-level name. The schema is passed in, so a page that loads it lazily
 * keeps zod out of its first download.
 */
export function checkWithSchema<T, F extends string>(
  schema: ZodType<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors<F> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined) errors[field] ??= fieldMessage(issue.message);
  }
  return { ok: false, errors };
}

/** The first field with an error takes the focus (by its input's name), so the person lands on what to fix. */
export function focusFirstError<F extends string>(
  form: HTMLFormElement,
  fields: readonly F[],
  found: FieldErrors<F>,
) {
  const first = fields.find((field) => found[field]);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}
