import { z } from 'zod';
import { isDate } from '../domain/zoned-time';
import { errorCodes, type ErrorCode } from '../messages/error-codes';
import { line } from './text';

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

export const Id = z.string().uuid({ error: 'Identificativo non valido' });

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
    .string({ error: 'Data obbligatoria' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Data non valida (formato AAAA-MM-GG)' })
    .refine(isDate, { error: 'Data non valida' }),
);
/** "HH:mm", a wall-clock time in the shop's time zone. */
export const TimeString = z
  .string({ error: 'Orario obbligatorio' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Orario non valido (formato HH:mm)' });

export const Email = z
  .string({ error: "L'email è obbligatoria" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Email non valida' }).max(254, { error: 'Email troppo lunga' }));

export const PersonName = (label: string) =>
  line(
    z
      .string({ error: `${label} è obbligatorio` })
      .trim()
      .min(1, { error: `${label} è obbligatorio` })
      .max(60, { error: `${label} è troppo lungo` }),
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
      .min(1, { error: 'Idempotency-Key non valida (da 1 a 200 caratteri)' })
      .max(200, { error: 'Idempotency-Key non valida (da 1 a 200 caratteri)' }),
  ).optional(),
});
