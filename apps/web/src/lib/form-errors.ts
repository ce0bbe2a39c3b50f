import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { it } from '../i18n/it';
import { ApiError } from './api-client';

/** The text to show for a failed call: the server's own message when there is one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : it.errors.unexpected;
}

/** Puts the server's field errors under the matching form fields. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const { field, message } of error.errors) {
    const match = fields.find((name) => name === field);
    if (match) setError(match, { type: 'server', message });
  }
}
