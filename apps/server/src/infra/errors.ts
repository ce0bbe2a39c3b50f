import { errorCodes, type ErrorCode } from '@barber/shared/messages/error-codes';
import { errorMessagesIt } from '@barber/shared/messages/it';
import { translate, type Language, type LocalizedText } from './languages';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * The one error type of the server: a code from the closed set, optionally a more specific message: an Italian
 * text from a catalogue (answered in the caller's language by its Italian key, ADR 0061) or, for a text that carries
 * values, the text in every language (`inEveryLanguage`).
 */
export class AppError extends Error {
  readonly status: number;
  private readonly texts?: LocalizedText;
  constructor(
    readonly code: ErrorCode,
    message?: string | LocalizedText,
    readonly errors?: FieldError[],
    /** Extra fields for the error body, e.g. conflictingAppointments. */
    readonly details?: Record<string, unknown>,
  ) {
    super(typeof message === 'object' ? message.it : (message ?? errorMessagesIt[code]));
    if (typeof message === 'object') this.texts = message;
    this.status = errorCodes[code];
  }

  /** The message in `lang` (the log keeps the Italian one). */
  messageIn(lang: Language): string {
    return this.texts?.[lang] ?? translate(lang, this.message);
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(code);
export const forbidden = () => new AppError('FORBIDDEN');

/**
 * The 403 of the plans (issue 12): a limit reached (PLAN_LIMIT_REACHED, with resource, current, limit) or no active
 * subscription (SUBSCRIPTION_REQUIRED, with reason); the body carries `upgradeRequired: true`.
 */
export function upgradeRequired(
  code: 'PLAN_LIMIT_REACHED' | 'SUBSCRIPTION_REQUIRED',
  message: string | LocalizedText,
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError(code, message, undefined, { upgradeRequired: true, ...extra });
}
