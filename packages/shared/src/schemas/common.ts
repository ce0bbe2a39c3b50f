import { z } from 'zod';
import { isDate } from '../domain/zoned-time';
import { errorCodes, type ErrorCode } from '../messages/error-codes';
import { line } from './text';
import { fieldMessagesIt } from '../messages/fields-it';

/** The one error shape every failing API call answers with. */
export const ApiErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Plans (issue 12): a 403 at a plan limit or without an active plan; the client offers an upgrade. */
  upgradeRequired: z.boolean().optional(),
});
export type ApiErrorResponse = z.infer<typeof ApiErrorResponse>;

/** Success answers wrap their payload in `data` (the spec's clients read `data`), plus an optional message. */
export const ok = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const MessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const Id = z.string().uuid({ error: fieldMessagesIt.common.invalidId });

/**
 * The date fields of requests (ADR 0035). A client may send a date-time where a date is expected (a browser's
 * date picker sends local midnight as UTC); the server reads it on the shop's clock before validation, in one
 * place for every field registered here (apps/server/src/infra/date-input.ts, shopDateOf), so the schema and
 * everything after it see "YYYY-MM-DD".
 */
export const dateFields = z.registry<{ field: 'date' }>();
export function dateField<T extends z.ZodType>(schema: T): T {
  dateFields.add(schema, { field: 'date' });
  return schema;
}

/** "YYYY-MM-DD", a calendar date in the shop's time zone. */
export const DateString = dateField(
  z
    .string({ error: fieldMessagesIt.common.dateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: fieldMessagesIt.common.dateFormat })
    .refine(isDate, { error: fieldMessagesIt.common.dateInvalid }),
);
/** "HH:mm", a wall-clock time in the shop's time zone. */
export const TimeString = z
  .string({ error: fieldMessagesIt.common.timeRequired })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: fieldMessagesIt.common.timeFormat });

export const Email = z
  .string({ error: fieldMessagesIt.common.emailRequired })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: fieldMessagesIt.common.emailInvalid }).max(254, { error: fieldMessagesIt.common.emailTooLong }));

/** A name field, with what it says when missing and when too long (fields-it.ts, `names`). */
export const PersonName = (texts: { required: string; tooLong: string }) =>
  line(
    z
      .string({ error: texts.required })
      .trim()
      .min(1, { error: texts.required })
      .max(60, { error: texts.tooLong }),
  );

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  time: z.string(),
});

/**
 * The optional Idempotency-Key header of create calls: a retry with the same key and body gets the first answer
 * back instead of a second booking or order.
 */
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': line(
    z
      .string()
      .trim()
      .min(1, { error: fieldMessagesIt.common.idempotencyKey })
      .max(200, { error: fieldMessagesIt.common.idempotencyKey }),
  ).optional(),
});
