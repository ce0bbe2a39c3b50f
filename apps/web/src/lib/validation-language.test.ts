import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RegisterRequest } from '@barber/shared/schemas/auth';
import { fieldMessagesDe } from '@barber/shared/messages/fields-de';
import { fieldMessagesFr } from '@barber/shared/messages/fields-fr';

// Issue 28: a form's check speaks the page's language. The German build resolves i18n/validation.ts to its de/
// sibling (ADR 0061); vi.mock does the same here, so only the German texts are at hand, as on the German page.
vi.mock('../i18n/validation', () => import('../i18n/de/validation'));

afterEach(() => {
  // zod's language is global: the other files of this worker check in Italian again.
  void import('@barber/shared/messages/zod-it').then(({ italianZodMessage }) => z.config({ localeError: italianZodMessage }));
});

describe("the form checks' messages in the page's language", () => {
  it("a German page: the shared schema's Italian messages and zod's own read in German", async () => {
    const { installPageValidation } = await import('./validation-language');
    const { checkWithSchema } = await import('./schema-field-errors');
    installPageValidation();
    const checked = checkWithSchema(RegisterRequest, {
      firstName: '',
      lastName: 'Rossi',
      email: 'not-an-email',
      password: 'short',
      extra: 1,
    });
    expect(checked.ok).toBe(false);
    const errors = checked.ok ? {} : checked.errors;
    expect(errors).toMatchObject({
      firstName: fieldMessagesDe.names.firstName.required,
      email: fieldMessagesDe.common.emailInvalid,
      // A message the schema renders with its value (PASSWORD_MIN) is paired through the same function.
      password: fieldMessagesDe.passwords.tooShort(8),
    });
    expect(Object.values(errors).join(' ')).not.toMatch(/obbligatorio|non valida|almeno/);
    // zod's own message (no schema text): German.
    expect(z.number().safeParse('x').error!.issues[0]!.message).toBe('Ungültiger Wert: erwartet wird eine Zahl');
  });

  it('pairs every text of another language by its Italian key', async () => {
    const { fieldTable } = await import('./validation-language');
    const french = fieldTable(fieldMessagesFr);
    expect(french.get('Email non valida')).toBe(fieldMessagesFr.common.emailInvalid);
    expect(french.get('La password deve essere di almeno 8 caratteri')).toBe(fieldMessagesFr.passwords.tooShort(8));
  });
});
