import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import { errorMessagesIt } from '@barber/shared/messages/it';
import { zodTextsIt } from '@barber/shared/messages/zod-it';
import { schemaRenderings } from '@barber/shared/messages/schema-renderings';

/**
 * The shared schemas keep their Italian messages as literals (the web's first pages carry only what they use), and
 * the server translates them by that text (ADR 0061): every such literal must be a text of the Italian catalogues,
 * or a German, French or English caller would get it in Italian. A literal with values in it (`${…}`) is checked by
 * the server's sweep (apps/server/test/languages.test.ts) instead.
 */
const SRC = fileURLToPath(new URL('../../../packages/shared/src/', import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });

function texts(catalogue: object, into = new Set<string>()): Set<string> {
  for (const value of Object.values(catalogue) as unknown[]) {
    if (typeof value === 'string') into.add(value);
    else if (value && typeof value === 'object') texts(value, into);
  }
  return into;
}
const KNOWN = new Set([
  ...texts(fieldMessagesIt),
  ...texts(errorMessagesIt),
  ...texts(zodTextsIt),
  ...schemaRenderings(fieldMessagesIt),
]);

// A message a schema gives: `error: '…'`, `message: '…'`, or the value of a *_MESSAGES constant's key.
const MESSAGE = /(\berror|\bmessage|^\s+[a-zA-Z]+)\s*:\s*(['"])((?:(?!\2).)*?(?: è |obbligatori|non valid|troppo|deve |almeno|massimo|Inserisci|Seleziona|Scegli|Indica)(?:(?!\2).)*)\2/gm;

/** The answers of successful calls (USER_MESSAGES, ACCOUNT_MESSAGES): not error texts, Italian for now (issue 28). */
const SUCCESS_KEYS = new Set(['emailAlreadyConfirmed', 'resetLinkRequested', 'passwordChanged', 'passwordReset']);

it('every Italian message literal of the shared schemas is a catalogue text', () => {
  const missing: string[] = [];
  let read = 0;
  for (const dir of ['schemas', 'contract', 'domain'])
    for (const file of files(join(SRC, dir)))
      for (const [, key, , text] of readFileSync(file, 'utf8').matchAll(MESSAGE)) {
        read++;
        if (!KNOWN.has(text!) && !SUCCESS_KEYS.has(key!.trim())) missing.push(`${file.slice(SRC.length)}: ${text}`);
      }
  expect(missing).toEqual([]);
  expect(read).toBeGreaterThan(150);
});
