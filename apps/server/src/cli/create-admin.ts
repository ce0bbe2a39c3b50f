/**
 * Creates an admin of a production database (demo accounts exist only in demo mode):
 *   npm run create-admin -- --email owner@shop.ch --password '...' --first-name Anna --last-name Meier
 * `npm run setup` does the whole first run (admin and shop details); this one only adds an admin.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { Email, PersonName } from '@barber/shared/schemas/common';
import { Password } from '@barber/shared/schemas/auth';
import { loadConfig } from '../infra/config';
import { hashPassword } from '../infra/passwords';
import { migrate } from '../db/migrate';
import { openConfiguredDatabase } from '../db/open';
import { insertUser } from '../modules/auth/index';
import { shopExists } from '../modules/setup/index';

const Args = z.object({
  email: Email,
  password: Password,
  'first-name': PersonName('Il nome'),
  'last-name': PersonName('Il cognome'),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const parsed = Args.safeParse(values);
  if (!parsed.success) {
    console.error(`Argomenti non validi: ${parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join('; ')}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    const row = await insertUser(database.db, {
      email: parsed.data.email,
      passwordHash: await hashPassword(parsed.data.password),
      role: 'admin',
      // Created by the operator: the address counts as proven (ADR 0031).
      emailConfirmedAt: new Date(),
      firstName: parsed.data['first-name'],
      lastName: parsed.data['last-name'],
      phone: null,
    });
    if (!row) {
      console.error(`Esiste già un utente con email ${parsed.data.email}.`);
      process.exit(1);
    }
    console.log(`Amministratore creato: ${parsed.data.email}`);
    if (!(await shopExists(database.db))) console.log('Mancano i dati del negozio (nome, indirizzo, orari): inseriscili con npm run setup');
  } finally {
    await database.close();
  }
}

void main();
