import { ApiError } from '../../../lib/api-client';
import { it } from '../../../i18n/it';

/** The users tab's failure text: what failed, then the server's reason (or the generic one). */
export const userFailure = (prefix: string, error: unknown) =>
  `${prefix}${error instanceof ApiError ? error.message : it.errors.unexpected}`;
