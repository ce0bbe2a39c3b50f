import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../support/accounts';
import { api } from '../support/api';
import { PHONE, openPage, useBrowser } from '../support/browser';
import { lookAround } from '../support/look';

// Issue 23 item 1 (ADR 0031): a new account proves its email. Register, see the notice and 'Invia di nuovo il
// link' on /profile, open the newest link from the demo server's dev outbox, confirmed; the notice is gone.
const browser = useBrowser();

interface OutboxMail {
  kind: string;
  bodyText: string;
}

/** The path of the newest confirmation link sent to `email` (the outbox lists the newest first). */
async function newestConfirmationPath(email: string): Promise<string> {
  const { token } = await api<{ token: string }>('/auth/login', {
    method: 'POST',
    body: { email: demoAdmin.email, password: demoAdmin.password },
  });
  const outbox = await api<{ data: OutboxMail[] }>(`/dev/outbox?to=${encodeURIComponent(email)}`, { token });
  const mails = outbox.data.filter((m) => m.kind === 'email-confirmation');
  expect(mails).toHaveLength(2);
  const link = new URL(mails[0]!.bodyText.match(/https?:\/\/\S+\/conferma-email#token=[\w-]+/)![0]);
  return `${link.pathname}${link.hash}`;
}

describe('email confirmation', () => {
  it('390 px: register, the profile asks, a new link is sent, the link confirms, the profile stops asking', async () => {
    const { page, context, problems } = await openPage(browser(), PHONE);
    const email = `conferma.${Date.now()}@example.ch`;
    await page.goto('/register');
    await page.getByLabel('Nome', { exact: true }).fill('Nina');
    await page.getByLabel('Cognome').fill('Conferma');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password-sicura-1');
    await page.getByLabel('Conferma password').fill('password-sicura-1');
    await page.getByRole('button', { name: 'Registrati' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByText(`Ti abbiamo inviato un link per confermare ${email}`).isVisible(), {
        message: 'the notice that a confirmation link was sent',
      })
      .toBe(true);

    await page.goto('/profile');
    const notice = page.getByRole('region', { name: 'Conferma la tua email' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(`Non hai ancora confermato ${email}.`);
    await lookAround(page, 'profile-email-unconfirmed');
    await notice.getByRole('button', { name: 'Invia di nuovo il link' }).click();
    await expect
      .poll(() => page.getByText(`Ti abbiamo inviato un nuovo link di conferma a ${email}. Vale 24 ore.`).isVisible(), {
        message: 'the notice that a new link was sent',
      })
      .toBe(true);

    await page.goto(await newestConfirmationPath(email));
    await expect
      .poll(() => page.getByText(/^Email confermata\./).isVisible(), { message: "'Email confermata.'" })
      .toBe(true);
    // The token leaves the address bar once it has been used.
    expect(new URL(page.url()).hash).toBe('');
    await lookAround(page, 'email-confirmed');
    await page.getByRole('link', { name: 'Vai al tuo profilo' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: 'Informazioni Personali', level: 2 }).waitFor();
    expect(await notice.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
