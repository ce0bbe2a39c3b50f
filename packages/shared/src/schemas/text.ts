import { z } from 'zod';
import { TEXT_MESSAGES, isCleanText, isOneLine, isSitePath, isWebLink, normalizeWebLink } from '../domain/text';

/**
 * What a text field of a request holds, for the fields that are not one line of text (ADR 0035). Every other
 * text field is one line; the contract test (text-fields.test.ts) reads this registry and fails on a text field
 * that lets a line break or a control character through without being listed here.
 * - multi-line: notes, messages, descriptions: line breaks allowed, other control characters not;
 * - opaque: passwords, tokens, codes: compared with what the server holds, never shown nor sent on;
 * - link: a web address other people follow (webLink);
 * - trap: the forms' hidden honeypot, answered as if sent whatever it holds.
 */
export const textKinds = z.registry<{ kind: 'multi-line' | 'opaque' | 'link' | 'trap' }>();

function kind<T extends z.ZodType>(schema: T, meta: { kind: 'multi-line' | 'opaque' | 'link' | 'trap' }): T {
  textKinds.add(schema, meta);
  return schema;
}

/** One line of text (a name, a subject, a reference): no line break, no control character. */
export function line<T extends z.ZodType>(schema: T): T {
  return schema.refine((value) => typeof value !== 'string' || isOneLine(value), { error: TEXT_MESSAGES.oneLine });
}

/** A multi-line text (notes, a message): line breaks and tabs allowed, other control characters not. */
export function multiLine<T extends z.ZodType>(schema: T): T {
  const clean = schema.refine((value) => typeof value !== 'string' || isCleanText(value), { error: TEXT_MESSAGES.control });
  return kind(clean, { kind: 'multi-line' });
}

/** A password, a token or a code: compared, never shown nor sent on, so taken as sent. */
export const opaque = <T extends z.ZodType>(schema: T): T => kind(schema, { kind: 'opaque' });

/** The hidden honeypot field of a public form: a filled one is answered as sent and dropped, whatever it holds. */
export const trap = <T extends z.ZodType>(schema: T): T => kind(schema, { kind: 'trap' });

/**
 * A link a person gives (a social profile, an image address): http or https only, a bare 'instagram.com/x' gets
 * https:// in front, '' means none. `sitePath` also takes a path on this site (an image the server itself serves,
 * sent back by a client that read it).
 */
export function webLink(options: { max: number; tooLong: string; invalid?: string; sitePath?: boolean }) {
  const invalid = options.invalid ?? TEXT_MESSAGES.link;
  const link = z
    .string({ error: invalid })
    .trim()
    .max(options.max, { error: options.tooLong })
    .transform(normalizeWebLink)
    .refine((v) => v === '' || isWebLink(v) || (options.sitePath === true && isSitePath(v)), { error: invalid });
  return kind(link, { kind: 'link' });
}
