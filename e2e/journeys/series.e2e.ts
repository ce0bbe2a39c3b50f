import { describe, expect, it } from 'vitest';
import { addDays } from '../../packages/shared/src/domain/zoned-time';
import { formatDate } from '../../apps/web/src/lib/format';
import { demoClient } from '../support/accounts';
import { api } from '../support/api';
import { openDay, slotButton } from '../support/booking-flow';
import { PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';

// Issue 29 item 4, ADR 0068: a regular books a series. Luca Moretti's Friday evenings, which no other journey books:
// the first date within the booking window, the second one too (so a guest can take it first), the third beyond it.
const first = nextWeekdayFrom(5, ['friday']);
const second = addDays(first, 14);
const third = addDays(first, 28);
const SERVICE = 'Taglio + Shampoo';

type Occurrence = { date: string; free: boolean };
type Listed = { _id: string; date: string; time: string; status: string; seriesId?: string | null; barber: { firstName: string } };

const browser = useBrowser();

/** Luca, the service, and a late time at which all three dates are free (asked as the customer, before the browser). */
async function setUp(token: string) {
  const barbers = await api<{ _id: string; firstName: string }[]>('/appointments/public/barbers');
  const services = await api<{ _id: string; name: string }[]>('/services/active');
  const barberId = barbers.find((b) => b.firstName === 'Luca')!._id;
  const serviceId = services.find((s) => s.name === SERVICE)!._id;
  for (const time of ['17:30', '17:00', '16:30', '16:00']) {
    const { data } = await api<{ data: { occurrences: Occurrence[] } }>('/appointments/series-preview', {
      method: 'POST',
      token,
      body: { barberId, serviceId, date: first, time, repeat: { everyWeeks: 2, count: 3 } },
    });
    if (data.occurrences.every((o) => o.free)) return { barberId, serviceId, time };
  }
  throw new Error(`no late time free on ${first}, ${second} and ${third}`);
}

describe('regulars on repeat', () => {
  it('on a phone: a series every 2 weeks, 3 times, with one date taken: the alternative accepted, then the rest cancelled', async () => {
    const { token } = await api<{ token: string }>('/auth/login', {
      method: 'POST',
      body: { email: demoClient.email, password: demoClient.password },
    });
    const { barberId, serviceId, time } = await setUp(token);
    // Someone else takes the second date's time first.
    await api('/appointments/public/appointments/guest', {
      method: 'POST',
      body: { barberId, serviceId, date: second, time, firstName: 'Ugo', lastName: 'Sala', email: 'ugo.sala@example.ch', phone: '079 555 77 88' },
    });

    const { page, context, problems } = await openPage(browser(), PHONE);
    await signIn(page, demoClient.email, demoClient.password);
    await page.goto('/booking');
    await page.getByRole('heading', { level: 1, name: 'Prenota il tuo appuntamento' }).waitFor();
    await openDay(page, 'Luca Moretti', SERVICE, first);
    await slotButton(page, time).click();
    await page.getByLabel('Ripeti').selectOption({ label: 'Ogni 2 settimane' });
    await page.getByLabel('Quante volte').selectOption({ label: '3 volte' });
    await page.getByRole('button', { name: 'Controlla le date' }).click();

    // The three dates, the second taken with its nearest free alternative on the same day.
    const review = page.getByRole('region', { name: 'Le date della tua serie' });
    const taken = review.getByRole('listitem', { name: `${formatDate(second, 'short')}, ${time}: Occupato` });
    await taken.waitFor();
    expect(await review.getByRole('listitem', { name: /: Libero$/ }).count()).toBe(2);
    const alternative = /Alternativa più vicina: (\d\d\.\d\d\.\d{4}) alle (\d\d:\d\d)/.exec(await taken.innerText());
    expect(alternative?.[1]).toBe(formatDate(second, 'short'));
    expect(await taken.getByRole('radio', { name: "Accetta l'alternativa" }).isChecked()).toBe(true);
    await lookAround(page, 'series-review');

    await review.getByRole('button', { name: 'Prenota 3 appuntamenti' }).click();
    await page.getByRole('heading', { name: 'Serie prenotata' }).waitFor();
    await lookAround(page, 'series-booked');

    // Three appointments of one series: the first and third at the time chosen, the second at the alternative.
    const mine = await api<Listed[]>('/appointments/my-appointments', { token });
    const series = mine
      .filter((a) => a.status === 'confirmed' && a.barber.firstName === 'Luca' && [first, second, third].includes(a.date) && a.seriesId)
      .sort((a, b) => a.date.localeCompare(b.date));
    expect(series.map((a) => `${a.date} ${a.time}`)).toEqual([`${first} ${time}`, `${second} ${alternative?.[2]}`, `${third} ${time}`]);
    expect(new Set(series.map((a) => a.seriesId)).size).toBe(1);

    // From the second: 'Cancella il resto della serie' cancels it and the third; the first stays.
    await page.getByRole('button', { name: 'I miei appuntamenti' }).click();
    const card = page
      .getByRole('region', { name: 'I tuoi appuntamenti' })
      .getByRole('article')
      .filter({ hasText: `${formatDate(second)}, ${alternative?.[2]}` });
    await card.getByRole('button', { name: 'Cancella il resto della serie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancellare il resto della serie?' });
    await dialog.waitFor();
    await lookAround(page, 'series-cancel-rest', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancella il resto' }).click();
    await page.getByText('2 appuntamenti cancellati').waitFor();

    const after = await api<Listed[]>('/appointments/my-appointments', { token });
    const status = (id: string) => after.find((a) => a._id === id)?.status;
    expect(series.map((a) => status(a._id))).toEqual(['confirmed', 'cancelled', 'cancelled']);

    expect(problems).toEqual([]);
    await context.close();
  });
});
