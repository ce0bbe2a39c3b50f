import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { WorkingDay } from '../../packages/shared/src/domain/working-hours';
import { addDays, todayInZone, zonedToUtc } from '../../packages/shared/src/domain/zoned-time';
import { demoAdmin } from '../support/accounts';
import { api, freeTimes } from '../support/api';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { lookAround } from '../support/look';

// Issue 29 item 3 (ADR 0069): last-minute fill. A time inside the next 24 hours is cancelled and nobody is on the
// waiting list for it: Anna and Bruno, regulars whose usual month between cuts has passed, get the offer by SMS
// and email. Bruno opens his link first, Anna taps hers first and books; Bruno's tap then meets 'Già prenotato'
// with other times. Bruno turns the offers off from the link; his profile shows it. The server's clock is the real
// one, so the freed time is the first bookable one between one and 23 hours from now. The demo shop is closed on
// Sundays, which leaves no such time from Saturday evening to Sunday afternoon: the journey opens the shop and one
// barber on Sundays too, and puts both back at the end. Its server is its own meanwhile (support/server.ts: the
// files of one server run one after another), so no other journey sees the Sunday open.
const ZONE = 'Europe/Zurich';
const PASSWORD = 'Ultimo-Minuto-2026';
const stamp = Date.now();
/** Past a toast's 4 seconds on screen (sonner's default) and its exit. */
const TOAST_MS = 5_000;
const browser = useBrowser();

interface Barber {
  _id: string;
  firstName: string;
  lastName: string;
}
interface Service {
  _id: string;
  name: string;
  duration: number;
}

async function register(firstName: string) {
  const email = `${firstName.toLowerCase()}.ultimo.${stamp}@example.ch`;
  const { token } = await api<{ token: string }>('/auth/register', {
    method: 'POST',
    body: { firstName, lastName: 'Test', email, phone: '079 555 66 77', password: PASSWORD },
  });
  return { email, token, firstName };
}

const adminToken = async () =>
  (await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: demoAdmin.email, password: demoAdmin.password } })).token;

/** What the journey changed, to put back: the shop's settings and the barber's week as they were. */
const restore: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
});

/** Sunday 08:00-20:00 for the shop and for `barber`, so a day ahead always holds a bookable time (see the top). */
async function openOnSundays(token: string, barber: Barber) {
  const shop = (await api<{ data: { openingHours: { day: string }[] } & Record<string, unknown> }>('/admin/shop-settings', { token })).data;
  const sunday = { day: 'sunday', open: true, startTime: '08:00', endTime: '20:00', hasBreak: false, breakStart: null, breakEnd: null };
  await api('/admin/shop-settings', {
    method: 'PUT',
    token,
    body: { ...shop, openingHours: shop.openingHours.map((day) => (day.day === 'sunday' ? sunday : day)) },
  });
  // Closing Sunday again leaves this journey's bookings outside the hours: the owner confirms it, as in the page.
  restore.push(() => api('/admin/shop-settings', { method: 'PUT', token, body: { ...shop, confirmConflicts: true } }));
  const { data } = await api<{ data: { workingHours: WorkingDay[] } }>(`/barbers/${barber._id}`, { token });
  const workingHours = data.workingHours.map((day) =>
    day.day === 'sunday' ? { ...day, isWorking: true, startTime: '08:00', endTime: '20:00', hasBreak: false, breakStart: null, breakEnd: null } : day,
  );
  await api(`/barbers/${barber._id}/working-hours`, { method: 'PUT', token, body: { workingHours } });
  restore.push(() => api(`/barbers/${barber._id}/working-hours`, { method: 'PUT', token, body: { workingHours: data.workingHours } }));
}

/** The first time a barber can be booked for the service between one and 23 hours from now. */
async function timeInsideADay(barbers: Barber[], service: Service) {
  const now = Date.now();
  const today = todayInZone(new Date(now), ZONE);
  for (const date of [today, addDays(today, 1)]) {
    for (const barber of barbers) {
      for (const time of await freeTimes(barber._id, date, service.duration)) {
        const ahead = zonedToUtc(date, time, ZONE).getTime() - now;
        if (ahead >= 3_600_000 && ahead <= 23 * 3_600_000) return { barber, date, time };
      }
    }
  }
  throw new Error('no bookable time in the next 24 hours, even with the shop open on Sundays');
}

