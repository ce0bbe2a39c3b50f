import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JOB_APPLICATION_LIMITS } from '../../packages/shared/src/domain/job-application';
import { demoAdmin } from '../support/accounts';
import { api } from '../support/api';
import { PHONE, openPage, screenshot, signIn, useBrowser } from '../support/browser';
import { lookAround } from '../support/look';

// Issue 15 item 5: a visitor (no session) applies from /work-with-us with two portfolio photos uploaded to our
// server; the application reaches the dev outbox (the recruiting email with the photo links, the candidate's
// confirmation) and the admin sees it in 'Candidature'. Each screen looked at on 390 px and 1280 px, in both themes.
const browser = useBrowser();

interface OutboxMail {
  kind: string;
  recipient: string;
  subject: string;
  bodyText: string;
}

const adminToken = async () =>
  (
    await api<{ token: string }>('/auth/login', {
      method: 'POST',
      body: { email: demoAdmin.email, password: demoAdmin.password },
    })
  ).token;

/** A small real photo (a gradient), as PNG or JPEG, for the file chooser. */
async function photo(name: string, format: 'png' | 'jpeg', hue: number) {
  const width = 480;
  const height = 360;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = hue;
    pixels[i + 2] = ((i / 3 / width) * 255) / height;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

async function fillPersonalData(page: Page, who: { firstName: string; email: string }) {
  const dialog = page.getByRole('dialog', { name: 'Candidatura Spontanea' });
  await dialog.getByLabel('Nome', { exact: true }).fill(who.firstName);
  await dialog.getByLabel('Cognome').fill('Candidato');
  await dialog.getByLabel('Nazionalità').fill('Italiana');
  await dialog.getByLabel('Permesso di lavoro').selectOption({ label: 'In corso' });
  await dialog.getByLabel('Stato civile').selectOption({ label: 'Celibe/Nubile' });
  await dialog.getByLabel('Hai figli?').selectOption({ label: 'Sì' });
  await dialog.getByLabel('Numero di figli').fill('1');
  await dialog.getByLabel('Indirizzo completo').fill('Via Pessina 12\n6900 Lugano');
  await dialog.getByLabel('Telefono').fill('+41 79 555 12 34');
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByLabel('Piattaforma del profilo 1').selectOption({ label: 'Instagram' });
  await dialog.getByLabel('Link al profilo 1').fill('https://instagram.com/tagli.lugano');
}

describe('work with us', () => {
  it('on a phone: the page, the modal checks, an application with two photos, the outbox, the admin list; each screen looked at on a phone and a desktop in both themes', async () => {
    const stamp = `${Date.now()}`;
    const who = { firstName: `Giulia${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`, email: `giulia.${stamp}@example.ch` };
    const { page, context, problems } = await openPage(browser(), PHONE);
    await page.clock.install();

    // Public: no detour through /login.
    await page.goto('/work-with-us');
    await page.getByRole('heading', { level: 1, name: 'Lavora con Noi' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/work-with-us');
    expect(await page.locator('#hiring').count()).toBe(1);
    for (const title of ['Cosa cerchiamo', 'Cosa offriamo', 'Candidati Ora'])
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await lookAround(page, 'work-with-us');

    await page.getByRole('button', { name: 'Invia Candidatura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Candidatura Spontanea' });
    await dialog.waitFor();
    await lookAround(page, 'work-with-us-modal', { fullPage: false });

    // The spec's first check, as an inline alert (not window.alert).
    page.on('dialog', () => problems.push('window dialog opened'));
    await dialog.getByRole('button', { name: 'Invia Candidatura' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').innerText(), { message: "the inline 'Nome è obbligatorio'" })
      .toBe('Nome è obbligatorio');

    await fillPersonalData(page, who);
    // A PNG named .jpg is judged by its content and accepted.
    await dialog.getByTestId('portfolio-input').setInputFiles([
      await photo('taglio-sfumato.jpg', 'png', 60),
      await photo('barba.jpg', 'jpeg', 180),
    ]);
    await dialog.getByRole('img', { name: 'Foto 2 del portfolio: barba.jpg' }).waitFor();
    expect(await dialog.getByRole('img').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Invia Candidatura' }).waitFor();
    await lookAround(page, 'work-with-us-modal-filled', { fullPage: false });

    await dialog.getByRole('button', { name: 'Invia Candidatura' }).click();
    await dialog.getByText('Candidatura Inviata!').waitFor();
    await screenshot(page, 'work-with-us-sent');
    // 001 section 4: the success view closes itself after 3 s (JOB_APPLICATION_LIMITS.successCloseMs).
    await page.clock.fastForward(JOB_APPLICATION_LIMITS.successCloseMs);
    await dialog.waitFor({ state: 'detached' });

    const token = await adminToken();
    const confirmations = await api<{ data: OutboxMail[] }>(`/dev/outbox?to=${encodeURIComponent(who.email)}`, { token });
    const confirmation = confirmations.data.find((m) => m.kind === 'job-application-confirmation');
    expect(confirmation?.bodyText).toContain(`Ciao ${who.firstName},`);
    const recent = await api<{ data: OutboxMail[] }>('/dev/outbox?limit=50', { token });
    const application = recent.data.find((m) => m.kind === 'job-application' && m.subject.includes(who.firstName));
    expect(application).toBeTruthy();
    expect(application!.bodyText).toContain(`Email: ${who.email}`);
    expect(application!.bodyText).toContain('Permesso di lavoro: In corso');
    expect(application!.bodyText).toContain('Foto del portfolio: 2');
    const links = application!.bodyText.match(/https?:\/\/\S+\/media\/job-applications\/[0-9a-f]{32}\.webp/g) ?? [];
    expect(links).toHaveLength(2);
    // The recruiting inbox opens the links without a login.
    for (const link of links) {
      const served = await fetch(new URL(new URL(link).pathname, page.url()));
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    }

    // The admin sees it in 'Candidature', with both photos.
    await signIn(page, demoAdmin.email, demoAdmin.password);
    await page.goto('/admin?tab=applications');
    await page.getByRole('heading', { level: 2, name: 'Candidature' }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${who.firstName} Candidato` }) });
    await card.waitFor();
    expect(await card.getByRole('img').count()).toBe(2);
    expect(await card.innerText()).toContain(who.email);
    await lookAround(page, 'admin-applications');

    expect(problems).toEqual([]);
    await context.close();
  });
});
