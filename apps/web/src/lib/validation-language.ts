import { z } from 'zod';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import { schemaRenderings } from '@barber/shared/messages/schema-renderings';
import { zodMessageIn } from '@barber/shared/messages/zod-texts';
import { validationTexts } from '../i18n/validation';
import { translateFieldMessagesWith } from './field-message';

/** Italian text -> the page's: the catalogues' texts side by side, then what the schemas render with their values. */
function pair(italian: unknown, page: unknown, table: Map<string, string>) {
  if (typeof italian === 'string' && typeof page === 'string') {
    if (italian !== page) table.set(italian, page);
  } else if (italian && page && typeof italian === 'object' && typeof page === 'object') {
    for (const [key, value] of Object.entries(italian)) pair(value, (page as Record<string, unknown>)[key], table);
  }
}

/** The page's text of each shared schema message, by its Italian text (none on an Italian page). */
export function fieldTable(page: typeof validationTexts.fields): Map<string, string> {
  const table = new Map<string, string>();
  pair(fieldMessagesIt, page, table);
  const rendered = schemaRenderings(page);
  schemaRenderings(fieldMessagesIt).forEach((italian, i) => pair(italian, rendered[i], table));
  return table;
}

let installed = false;

/**
 * The form checks speak the page's language (issue 28 item 1): zod's own messages from the page's table, and the
 * shared schemas' Italian messages looked up by their text, as the server does for an Accept-Language caller.
 * The catalogue is the page's language's (ADR 0061): a German page loads the German texts, not four languages.
 */
export function installPageValidation(): void {
  if (installed) return;
  installed = true;
  const { zod, fields } = validationTexts;
  z.config({ localeError: (issue) => zodMessageIn(zod, issue) });
  const table = fieldTable(fields);
  if (table.size > 0) translateFieldMessagesWith((message) => table.get(message) ?? message);
}
