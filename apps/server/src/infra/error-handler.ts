import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessagesIt } from '@barber/shared/messages/it';
import { installItalianZodMessages } from '@barber/shared/messages/zod-it';
import type { ErrorCode } from '@barber/shared/messages/error-codes';
import { sqlState } from '../db/client';
import { AppError, type FieldError } from './errors';

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_JSON',
};

function fieldMessage(issue: { keyword: string; message?: string; params?: Record<string, unknown> }): string {
  if (issue.keyword === 'unrecognized_keys') {
    const keys = (issue.params?.keys as string[] | undefined) ?? [];
    return `Campo non previsto: ${keys.join(', ')}`;
  }
  return issue.message ?? errorMessagesIt.VALIDATION;
}

const BAD_CHARACTERS = 'Il testo contiene caratteri non ammessi.';
// SQLSTATEs of text PostgreSQL cannot store (U+0000, characters outside the encoding): bad input, not a fault.
const BAD_TEXT_STATES = new Set(['22021', '22P05']);

/** Whether a parsed query, path or body holds U+0000 anywhere (iterative, so a deep body cannot overflow). */
function holdsNul(root: unknown): boolean {
  const stack: unknown[] = [root];
  for (let seen = 0; stack.length > 0 && seen < 100_000; seen++) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/**
 * Fastify's router answers some bad addresses itself, before any hook or error handler, in English ("'/api/x'
 * is exceeding the max param length", "is not a valid url component"): passed as Fastify's frameworkErrors
 * option, this answers them in Italian like every other error.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ success: false, code: 'BAD_URL', message: errorMessagesIt.BAD_URL });
}

/**
 * The one error handler: every failure becomes {success:false, message, code, errors?}. Bad input is a 4xx with
 * the Italian message of the first problem; 5xx bodies never carry internals (they go to the log instead).
 */
export function installErrorHandler(app: FastifyInstance) {
  // zod's default texts ('Invalid input', 'Too big') are English: every message the API returns is Italian.
  installItalianZodMessages();
  // PostgreSQL text cannot hold U+0000: such input is refused before any route reads it, not failed as a 500.
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
      throw new AppError('VALIDATION', BAD_CHARACTERS, [{ field: '', message: BAD_CHARACTERS }]);
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'app error');
      return reply.status(error.status).send({
        success: false,
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field:
          issue.keyword === 'unrecognized_keys'
            ? ((issue.params?.keys as string[] | undefined)?.join(',') ?? '')
            : issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: fieldMessage(issue),
      }));
      const context = error.validationContext;
      const code: ErrorCode =
        context === 'querystring' && request.routeOptions.url?.endsWith('/available-slots')
          ? 'SLOT_PARAMS_MISSING'
          : 'VALIDATION';
      return reply.status(400).send({
        success: false,
        code,
        message: code === 'VALIDATION' ? (errors[0]?.message ?? errorMessagesIt.VALIDATION) : errorMessagesIt[code],
        errors,
      });
    }
    if (BAD_TEXT_STATES.has(sqlState(error) ?? '')) {
      return reply.status(400).send({ success: false, code: 'VALIDATION', message: BAD_CHARACTERS });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ success: false, code: 'INTERNAL', message: errorMessagesIt.INTERNAL });
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) {
      return reply.status(error.statusCode ?? 400).send({ success: false, code: mapped, message: errorMessagesIt[mapped] });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ success: false, code: 'RATE_LIMITED', message: errorMessagesIt.RATE_LIMITED });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ success: false, code: 'VALIDATION', message: errorMessagesIt.VALIDATION });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, code: 'INTERNAL', message: errorMessagesIt.INTERNAL });
  });
}
