import type { FastifyReply } from 'fastify';
import type { ErrorCode } from '@barber/shared/messages/error-codes';
import { AppError } from './errors';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

/** Whole seconds until a limit's window ends, at least 1 (the Retry-After header's unit). */
export const retryAfterSeconds = (resetInMs: number) => Math.max(1, Math.ceil(resetInMs / 1000));

/**
 * The 429 of the server's own limits (ctx.limiter): the Italian text says when to try again
 * ("Troppi tentativi di accesso. Riprova tra 45 secondi.") and Retry-After says it to machines.
 * The header is set on the reply now; the error handler keeps it when it answers with the error.
 */
export function tooManyRequests(reply: FastifyReply, code: ErrorCode, text: string, resetInMs: number): AppError {
  reply.header('retry-after', String(retryAfterSeconds(resetInMs)));
  return new AppError(code, moduleMessagesIt.retryLater(text, resetInMs));
}
