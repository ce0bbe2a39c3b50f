import { it } from '../i18n/it';
import { ApiError } from './api-client';

/** The text to show for a failed call: the server's own message when there is one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : it.errors.unexpected;
}
