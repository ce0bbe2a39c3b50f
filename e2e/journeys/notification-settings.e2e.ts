import { afterAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../support/accounts';
import { api } from '../support/api';
import { DESKTOP, openPage, signIn, useBrowser } from '../support/browser';
import { openAdminTab } from '../support/admin-nav';
import { lookAround } from '../support/look';

// The admin's 'Impostazioni' tab (issue 13 item 2): when the reminders go. The journey changes the shop's SMS
// reminder, so it puts the defaults back at the end (other journeys share the demo server).
const browser = useBrowser();

const adminToken = async () =>
  (
    await api<{ token: string }>('/auth/login', {
      method: 'POST',
      body: { email: demoAdmin.email, password: demoAdmin.password },
    })
  ).token;

afterAll(async () => {
  await api('/admin/notification-settings', {
    method: 'PUT',
    token: await adminToken(),
    body: { reminderEmailHours: 24, reminderSmsHours: 2 },
  });
});

async function adminSettingsTab() {
  const session = await openPage(browser(), DESKTOP);
  await signIn(session.page, demoAdmin.email, demoAdmin.password);
  await session.page.goto('/admin');
  await openAdminTab(session.page, 'Impostazioni');
  await session.page.getByRole('heading', { name: 'Notifiche' }).waitFor();
  await session.page.getByRole('combobox', { name: 'Promemoria SMS' }).waitFor();
  return session;
}

describe('notification settings', () => {
  it('the admin changes the SMS reminder to 3 ore; after a reload it is kept; the tab looked at on a phone and a desktop in both themes', async () => {
    const { page, problems, context } = await adminSettingsTab();
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    expect(await page.getByRole('region', { name: 'Notifiche' }).isVisible()).toBe(true);
    await lookAround(page, 'admin-notification-settings');
    const sms = page.getByRole('combobox', { name: 'Promemoria SMS' });
    const email = page.getByRole('combobox', { name: 'Promemoria email' });
    expect(await email.inputValue()).toBe('24');
    await sms.selectOption({ label: '3 ore' });
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await page.getByText('Impostazioni salvate').waitFor();

    await page.reload();
    await page.getByRole('combobox', { name: 'Promemoria SMS' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Promemoria SMS' }).inputValue()).toBe('3');
    expect(await page.getByRole('combobox', { name: 'Promemoria email' }).inputValue()).toBe('24');
    // The server holds it too (what the reminder scan reads).
    const stored = await api<{ data: { reminderSmsHours: number } }>('/admin/notification-settings', {
      token: await adminToken(),
    });
    expect(stored.data.reminderSmsHours).toBe(3);
    expect(problems).toEqual([]);
    await context.close();
  });

});
