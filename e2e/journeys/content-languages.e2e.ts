import { afterAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../support/accounts';
import { api } from '../support/api';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { lookAround } from '../support/look';

// The shop's own content in the visitor's language (issue 28 item 5): the owner writes a service's German name in
// 'Servizi', and a Swiss German phone booking as a guest reads it; a French one, with no French name written, reads
// the Italian. The owner writes the shop's German motto in 'Impostazioni' and a Swiss German phone reads it on the
// home page (ADR 0073). The demo server is shared with other journeys, so the translations are taken back at the end.
const browser = useBrowser();
const SERVICE = 'Taglio + Shampoo';
const GERMAN = 'Herrenschnitt mit Haarwäsche';
const MOTTO = 'Tagli classici e moderni nel cuore di Lugano';
const GERMAN_MOTTO = 'Klassische und moderne Schnitte im Herzen von Lugano';

const adminToken = async () =>
  (await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: demoAdmin.email, password: demoAdmin.password } }))
    .token;

afterAll(async () => {
  const token = await adminToken();
  const services = (await api<{ data: { _id: string; name: string }[] }>('/admin/services', { token })).data;
  const id = services.find((service) => service.name === SERVICE)!._id;
  await api(`/admin/services/${id}/translations`, { method: 'PUT', token, body: {} });
  await api('/admin/shop-settings/translations', { method: 'PUT', token, body: {} });
});

describe('the shop content in the visitor language', () => {
  it("the owner writes a service's German name; a de-CH phone reads it when booking, an fr-CH one the Italian", async () => {
    const owner = await openPage(browser(), DESKTOP);
    await signIn(owner.page, demoAdmin.email, demoAdmin.password);
    await owner.page.goto('/admin?tab=services');
    const open = owner.page.getByRole('button', { name: `Traduzioni di ${SERVICE}` });
    await open.click();
    const editor = owner.page.getByRole('form', { name: `Traduzioni di ${SERVICE}` });
    await editor.getByLabel('Nome (Deutsch)').fill(GERMAN);
    await lookAround(owner.page, 'admin-service-translations', { fullPage: false });
    await editor.getByRole('button', { name: 'Salva' }).click();
    await owner.page.getByText('Traduzioni salvate.').first().waitFor();
    await expect.poll(() => open.textContent()).toContain('1 lingua');
    await owner.context.close();

    const german = await openPage(browser(), PHONE, 'light', { locale: 'de-CH' });
    await german.page.goto('/guest-booking');
    await german.page.getByRole('button', { name: new RegExp(`^${GERMAN}`) }).waitFor();
    expect(await german.page.getByRole('button', { name: /^Taglio \+ Shampoo/ }).count()).toBe(0);
    await lookAround(german.page, 'guest-booking-service-de', { fullPage: false });
    await german.context.close();

    const french = await openPage(browser(), PHONE, 'dark', { locale: 'fr-CH' });
    await french.page.goto('/guest-booking');
    await french.page.getByRole('button', { name: /^Taglio \+ Shampoo/ }).waitFor();
    await french.context.close();
  });

  it("the owner writes the shop's German motto in 'Impostazioni'; a de-CH phone reads it on the home page", async () => {
    const owner = await openPage(browser(), DESKTOP);
    await signIn(owner.page, demoAdmin.email, demoAdmin.password);
    await owner.page.goto('/admin?tab=settings');
    const open = owner.page.getByRole('button', { name: /^Traduzioni del motto/ });
    await open.click();
    const dialog = owner.page.getByRole('dialog', { name: 'Traduzioni del motto' });
    await dialog.getByLabel('Motto (Deutsch)').fill(GERMAN_MOTTO);
    await lookAround(owner.page, 'admin-tagline-translations', { fullPage: false });
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await owner.page.getByText('Traduzioni salvate.').first().waitFor();
    await expect.poll(() => open.textContent()).toContain('1/3');
    await owner.context.close();

    const german = await openPage(browser(), PHONE, 'dark', { locale: 'de-CH' });
    await german.page.goto('/');
    const hero = german.page.locator('#hero');
    await hero.getByText(GERMAN_MOTTO).waitFor();
    expect(await hero.getByText(MOTTO).count()).toBe(0);
    await lookAround(german.page, 'home-motto-de', { fullPage: false });
    await german.context.close();

    const italian = await openPage(browser(), PHONE, 'light');
    await italian.page.goto('/');
    await italian.page.locator('#hero').getByText(MOTTO).waitFor();
    await italian.context.close();
  });
});
