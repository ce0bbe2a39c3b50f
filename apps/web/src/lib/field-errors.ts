import { ApiError } from './api-client';

// Not in form-errors.ts: that file is in the sign-in pages' first load, which has no byte to spare (ADR 0028).
/** The server's field errors for the given fields, the first message of each. */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return found;
  for (const { field, message } of error.errors) {
    if ((fields as readonly string[]).includes(field)) found[field as F] ??= message;
  }
  return found;
}
