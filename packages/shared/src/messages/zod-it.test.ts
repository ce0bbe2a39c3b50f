import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installItalianZodMessages } from './zod-it';

installItalianZodMessages();
const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('Italian zod messages', () => {
  it('replaces the English defaults', () => {
    expect(first(z.object({ a: z.string() }), {})).toBe('Campo obbligatorio');
    expect(first(z.string(), 5)).toBe('Valore non valido: deve essere un testo');
    expect(first(z.number(), 'x')).toBe('Valore non valido: deve essere un numero');
    expect(first(z.string().max(3), 'abcd')).toBe('Testo troppo lungo (massimo 3 caratteri)');
    expect(first(z.string().min(1), '')).toBe('Campo obbligatorio');
    expect(first(z.number().max(10), 11)).toBe('Valore troppo alto (massimo 10)');
    expect(first(z.array(z.string()).min(2), ['a'])).toBe('Servono almeno 2 elementi');
    expect(first(z.string().uuid(), 'x')).toBe('Identificativo non valido');
    expect(first(z.enum(['a', 'b']), 'c')).toBe('Valore non consentito');
    expect(first(z.strictObject({}), { x: 1 })).toBe('Campo non previsto: x');
    expect(first(z.string().refine(() => false), 'x')).toBe('Valore non valido');
  });

  it('speaks Italian for every issue code zod has', () => {
    const english = /\b(invalid|expected|received|too|must|should|input|string|number)\b/i;
    const cases: Array<[z.ZodType, unknown]> = [
      [z.string(), 1], // invalid_type
      [z.string().max(1), 'ab'], // too_big
      [z.number().lt(5), 5],
      [z.date().max(new Date(0)), new Date(1)],
      [z.string().min(3), 'a'], // too_small
      [z.number().positive(), 0],
      [z.date().min(new Date(1)), new Date(0)],
      [z.email(), 'x'], // invalid_format
      [z.string().startsWith('a'), 'b'],
      [z.string().regex(/^a$/), 'b'],
      [z.number().multipleOf(5), 3], // not_multiple_of
      [z.strictObject({}), { a: 1 }], // unrecognized_keys
      [z.union([z.string(), z.number()]), true], // invalid_union
      [z.record(z.enum(['a']), z.string()), { b: 'x' }], // invalid_key
      [z.map(z.string(), z.number()), new Map([['a', 'b']])], // invalid_element
      [z.literal('a'), 'b'], // invalid_value
      [z.string().refine(() => false), 'x'], // custom
    ];
    for (const [schema, value] of cases) {
      const message = first(schema, value);
      expect(message, String(value)).toBeTruthy();
      expect(message).not.toMatch(english);
    }
    expect(first(z.number().positive(), 0)).toBe('Valore troppo basso (deve essere maggiore di 0)');
    expect(first(z.number().multipleOf(5), 3)).toBe('Numero non valido (deve essere un multiplo di 5)');
  });

  it("keeps a schema's own message", () => {
    expect(first(z.string({ error: 'Il nome è obbligatorio' }), undefined)).toBe('Il nome è obbligatorio');
  });
});
