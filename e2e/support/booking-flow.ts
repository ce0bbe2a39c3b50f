import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatDate } from '../../apps/web/src/lib/format';

/** A slot of the grid by its time and state, as a screen reader hears it. */
export const slotButton = (page: Page, time: string, state = 'disponibile') =>
  page.getByRole('button', { name: new RegExp(`ore ${time}, ${state}$`) });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The service options carry price and duration in their text, so the value is looked up by name. */
export async function chooseService(page: Page, barber: string, service: string) {
  await page.getByLabel('Barbiere').selectOption({ label: barber });
  const option = page.getByLabel('Servizio').locator('option', { hasText: service });
  await expect.poll(() => option.count()).toBe(1);
  await page.getByLabel('Servizio').selectOption((await option.getAttribute('value')) ?? '');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The guest page's first two taps: the service (its row starts with the name), then the barber by name or
 * 'Qualsiasi barbiere'.
 */
export async function tapServiceAndBarber(page: Page, service: string, barber: string) {
  await page.getByRole('button', { name: new RegExp(`^${escaped(service)}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${escaped(barber)}`) }).click();
}

/**
 * Barber, service and day, then waits for the grid: on the guest page service first and barber second (taps),
 * on /booking barber then service (selects).
 */
export async function openDay(page: Page, barber: string, service: string, date: string) {
  if (new URL(page.url()).pathname === '/guest-booking') {
    await tapServiceAndBarber(page, service, barber);
  } else {
    await page.getByRole('option', { name: barber }).waitFor({ state: 'attached' });
    await chooseService(page, barber, service);
  }
  await page.getByLabel('Data', { exact: true }).fill(date);
  await page.getByRole('group', { name: `Orari di ${capitalised(formatDate(date))}` }).waitFor();
}

export interface Guest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const chiara: Guest = {
  firstName: 'Chiara',
  lastName: 'Fontana',
  email: 'chiara.fontana@example.ch',
  phone: '79 555 12 34',
};

export async function fillGuest(page: Page, guest: Guest = chiara) {
  await page.getByLabel('Nome', { exact: true }).fill(guest.firstName);
  await page.getByLabel('Cognome').fill(guest.lastName);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Telefono').fill(guest.phone);
}

/** From /guest-booking to the payment step of one booking. */
export async function guestToPayment(page: Page, guest: Guest, date: string, time: string) {
  await page.goto('/guest-booking');
  await openDay(page, 'Marco Bianchi', 'Taglio + Shampoo', date);
  await slotButton(page, time).click();
  await fillGuest(page, guest);
  await page.getByRole('button', { name: 'Prenota Appuntamento' }).click();
  await page.getByRole('heading', { level: 1, name: 'Conferma la tua Prenotazione' }).waitFor();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Completa la Prenotazione' }).waitFor();
}

