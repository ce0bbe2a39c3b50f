import { errorCodes, type ErrorCode } from '@barber/shared/messages/error-codes';
import { errorMessagesIt } from '@barber/shared/messages/it';

export interface FieldError {
  field: string;
  message: string;
}

/** The one error type of the server: a code from the closed set, optionally a more specific Italian message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: FieldError[],
    /** Extra fields for the error body, e.g. conflictingAppointments. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? errorMessagesIt[code]);
    this.status = errorCodes[code];
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
  message: string,
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError(code, message, undefined, { upgradeRequired: true, ...extra });
}
