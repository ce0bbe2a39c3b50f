import { z } from 'zod';
import { zodMessageIn, type ZodIssue } from './zod-texts';
import { zodTextsIt } from './zod-texts-it';

// The texts live apart from zod (zod-texts-it.ts), so the web's validation catalogue can hold them without zod.
export { zodTextsIt };

export const italianZodMessage = (issue: ZodIssue): string => zodMessageIn(zodTextsIt, issue);

let installed = false;

/** Makes Italian zod's default language for this process or page (idempotent). */
export function installItalianZodMessages(): void {
  if (installed) return;
  z.config({ localeError: italianZodMessage });
  installed = true;
}
