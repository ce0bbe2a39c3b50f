import { describe, expect, it } from 'vitest';
import { demoBarber } from '../support/accounts';
import { api } from '../support/api';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { lookAround } from '../support/look';

// Issue 29 item 1 (ADR 0063): walk-ins, 'Senza Appuntamento'. Luca is added at the counter, Sara joins from the
// QR code's page on her phone; the TV shows first names only; Marco starts and finishes Luca from his panel and
// Sara's open page moves up by itself. The server's clock is the real one: after hours the door refuses to queue
// (no chair can serve anyone today), so Sara is then added at the counter too and the rest is the same.
const browser = useBrowser();

interface Joined {
  data: { id: string; token: string; position: number; estimatedWaitMinutes: number | null };
}

async function marco() {
  const { token, user } = await api<{ token: string; user: { barberId: string } }>('/auth/login', {
    method: 'POST',
    body: { email: demoBarber.email, password: demoBarber.password },
  });
  const { data } = await api<{ data: { serviceIds: string[] } }>(`/barbers/${user.barberId}`, { token });
  const services = await api<{ _id: string; name: string }[]>('/services/active');
  return { token, service: services.find((s) => s._id === data.serviceIds[0])! };
}

describe('walk-ins', () => {
  it("two join, the screen shows first names, 'Fatto' on the first moves the second up live; at 390 px", async () => {
    const { token, service } = await marco();
    const atCounter = (firstName: string) =>
      api<Joined>('/walk-ins', { method: 'POST', token, body: { firstName, phone: '079 555 12 34', serviceId: service._id } });
    const luca = await atCounter('Luca');

    // Sara at the door, on her phone.
    const sara = await openPage(browser(), PHONE);
    await sara.page.goto('/coda');
    await sara.page.getByRole('heading', { level: 1, name: 'Senza appuntamento' }).waitFor();
    await lookAround(sara.page, 'walk-ins-join');
    const form = sara.page.getByRole('form', { name: 'Mettiti in coda' });
    await form.getByLabel('Nome').fill('Sara');
    await form.getByLabel('Telefono').fill('079 555 98 76');
    await form.getByLabel('Servizio').selectOption({ label: service.name });
    await form.getByRole('button', { name: 'Mettimi in coda' }).click();
    const position = sara.page.getByTestId('walk-in-position');
    const refused = sara.page.getByText("Oggi non c'è più posto senza appuntamento per questo servizio", { exact: false });
    await position.or(refused).waitFor();
    if (await refused.isVisible()) await sara.page.goto(`/coda/${(await atCounter('Sara')).data.token}`);
    expect(await position.innerText()).toBe('2');
    const queue = await api<{ data: { entries: { firstName: string; waitMinutes: number | null }[] } }>('/walk-ins/queue');
    const [first, second] = queue.data.entries.slice(-2);
    expect([first!.firstName, second!.firstName]).toEqual(['Luca', 'Sara']);
    if (first!.waitMinutes !== null) expect(second!.waitMinutes!).toBeGreaterThanOrEqual(first!.waitMinutes);

    // The TV: first names only, never a phone or a surname.
    const tv = await openPage(browser(), DESKTOP);
    await tv.page.goto('/coda/schermo');
    const waiting = tv.page.getByRole('region', { name: 'In attesa' });
    await waiting.getByText('Sara').waitFor();
    expect(await tv.page.locator('main').innerText()).not.toMatch(/079|555|\+41|Bianchi/);
    await lookAround(tv.page, 'walk-ins-screen');

    // Marco's panel on his phone: 'Inizia', then 'Fatto' on Luca; Sara's page moves up without a reload.
    const panel = await openPage(browser(), PHONE);
    await signIn(panel.page, demoBarber.email, demoBarber.password);
    await panel.page.goto('/barber?tab=queue');
    const list = panel.page.getByRole('list', { name: 'Clienti in coda' });
    const lucaRow = list.getByRole('listitem').filter({ hasText: 'Luca' });
    await lucaRow.waitFor();
    await lookAround(panel.page, 'walk-ins-panel');
    await lucaRow.getByRole('button', { name: 'Inizia' }).click();
    await lucaRow.getByRole('button', { name: 'Fatto' }).click();
    await expect.poll(() => position.innerText(), { message: "Sara's place after 'Fatto' on Luca" }).toBe('1');
    // Sara may move up already when Luca's service starts; Luca's 'Fatto' is its own round trip.
    await expect
      .poll(async () => (await api<{ data: { status: string } }>(`/walk-ins/${luca.data.token}`)).data.status, {
        message: "Luca's walk-in after 'Fatto'",
      })
      .toBe('done');

    // 'Chiama il prossimo': Sara's page says it is her turn.
    await panel.page.getByRole('button', { name: 'Chiama il prossimo' }).click();
    await sara.page.getByText('Tocca a te! Vieni alla poltrona di Marco').waitFor();

    for (const session of [sara, tv, panel]) {
      expect(session.problems).toEqual([]);
      await session.context.close();
    }
  });
});
