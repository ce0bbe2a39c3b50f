import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { inputMessagesIt } from '@barber/shared/messages/it';
import { installItalianZodMessages, zodTextsIt } from '@barber/shared/messages/zod-it';
import { zodMessageIn, type ZodIssue } from '@barber/shared/messages/zod-texts';
import type { ErrorCode } from '@barber/shared/messages/error-codes';
import { sqlState } from '../db/client';
import { AppError, type FieldError } from './errors';
import { errorMessages, inputMessages, sendError, translate, zodTexts, type Language } from './languages';
import { requestLanguage } from './caller-language';

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_JSON',
};

/**
 * A validation issue's message in the caller's language. zod wrote it in Italian (its installed locale) or took it
 * from the schema: when it is zod's own Italian text for the issue, the same text is written in `lang`; a schema's
 * own message translates by its Italian key. zod drops the input from its issues, so a missing field is told by
 * its Italian text.
 */
function fieldMessage(lang: Language, issue: { keyword: string; message?: string; params?: Record<string, unknown> }) {
  if (issue.message === undefined) return errorMessages[lang].VALIDATION;
  const zodIssue = { ...issue.params, code: issue.keyword } as unknown as ZodIssue;
  const missing = issue.message === zodTextsIt.required;
  if (lang !== 'it' && zodMessageIn(zodTextsIt, zodIssue, missing) === issue.message) {
    return zodMessageIn(zodTexts[lang], zodIssue, missing);
  }
  return translate(lang, issue.message);
}

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
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return sendError(request, reply.status(status), 'BAD_URL');
}

/**
 * The one error handler: every failure becomes {success:false, message, code, errors?}, its texts in the caller's
 * language (the `lang` cookie, else Accept-Language; Italian when none of the four is asked for). Bad input is a 4xx with the message of
 * the first problem; 5xx bodies never carry internals (they go to the log instead).
 */
export function installErrorHandler(app: FastifyInstance) {
  // zod's default texts ('Invalid input', 'Too big') are English: zod writes Italian, fieldMessage the others.
  installItalianZodMessages();
  // PostgreSQL text cannot hold U+0000: such input is refused before any route reads it, not failed as a 500.
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
      const message = inputMessagesIt.badCharacters;
      throw new AppError('VALIDATION', message, [{ field: '', message }]);
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'app error');
      const errors = error.errors?.map((field) => ({ ...field, message: translate(lang, field.message) }));
      return reply.status(error.status).send({
        success: false,
        code: error.code,
        message: error.messageIn(lang),
        ...(errors ? { errors } : {}),
        ...error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field:
          issue.keyword === 'unrecognized_keys'
            ? ((issue.params?.keys as string[] | undefined)?.join(',') ?? '')
            : issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: fieldMessage(lang, issue),
      }));
      const context = error.validationContext;
      const code: ErrorCode =
        context === 'querystring' && request.routeOptions.url?.endsWith('/available-slots')
          ? 'SLOT_PARAMS_MISSING'
          : 'VALIDATION';
      return reply.status(400).send({
        success: false,
        code,
        message: code === 'VALIDATION' ? (errors[0]?.message ?? errorMessages[lang].VALIDATION) : errorMessages[lang][code],
        errors,
      });
    }
    if (BAD_TEXT_STATES.has(sqlState(error) ?? '')) {
      return reply.status(400).send({ success: false, code: 'VALIDATION', message: inputMessages[lang].badCharacters });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(request, reply.status(500), 'INTERNAL');
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) {
      return sendError(request, reply.status(error.statusCode ?? 400), mapped);
    }
    if (error.statusCode === 429) {
      return sendError(request, reply.status(429), 'RATE_LIMITED');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply.status(error.statusCode), 'VALIDATION');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply.status(500), 'INTERNAL');
  });
}
