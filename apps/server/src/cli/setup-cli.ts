/* eslint-disable no-console -- a terminal dialogue, like create-admin.ts (listed in eslint.config.js) */
/**
 * `npm run setup`: the first run of a production install from a terminal (the same as the /setup page). Asks for
 * the first admin and the shop's details, one question a line; every answer can be given as a flag instead, so
 * it can be scripted:
 *   npm run setup -- --email owner@shop.ch --password '...' --first-name Anna --last-name Meier \
 *     --shop-name 'Salone Anna' --address 'Via Nassa 1' --postal-code 6900 --city Lugano --phone '091 555 44 33' \
 *     --shop-email info@shop.ch --time-zone Europe/Zurich --hours 'lun-ven 09:00-19:00; sab 09:00-17:00'
 * With an admin already there (made with create-admin) but no shop details, only the shop is asked for.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { SetupAdminInput, ShopDetailsInput } from '@barber/shared/schemas/setup';
import { loadConfig, ConfigError } from '../infra/config';
import { AppError } from '../infra/errors';
import { parseOpeningHours } from '../modules/setup/hours-text';
import { createFirstAdminAndShop, saveShopDetailsOnly, setupStatus } from '../modules/setup/service';
import { migrate } from '../db/migrate';
import { openConfiguredDatabase } from '../db/open';

const DEFAULT_HOURS = 'lun-ven 09:00-19:00; sab 09:00-17:00';

interface Question {
  flag: string;
  prompt: string;
  /** The field's own rule from the shared schema: the same checks as the web page. */
  check: (answer: string) => { ok: true; value: unknown } | { ok: false; message: string };
  hidden?: boolean;
  fallback?: string;
}

const field =
  <S extends z.ZodObject>(schema: S, key: keyof S['shape'] & string) =>
  (answer: string) => {
    const result = (schema.shape[key] as z.ZodType).safeParse(answer);
    return result.success
      ? { ok: true as const, value: result.data }
      : { ok: false as const, message: result.error.issues[0]!.message };
  };

const adminQuestions: (Question & { key: string })[] = [
  {
    key: 'firstName',
    flag: 'first-name',
    prompt: "Nome dell'amministratore",
    check: field(SetupAdminInput, 'firstName'),
  },
  {
    key: 'lastName',
    flag: 'last-name',
    prompt: "Cognome dell'amministratore",
    check: field(SetupAdminInput, 'lastName'),
  },
  {
    key: 'email',
    flag: 'email',
    prompt: "Email dell'amministratore (per accedere)",
    check: field(SetupAdminInput, 'email'),
  },
  {
    key: 'password',
    flag: 'password',
    prompt: 'Password (almeno 8 caratteri)',
    check: field(SetupAdminInput, 'password'),
    hidden: true,
  },
];

const shopQuestions: (Question & { key: string })[] = [
  { key: 'name', flag: 'shop-name', prompt: 'Nome del negozio', check: field(ShopDetailsInput, 'name') },
  {
    key: 'address',
    flag: 'address',
    prompt: 'Indirizzo (via e numero)',
    check: field(ShopDetailsInput, 'address'),
  },
  { key: 'postalCode', flag: 'postal-code', prompt: 'NPA', check: field(ShopDetailsInput, 'postalCode') },
  { key: 'city', flag: 'city', prompt: 'Località', check: field(ShopDetailsInput, 'city') },
  { key: 'phone', flag: 'phone', prompt: 'Telefono del negozio', check: field(ShopDetailsInput, 'phone') },
  {
    key: 'email',
    flag: 'shop-email',
    prompt: 'Email del negozio (pubblica)',
    check: field(ShopDetailsInput, 'email'),
  },
  {
    key: 'timeZone',
    flag: 'time-zone',
    prompt: 'Fuso orario',
    check: field(ShopDetailsInput, 'timeZone'),
    fallback: 'Europe/Zurich',
  },
  {
    key: 'openingHours',
    flag: 'hours',
    prompt:
      'Orari d\'apertura (es. "lun-ven 09:00-19:00; sab 09:00-17:00"; i giorni non indicati sono chiusi)',
    check: (answer) => {
      const parsed = parseOpeningHours(answer);
      return 'error' in parsed ? { ok: false, message: parsed.error } : { ok: true, value: parsed.hours };
    },
    fallback: DEFAULT_HOURS,
  },
];

