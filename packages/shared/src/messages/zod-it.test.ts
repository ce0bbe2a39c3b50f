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

  it("keeps a schema's own message", () => {
    expect(first(z.string({ error: 'Il nome è obbligatorio' }), undefined)).toBe('Il nome è obbligatorio');
  });
});
