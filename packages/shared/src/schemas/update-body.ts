import { z } from 'zod';

/**
 * Fields only a server writes, whatever the record: ids, the original system's version key and timestamps. A
 * client that saves a record by sending back what it read carries them (the original admin client does, issue 24).
 */
export const SERVER_WRITTEN_FIELDS = ['_id', 'id', '__v', 'createdAt', 'updatedAt'] as const;

// Any value: the field is dropped unread, so its type cannot matter.
const Ignored = z.unknown().optional();

type IgnoredKey<S extends z.ZodRawShape, R extends z.ZodObject> = Exclude<
  (typeof SERVER_WRITTEN_FIELDS)[number] | (keyof R['shape'] & string),
  keyof S
>;
type Accepted<S extends z.ZodRawShape, R extends z.ZodObject> = S & { [K in IgnoredKey<S, R>]: typeof Ignored };

/** The fields an update body drops unread: the server-written ones and the record's, less those it changes. */
export function ignoredFieldsOf(shape: z.ZodRawShape, record: z.ZodObject): string[] {
  return [...new Set([...SERVER_WRITTEN_FIELDS, ...Object.keys(record.shape)])].filter((key) => !(key in shape));
}

/**
 * The body of an update route (ADR 0036): the fields it changes (`shape`), strict as every body, plus the fields
 * the server itself sends in its answers about that record (`record`, the answer's schema, and the
 * SERVER_WRITTEN_FIELDS) that the route does not change. Those are accepted and dropped unread, so a client may
 * send back the whole record it read; a field nobody sends is still 'Campo non previsto'. The parsed value holds
 * only `shape`'s fields.
 */
export function updateBody<S extends z.ZodRawShape, R extends z.ZodObject>(shape: S, record: R) {
  const ignored = ignoredFieldsOf(shape, record);
  const accepted = { ...shape, ...Object.fromEntries(ignored.map((key) => [key, Ignored])) } as Accepted<S, R>;
  return z.strictObject(accepted).transform((value) => {
    const kept: Record<string, unknown> = { ...value };
    for (const key of ignored) delete kept[key];
    return kept as z.output<z.ZodObject<S, z.core.$strict>>;
  });
}
