import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoAdmin, demoBarber } from '../support/accounts';
import { api } from '../support/api';
import { DESKTOP, PHONE, openPage, openSignedIn, signIn, useBrowser } from '../support/browser';
import { lookAround } from '../support/look';
import { baseURL } from '../support/base-url';

// Issue 14: the customer's personal tab (avatar, phone, password), the owner's Stats tab and the barber's
// 'Statistiche', each looked at on 390 and 1280 px in both themes. A fresh customer account, so the password
// change touches no other journey's demo login.
const browser = useBrowser();

const loginStatus = async (email: string, password: string) =>
  (
    await fetch(`${baseURL()}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).status;

async function freshCustomer() {
  const email = `profilo-${randomBytes(4).toString('hex')}@example.ch`;
  const password = 'Profilo-Prima-2026';
  await api('/auth/register', { method: 'POST', body: { firstName: 'Paola', lastName: 'Profilo', email, password } });
  return { email, password };
}

/** A real photo: a gradient JPEG with a camera's EXIF block, as a phone would send it. */
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a5a2b' } })
    .withExif({ IFD0: { Make: 'TestCam' } })
    .jpeg({ quality: 85 })
    .toBuffer();

describe('profile and statistics', () => {
  it('a customer on a phone uploads an avatar, changes phone and password, and signs in with the new password', async () => {
    const customer = await freshCustomer();
    const { page, context, problems } = await openSignedIn(browser(), PHONE, customer, '/profile');
    await page.getByRole('heading', { level: 2, name: 'Informazioni Personali' }).waitFor();
    await lookAround(page, 'profile-personal');

    // The avatar: uploaded with its progress, shown at once.
    await page.getByTestId('avatar-input').setInputFiles({ name: 'io.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    const avatar = page.getByRole('img', { name: 'Immagine del profilo di Paola Profilo' });
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/media\/avatars\/.+\.webp$/);
    await page.getByRole('button', { name: 'Rimuovi immagine' }).waitFor();

    // Phone and password in one save.
    await page.getByRole('button', { name: 'Modifica Profilo' }).click();
    await page.getByLabel('Telefono').fill('079 321 54 76');
    await page.getByLabel('Password Attuale').fill(customer.password);
    await page.getByLabel('Nuova Password', { exact: true }).fill('Profilo-Dopo-2026');
    await page.getByLabel('Conferma Nuova Password').fill('Profilo-Dopo-2026');
    await lookAround(page, 'profile-edit');
    await page.getByRole('button', { name: 'Salva Modifiche' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: "Profilo aggiornato con successo! Se hai modificato la password, riceverai un'email di conferma." })
      .first()
      .waitFor();
    await page.getByText(/79 321 54 76/).first().waitFor();

    // The old password stops working; the new one signs in, in a fresh browser.
    expect(await loginStatus(customer.email, customer.password)).toBe(401);
    const fresh = await openPage(browser(), PHONE);
    await signIn(fresh.page, customer.email, 'Profilo-Dopo-2026');
    await fresh.page.goto('/profile');
    await fresh.page.getByRole('img', { name: 'Immagine del profilo di Paola Profilo' }).waitFor();
    await fresh.page.getByText(/79 321 54 76/).first().waitFor();
    await lookAround(fresh.page, 'profile-personal-changed');
    expect([...problems, ...fresh.problems]).toEqual([]);
    await fresh.context.close();
    await context.close();
  });

  it('the admin opens Stats and switches barber and timeframe; looked at on a phone and a desktop in both themes', async () => {
    const { page, context, problems } = await openSignedIn(browser(), DESKTOP, demoAdmin, '/admin?tab=stats');
    await page.getByRole('heading', { level: 2, name: 'Statistiche' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Andamento appuntamenti' }).waitFor();
    await page.getByText('Clienti fidelizzati').waitFor();
    await lookAround(page, 'admin-stats');

    const barber = page.getByLabel('Barbiere');
    const options = await barber.locator('option').allTextContents();
    expect(options[0]).toBe('Tutti i barbieri');
    expect(options.length).toBeGreaterThan(1);
    await barber.selectOption({ label: options[1]! });
    await page.getByLabel('Periodo').selectOption({ label: 'Anno' });
    await page.getByText(/^Dal 1 gennaio \d{4} al 31 dicembre \d{4}$/).waitFor();
    await page.getByRole('button', { name: 'Aggiorna' }).click();
    await page.getByRole('button', { name: 'Aggiorna' }).waitFor();

    // The table view of a chart, for screen readers and on request.
    const panel = page.getByRole('region', { name: 'Servizi più richiesti' });
    const tableButton = panel.getByRole('button', { name: 'Mostra tabella' });
    if (await tableButton.count()) {
      await tableButton.click();
      await panel.getByRole('columnheader', { name: 'Servizio' }).waitFor();
    }
    await lookAround(page, 'admin-stats-year');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a barber opens their Statistiche tab on a phone; looked at on a phone and a desktop in both themes', async () => {
    const { page, context, problems } = await openSignedIn(browser(), PHONE, demoBarber, '/barber?tab=stats');
    await page.getByRole('heading', { level: 2, name: 'Statistiche' }).waitFor();
    await page
      .getByText('Durata Media')
      .or(page.getByText('Nessuna statistica disponibile.'))
      .first()
      .waitFor();
    await lookAround(page, 'barber-stats');
    await page.getByRole('button', { name: 'Anno' }).click();
    expect(await page.getByRole('button', { name: 'Anno' }).getAttribute('aria-pressed')).toBe('true');
    await page
      .getByText('Durata Media')
      .or(page.getByText('Nessuna statistica disponibile.'))
      .first()
      .waitFor();
    await lookAround(page, 'barber-stats-year');
    expect(problems).toEqual([]);
    await context.close();
  });
});
