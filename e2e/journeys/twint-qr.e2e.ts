import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../support/accounts';
import { api, freeTimes } from '../support/api';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from '../support/browser';
import { nextWeekdayFrom } from '../support/dates';
import { lookAround } from '../support/look';

// The shop's TWINT QR code: the admin uploads it in the Twint tab and a customer paying by TWINT without the
// simulator (the /twint/:reference page) scans it. Luca's afternoons four weeks ahead: no other journey books them.
const qrFile = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/twint-qr.png');
const day = nextWeekdayFrom(25, ['tuesday', 'wednesday', 'thursday', 'friday']);

const browser = useBrowser();

interface Barber {
  _id: string;
  firstName: string;
}
interface Service {
  name: string;
  duration: number;
}

/** A pending TWINT payment of the spec's own flow for a free afternoon slot, as the payment step creates it. */
async function pendingTwint(): Promise<string> {
  const luca = (await api<Barber[]>('/appointments/public/barbers')).find((b) => b.firstName === 'Luca')!;
  const service = (await api<Service[]>('/services/active')).find((s) => s.name === 'Taglio + Shampoo')!;
  const time = (await freeTimes(luca._id, day, service.duration)).find((t) => t >= '14:00')!;
  const answer = await api<{ data: { paymentId: string } }>('/payments/twint/create', {
    method: 'POST',
    body: {
      type: 'appointment',
      currency: 'CHF',
      appointmentData: {
        service: service.name,
        barberId: luca._id,
        date: day,
        time,
        price: 1,
        clientName: 'Quirino Codice',
        clientEmail: 'quirino.codice@example.ch',
        customerDetails: {
          name: 'Quirino Codice',
          email: 'quirino.codice@example.ch',
          phone: '+41 79 555 00 11',
          address: 'Via Nassa 5',
          postalCode: '6900',
          city: 'Lugano',
        },
      },
    },
  });
  return answer.data.paymentId;
}

async function adminTwintTab() {
  const session = await openPage(browser(), DESKTOP);
  await signIn(session.page, demoAdmin.email, demoAdmin.password);
  await session.page.goto('/admin?tab=twint');
  await session.page.getByRole('heading', { name: 'Codice QR TWINT del negozio' }).waitFor();
  return session;
}

/** The image is really served (through /media/) and decoded, not just an <img> pointing nowhere. */
const loadedWidth = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

describe("the shop's TWINT QR code", () => {
  it('the admin uploads it and a customer paying by TWINT sees it; removed, the phone number shows again; both screens looked at on a phone and a desktop in both themes', async () => {
    const admin = await adminTwintTab();
    await admin.page.locator('input[type="file"]').setInputFiles(qrFile);
    await admin.page.getByText('Codice QR TWINT salvato').waitFor();
    await expect
      .poll(() => loadedWidth(admin.page, 'Codice QR TWINT attuale del negozio'), {
        message: "the shop's QR code served and decoded, 370 px wide",
      })
      .toBe(370);
    await admin.page.getByRole('region', { name: 'Codice QR TWINT del negozio' }).scrollIntoViewIfNeeded();
    await lookAround(admin.page, 'admin-twint-qr');

    const reference = await pendingTwint();
    const customer = await openPage(browser(), PHONE);
    await customer.page.goto(`/twint/${reference}`);
    const shopQr = customer.page.getByRole('img', { name: /^Codice QR TWINT di / });
    await shopQr.waitFor();
    await expect
      .poll(() => shopQr.evaluate((img: HTMLImageElement) => img.naturalWidth), {
        message: "the payer's QR code decoded, 370 px wide",
      })
      .toBe(370);
    expect(await customer.page.getByText("Scansiona questo codice QR con l'app TWINT").count()).toBe(1);
    await lookAround(customer.page, 'twint-pay-qr');

    await admin.page.getByRole('button', { name: 'Rimuovi' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Rimuovere il codice QR TWINT?' });
    await dialog.getByRole('button', { name: 'Rimuovi' }).click();
    await admin.page.getByText(/Nessun codice QR caricato/).waitFor();
    await customer.page.reload();
    await customer.page.getByText(/Codice QR non disponibile: paga con TWINT al numero/).waitFor();
    expect([...admin.problems, ...customer.problems]).toEqual([]);
    await Promise.all([admin.context.close(), customer.context.close()]);
  });

});