/** The one-tap link of the offer the fill sent to `email`, read from the dev outbox once the job has sent it. */
async function offerPath(email: string, token: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = await api<{ data: { kind: string; channel: string; bodyText: string }[] }>(
          `/dev/outbox?to=${encodeURIComponent(email)}`,
          { token },
        );
        path = outbox.data
          .find((m) => m.kind === 'last-minute-offer')
          ?.bodyText.match(/\/ultimo-minuto\/[A-Za-z0-9_-]{32}(?!\/)/)?.[0];
        return path;
      },
      { message: `a last-minute offer for ${email} in the outbox`, timeout: 15_000, interval: 250 },
    )
    .toBeTruthy();
  return path!;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('last-minute fill', () => {
  it("a cancellation inside 24 hours reaches two due regulars; the first tap books, the second meets 'Già prenotato'; the link turns the offers off; at 390 px", async () => {
    const token = await adminToken();
    const barbers = await api<Barber[]>('/barbers/public');
    const service = (await api<Service[]>('/services/active'))[0]!;
    await openOnSundays(token, barbers[0]!);
    const freed = await timeInsideADay(barbers, service);

    // Two regulars with a visit every 30 days, the last one 35 and 40 days ago: both due.
    const anna = await register('Anna');
    const bruno = await register('Bruno');
    for (const [who, days] of [[anna, [95, 65, 35]], [bruno, [100, 70, 40]]] as const) {
      await api('/dev/past-visits', { method: 'POST', token, body: { email: who.email, barberId: freed.barber._id, serviceId: service._id, daysAgo: days } });
    }

    // Gino had that time; the shop cancels it (his call came in too late for him to do it himself).
    const gino = await register('Gino');
    const booked = await api<{ data: { _id: string } }>('/appointments', {
      method: 'POST',
      token: gino.token,
      body: { barberId: freed.barber._id, serviceId: service._id, date: freed.date, time: freed.time },
    });
    await api(`/appointments/${booked.data._id}/status`, { method: 'PUT', token, body: { status: 'cancelled' } });

    // The waiting list has nobody for it: within seconds both regulars have the offer.
    const [annaPath, brunoPath] = [await offerPath(anna.email, token), await offerPath(bruno.email, token)];

    // Bruno opens his link on his phone (no session: the link is the permission) but does not tap yet.
    const brunoPhone = await openPage(browser(), PHONE);
    await brunoPhone.page.goto(brunoPath);
    await heading(brunoPhone.page, 'Si è liberato un posto');
    const offer = await brunoPhone.page.locator('main').innerText();
    for (const part of ['Ciao Bruno', service.name, `${freed.barber.firstName} ${freed.barber.lastName}`, freed.time, 'CHF']) expect(offer).toContain(part);
    await lookAround(brunoPhone.page, 'last-minute-offer');

    // Anna taps first and books it.
    const annaPhone = await openPage(browser(), PHONE);
    await annaPhone.page.goto(annaPath);
    await annaPhone.page.getByRole('button', { name: 'Prenota questo posto' }).click();
    await heading(annaPhone.page, 'Prenotazione confermata');
    await lookAround(annaPhone.page, 'last-minute-booked');
    const mine = await api<{ date: string; time: string; status: string }[]>('/appointments/my-appointments', { token: anna.token });
    expect(mine).toContainEqual(expect.objectContaining({ date: freed.date, time: freed.time, status: 'confirmed' }));

    // Bruno's tap comes second: 'Già prenotato', with other free times of that barber.
    await brunoPhone.page.getByRole('button', { name: 'Prenota questo posto' }).click();
    await heading(brunoPhone.page, 'Già prenotato');
    await brunoPhone.page.getByText('Qualcuno ha preso questo orario prima di te', { exact: false }).waitFor();
    await lookAround(brunoPhone.page, 'last-minute-taken');

    // He wants no more offers: the link under the page, then one tap.
    await brunoPhone.page.getByRole('link', { name: 'Non inviarmi più offerte' }).click();
    await heading(brunoPhone.page, 'Offerte last-minute');
    await brunoPhone.page.getByRole('button', { name: 'Non inviarmi più offerte' }).click();
    await brunoPhone.page.getByText('Non riceverai più offerte last-minute.', { exact: false }).waitFor();
    await lookAround(brunoPhone.page, 'last-minute-stop');

    // His profile shows the choice off, and turns it on again; the toast goes after its 4 seconds (the page's clock).
    const profile = await openPage(browser(), PHONE);
    await profile.page.clock.install();
    await signIn(profile.page, bruno.email, PASSWORD);
    await profile.page.goto('/profile');
    const choice = profile.page.getByRole('checkbox', { name: 'Ricevi le offerte last-minute' });
    await choice.waitFor();
    expect(await choice.isChecked()).toBe(false);
    await lookAround(profile.page, 'last-minute-profile');
    await choice.click();
    const toast = profile.page.getByText('Riceverai le offerte last-minute quando si libera un posto.');
    await toast.waitFor();
    expect(await choice.isChecked()).toBe(true);
    await profile.page.clock.fastForward(TOAST_MS);
    await expect.poll(() => toast.count(), { message: 'the toast gone after its 4 seconds' }).toBe(0);
    expect((await api<{ data: { enabled: boolean } }>('/last-minute/my-choice', { token: bruno.token })).data.enabled).toBe(true);

    expect([...brunoPhone.problems, ...annaPhone.problems, ...profile.problems]).toEqual([]);
    for (const session of [brunoPhone, annaPhone, profile]) await session.context.close();
  });

  it("the owner's switch is on in the demo; looked at on a desktop", async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP);
    await signIn(page, demoAdmin.email, demoAdmin.password);
    await page.goto('/admin?tab=settings');
    const box = page.getByRole('checkbox', { name: 'Offri i posti liberati ai clienti abituali' });
    await box.waitFor();
    expect(await box.isChecked()).toBe(true);
    await box.scrollIntoViewIfNeeded();
    await lookAround(page, 'last-minute-settings');
    expect(problems).toEqual([]);
    await context.close();
  });
});
