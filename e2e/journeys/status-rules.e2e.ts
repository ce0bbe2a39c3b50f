import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../packages/shared/src/domain/zoned-time';
import { demoAdmin } from '../support/accounts';
import { api } from '../support/api';
import { DESKTOP, openPage, signIn, useBrowser } from '../support/browser';
import { lookAround } from '../support/look';

// Issue 23 item 6 (ADR 0037): the owner corrects a completed appointment only with a reason. The demo's completed
// visit (Marco, about ten days ago) is put back to 'Confermato' here and marked completed again afterwards, so the
// other journeys find the demo data as seeded.
const browser = useBrowser();
const today = todayInZone(new Date(), 'Europe/Zurich');
const past = `startDate=${addDays(today, -21)}&endDate=${addDays(today, -1)}`;
const REASON = 'Segnato per errore: il cliente paga la prossima volta';

interface Listed {
  _id: string;
  date: string;
  time: string;
  service: string;
  status: string;
  barber: { firstName: string };
  statusChangeReason: string | null;
}

let token = '';
let visit: Listed;
const listed = async () => (await api<Listed[]>(`/appointments/filtered?${past}`, { token })).find((a) => a._id === visit._id);

beforeAll(async () => {
  token = (await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: demoAdmin.email, password: demoAdmin.password } })).token;
  const visits = await api<Listed[]>(`/appointments/filtered?${past}`, { token });
  const found = visits.find((a) => a.status === 'completed' && a.barber.firstName === 'Marco');
  if (!found) throw new Error('no completed demo visit of Marco in the last three weeks');
  visit = found;
});

afterAll(async () => {
  if (visit && (await listed())?.status !== 'completed') {
    await api(`/appointments/${visit._id}/status`, { method: 'PATCH', token, body: { status: 'completed' } });
  }
});

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openVisit(page: Page) {
  const calendar = page.getByRole('region', { name: 'Calendario Appuntamenti' });
  await calendar.getByLabel('Data', { exact: true }).fill(visit.date);
  await calendar.getByRole('button', { name: new RegExp(`^${visit.time} ${literal(visit.service)}`) }).click();
  const card = page.getByRole('dialog', { name: 'Appuntamento' }).getByRole('article', { name: new RegExp(`^${literal(visit.service)}, ${visit.time}`) });
  await card.waitFor();
  return card;
}

describe('status rules', () => {
  it('the owner corrects a completed visit with a reason; it stays corrected after a reload', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP, 'light');
    await signIn(page, demoAdmin.email, demoAdmin.password);
    await page.goto('/admin');
    const card = await openVisit(page);
    expect(await card.getAttribute('data-status')).toBe('completed');

    // Only the table's changes are offered: no 'In attesa' for completed work.
    const select = card.getByLabel(`Stato di ${visit.service} delle ${visit.time}`);
    expect(await select.locator('option').allTextContents()).toEqual(['Confermato', 'Completato', 'Cancellato', 'Non presentato']);
    await select.selectOption('confirmed');
    const dialog = page.getByRole('dialog', { name: 'Correggere un appuntamento completato?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('non conterà negli incassi');
    await lookAround(page, 'admin-correction-dialog');

    // No reason, no correction.
    await dialog.getByRole('button', { name: 'Correggi in «Confermato»' }).click();
    await dialog.getByText('Indica il motivo della correzione.').waitFor();
    expect((await listed())?.status).toBe('completed');

    await dialog.getByLabel('Motivo della correzione').fill(REASON);
    await dialog.getByRole('button', { name: 'Correggi in «Confermato»' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Stato aggiornato: Confermato' }).waitFor();
    await expect.poll(() => card.getAttribute('data-status')).toBe('confirmed');
    await card.getByText(`Motivo dell'ultimo cambio di stato: ${REASON}`).waitFor();

    // Kept by the server, with its reason.
    await page.reload();
    const again = await openVisit(page);
    expect(await again.getAttribute('data-status')).toBe('confirmed');
    expect(await again.textContent()).toContain(REASON);
    expect(await listed()).toMatchObject({ status: 'confirmed', statusChangeReason: REASON });
    expect(problems).toEqual([]);
    await context.close();
  });
});
