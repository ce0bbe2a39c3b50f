import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openPage, screenshot } from '../support/browser';
import { expectAccessible } from '../support/checks';
import { lookAround } from '../support/look';
import { stopProcess, waitForOutput } from '../support/process';

/**
 * The first run of a real installation: a production server with an empty database (no demo data), set up by
 * its owner from a phone through /setup with the one-time code the server printed. Its own server, since the
 * shared one runs the demo.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
let browser: Browser;
let server: ChildProcess;
let base = '';
let setupCode = '';
const dataDir = mkdtempSync(join(tmpdir(), 'barber-e2e-setup-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

beforeAll(async () => {
  browser = await launchBrowser();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_MODE: 'false',
      JWT_SECRET: 'e2e-setup-secret-e2e-setup-secret-0123456789',
      PUBLIC_URL: base,
      // Nothing listens there: setup sends no email, and a later one would wait in the outbox for retries.
      SMTP_URL: 'smtp://127.0.0.1:9',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const printed = await waitForOutput(
    server,
    /codice di configurazione ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/,
    'setup code printed by the server',
    90_000,
  );
  setupCode = printed[1]!;
});

afterAll(async () => {
  await browser?.close();
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('first run', () => {
  it('the setup form is accessible and fits a phone and a desktop, in both themes', async () => {
    const { page, context, problems } = await openPage(browser, DESKTOP, 'light');
    await page.goto(`${base}/setup`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Completa la configurazione' }).isVisible(), {
        message: "the setup form's 'Completa la configurazione'",
      })
      .toBe(true);
    await lookAround(page, 'setup');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the owner sets up a fresh installation from a phone, then logs in to the admin panel', async () => {
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${base}/`);
    await expect
      .poll(() => page.getByText('Il negozio è in fase di configurazione').first().isVisible(), {
        message: "the homepage's 'in fase di configurazione'",
      })
      .toBe(true);
    await page.getByRole('link', { name: 'Configura il negozio' }).click();
    await page.waitForURL((url) => url.pathname === '/setup');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Configurazione iniziale' }).isVisible(), {
        message: "the heading 'Configurazione iniziale'",
      })
      .toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'setup');

    await page.getByLabel('Codice').fill(setupCode);
    await page.getByLabel('Nome', { exact: true }).fill('Anna');
    await page.getByLabel('Cognome').fill('Meier');
    await page.getByLabel('Email', { exact: true }).fill('anna@studio-e2e.ch');
    await page.getByLabel('Password', { exact: true }).fill('una-password-lunga-1');
    await page.getByLabel('Conferma password').fill('una-password-lunga-1');
    await page.getByLabel('Nome del negozio').fill('Studio Anna');
    await page.getByLabel('Indirizzo').fill('Via Nassa 5');
    await page.getByLabel('NPA').fill('6900');
    await page.getByLabel('Località').fill('Lugano');
    await page.getByLabel('Telefono').fill('091 123 45 67');
    await page.getByLabel('Email del negozio').fill('info@studio-e2e.ch');
    await page.getByRole('button', { name: 'Completa la configurazione' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    // Already on this server's /login (support/browser's login() would open the demo server's).
    await page.getByLabel('Email').fill('anna@studio-e2e.ch');
    await page.getByLabel('Password', { exact: true }).fill('una-password-lunga-1');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    // The public side now shows the shop, and the setup page is closed for good.
    // The address is in the homepage's contact section (loaded when the visitor gets near it, or by its anchor).
    await page.goto(`${base}/#contact`);
    await expect
      .poll(() => page.getByText('Via Nassa 5').first().isVisible(), { message: "the shop's address on the homepage" })
      .toBe(true);
    await page.goto(`${base}/setup`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Configurazione già completata' }).isVisible(), {
        message: "the heading 'Configurazione già completata'",
      })
      .toBe(true);
    const again = await fetch(`${base}/api/setup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(problems).toEqual([]);
  });
});
