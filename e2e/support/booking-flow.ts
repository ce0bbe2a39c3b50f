import type { Page } from 'playwright-core';
import { formatDate } from '../../apps/web/src/lib/format';

/** A slot of the grid by its time and state, as a screen reader hears it. */
export const slotButton = (page: Page, time: string, state = 'disponibile') =>
  page.getByRole('button', { name: new RegExp(`ore ${time}, ${state}$`) });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
 * Service, barber and day, then waits for the grid: the same taps on the guest page and on /booking (issue 27).
 */
export async function openDay(page: Page, barber: string, service: string, date: string) {
  await tapServiceAndBarber(page, service, barber);
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


/**
 * A logged-in customer's booking from the fourth step of /booking, paid in the shop: 'Prenota', the review, the
 * payment step (the demo runs the payments' test mode), the completion; then back to their appointments.
 */
export async function bookInShopFromAccount(page: Page) {
  await page.getByRole('button', { name: 'Prenota', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Conferma la tua Prenotazione' }).waitFor();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Completa la Prenotazione' }).waitFor();
  await page.getByRole('radio', { name: /Pago in Sede/ }).check();
  await page.getByRole('button', { name: 'Conferma - Pago in Sede' }).click();
  await page.getByRole('heading', { level: 1, name: 'Prenotazione Completata!' }).waitFor();
  await page.getByRole('button', { name: 'I miei appuntamenti' }).click();
  await page.waitForURL((url) => url.pathname === '/booking');
}
