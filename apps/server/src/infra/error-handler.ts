import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessagesIt } from '@barber/shared/messages/it';
import type { ErrorCode } from '@barber/shared/messages/error-codes';
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

/**
 * The one error handler: every failure becomes {success:false, message, code, errors?}. Bad input is a 4xx with
 * the Italian message of the first problem; 5xx bodies never carry internals (they go to the log instead).
 */
export function installErrorHandler(app: FastifyInstance) {
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