const allFlags = [...adminQuestions, ...shopQuestions].map((q) => q.flag);

/** Lines from stdin, a terminal or a pipe alike; a hidden answer is not echoed on a terminal. */
function terminal() {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  const lines = rl[Symbol.asyncIterator]();
  return {
    interactive: Boolean(process.stdin.isTTY),
    async ask(prompt: string, hidden = false): Promise<string | undefined> {
      process.stdout.write(prompt);
      muted = hidden && Boolean(process.stdin.isTTY);
      const next = await lines.next();
      if (muted) process.stdout.write('\n');
      muted = false;
      return next.done ? undefined : String(next.value);
    },
    close: () => rl.close(),
  };
}

async function collect(
  questions: (Question & { key: string })[],
  flags: Record<string, string | undefined>,
  io: ReturnType<typeof terminal>,
): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const q of questions) {
    const given = flags[q.flag];
    if (given !== undefined) {
      const result = q.check(given);
      if (!result.ok) throw new UsageError(`--${q.flag}: ${result.message}`);
      answers[q.key] = result.value;
      continue;
    }
    for (;;) {
      const typed = await io.ask(`${q.prompt}${q.fallback ? ` [${q.fallback}]` : ''}: `, q.hidden);
      if (typed === undefined) throw new UsageError(`risposta mancante per "${q.prompt}" (--${q.flag})`);
      const result = q.check(typed.trim() === '' && q.fallback ? q.fallback : typed);
      if (result.ok) {
        answers[q.key] = result.value;
        break;
      }
      // A script piping its answers gets no second chance: it would loop on the same wrong line.
      if (!io.interactive) throw new UsageError(`${q.prompt}: ${result.message}`);
      console.log(`  ${result.message}`);
    }
  }
  return answers;
}

class UsageError extends Error {}

async function main() {
  let flags: Record<string, string | undefined>;
  try {
    const options = Object.fromEntries(
      [...allFlags, 'tagline'].map((flag) => [flag, { type: 'string' as const }]),
    );
    flags = parseArgs({ options, strict: true }).values as Record<string, string | undefined>;
  } catch (error) {
    throw new UsageError(
      `${(error as Error).message} (opzioni: ${[...allFlags, 'tagline'].map((f) => `--${f}`).join(' ')})`,
    );
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const io = terminal();
  try {
    await migrate(database);
    const status = await setupStatus(database.db);
    if (!status.needsSetup && status.shopConfigured) {
      console.error(
        "La configurazione iniziale è già stata completata. Accedi con l'account amministratore.",
      );
      return 1;
    }
    console.log(
      status.needsSetup
        ? 'Configurazione iniziale: amministratore e dati del negozio.'
        : 'Amministratore già presente: mancano i dati del negozio.',
    );
    const admin = status.needsSetup ? await collect(adminQuestions, flags, io) : undefined;
    const shop = ShopDetailsInput.parse({
      ...(await collect(shopQuestions, flags, io)),
      tagline: flags.tagline ?? '',
    });
    if (admin) await createFirstAdminAndShop(database.db, SetupAdminInput.parse(admin), shop, new Date());
    else await saveShopDetailsOnly(database.db, shop, new Date());
    console.log(
      `\nConfigurazione completata${admin ? `: accedi come ${String(admin.email)}` : ''} su ${config.publicUrl}/login`,
    );
    return 0;
  } finally {
    io.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`Dato non valido: ${error.message}`);
    else if (error instanceof AppError || error instanceof ConfigError) console.error(error.message);
    else console.error('Configurazione non riuscita:', error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
