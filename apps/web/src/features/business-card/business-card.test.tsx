import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import type { Service } from '@barber/shared/schemas/catalog';
import { stubApi } from '../../test-api';
import { renderRoutes, shopInfo } from '../../test-utils';
import { BusinessCardButton } from './business-card-button';
import { closeBusinessCard } from './close-event';

const shop = {
  ...shopInfo,
  name: 'Barber Studio Lugano',
  tagline: 'Tagli classici e moderni',
  phone: '+41 91 555 01 23',
  openingHours: [
    { day: 'monday' as const, open: true, startTime: '14:00', endTime: '19:00' },
    { day: 'tuesday' as const, open: true, startTime: '09:00', endTime: '19:00' },
    { day: 'sunday' as const, open: false, startTime: null, endTime: null },
  ],
};

const services: Service[] = [
  { _id: 's1', name: 'Taglio + Shampoo', price: 30, duration: 30, description: null, isActive: true },
  { _id: 's2', name: 'Barba Modellata', price: 25, duration: 20, description: null, isActive: true },
];

function renderCard() {
  stubApi({ shopState: { success: true, data: { configured: true, ...shop } }, activeServices: services });
  return renderRoutes([
    { path: '/', element: <BusinessCardButton /> },
    { path: '/guest-booking', element: <h1>Prenotazione ospite</h1> },
  ]);
}

async function openCard() {
  const result = renderCard();
  const trigger = screen.getByRole('button', { name: 'Biglietto da Visita' });
  fireEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Biglietto da visita digitale' });
  await within(dialog).findByRole('heading', { name: 'Barber Studio Lugano' });
  return { ...result, dialog, trigger };
}

const side = (dialog: HTMLElement, name: 'front' | 'back') =>
  dialog.querySelector<HTMLElement>(`[data-side="${name}"]`)!;

describe('BusinessCardButton', () => {
  it('opens the card with the shop’s details, hours and a QR code to the booking page', async () => {
    const { dialog } = await openCard();
    expect(
      dialog.getAttribute('aria-modal') ?? dialog.closest('[aria-modal]')?.getAttribute('aria-modal'),
    ).not.toBe('false');
    const front = side(dialog, 'front');
    expect(within(front).getByText('Tagli classici e moderni')).toBeTruthy();
    expect(within(front).getByText(/Via Nassa 1, 6900 Lugano/)).toBeTruthy();
    expect(within(front).getByRole('link', { name: '+41 91 555 01 23' }).getAttribute('href')).toBe(
      'tel:+41915550123',
    );
    expect(front.textContent).toContain('Lun 14:00–19:00');
    expect(front.textContent).toContain('Dom Chiuso');
    expect(within(front).getByText('Prenota Online')).toBeTruthy();

    const qr = within(front).getByTestId('business-card-qr');
    expect(qr.dataset.qrValue).toBe(`${window.location.origin}/guest-booking`);
    const svg = qr.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('100');
    expect(svg.getAttribute('height')).toBe('100');
    expect(svg.querySelector('title')?.textContent).toContain(`${window.location.origin}/guest-booking`);
    // High error correction: the same code as level H, larger than level L would make it.
    const reference = (level: 'L' | 'H') => {
      const { container, unmount } = render(
        <QRCodeSVG value={`${window.location.origin}/guest-booking`} level={level} />,
      );
      const viewBox = container.querySelector('svg')!.getAttribute('viewBox');
      unmount();
      return viewBox;
    };
    expect(svg.getAttribute('viewBox')).toBe(reference('H'));
    expect(svg.getAttribute('viewBox')).not.toBe(reference('L'));
  });

  it('links the chat with a greeting, the maps listing, and offers the vCard', async () => {
    const { dialog } = await openCard();
    const whatsapp = within(dialog).getByRole('link', { name: /WhatsApp/ });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/41915550123');
    expect(href.searchParams.get('text')).toBe(
      'Ciao Barber Studio Lugano! Vorrei avere informazioni per un appuntamento.',
    );
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    const maps = new URL(within(dialog).getByRole('link', { name: /Mappa/ }).getAttribute('href')!);
    expect(maps.searchParams.get('query')).toBe('Barber Studio Lugano, Via Nassa 1, 6900 Lugano');

    const vcard = within(dialog).getByRole('link', { name: 'Salva contatto' });
    expect(vcard.getAttribute('download')).toBe('barber-studio-lugano.vcf');
    const text = decodeURIComponent(
      vcard.getAttribute('href')!.replace('data:text/vcard;charset=utf-8,', ''),
    );
    expect(text).toContain('BEGIN:VCARD\r\nVERSION:3.0\r\n');
    expect(text).toContain('FN:Barber Studio Lugano\r\n');
    expect(text).toContain('TEL;TYPE=WORK,VOICE:+41915550123\r\n');
    expect(text).toContain(`URL:${window.location.origin}/guest-booking\r\n`);
  });

  it('flips to the services and back; the hidden side can be neither focused nor followed', async () => {
    const { dialog, router } = await openCard();
    const inner = within(dialog).getByTestId('business-card-inner');
    const front = side(dialog, 'front');
    const back = side(dialog, 'back');
    expect(inner.dataset.flipped).toBe('false');
    const inert = (el: HTMLElement) => el.hasAttribute('inert');
    expect(inert(back)).toBe(true);
    expect(inert(front)).toBe(false);
    expect(back.className).toContain('pointer-events-none');
    // A click that reaches the hidden back's 'Prenota Ora' anyway does not navigate.
    fireEvent.click(within(back).getByText('Prenota Ora'));
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Visualizza Servizi' }));
    expect(inner.dataset.flipped).toBe('true');
    expect(inner.className).toContain('rotate-y-180');
    expect(inert(front)).toBe(true);
    expect(inert(back)).toBe(false);
    expect(front.className).toContain('pointer-events-none');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('I Nostri Servizi'));
    expect(await within(back).findByText('Taglio + Shampoo')).toBeTruthy();
    expect(within(back).getByText('CHF 30.00')).toBeTruthy();
    expect(within(back).getByRole('img', { name: '5 stelle su 5' })).toBeTruthy();
    expect(within(back).getByText('Clienti soddisfatti dal 2020')).toBeTruthy();

    fireEvent.click(within(back).getByRole('button', { name: 'Indietro' }));
    expect(inner.dataset.flipped).toBe('false');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Visualizza Servizi'));
  });

  it('respects reduced motion: the flip has no transition then', async () => {
    const { dialog } = await openCard();
    expect(within(dialog).getByTestId('business-card-inner').className).toContain(
      'motion-reduce:transition-none',
    );
  });

  it('Prenota Ora on the back goes to the booking page and closes the card', async () => {
    const { dialog, router } = await openCard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Visualizza Servizi' }));
    fireEvent.click(within(side(dialog, 'back')).getByRole('link', { name: 'Prenota Ora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest-booking'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks the page scroll while open', async () => {
    await openCard();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('closes with the close button and gives the focus back to the trigger', async () => {
    const { trigger } = await openCard();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi il biglietto da visita' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes with Escape', async () => {
    const { dialog } = await openCard();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on a click on the backdrop, not on the card', async () => {
    const { dialog } = await openCard();
    fireEvent.click(side(dialog, 'front'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(within(dialog).getByTestId('business-card-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on the document-level close event, and opens on its front again', async () => {
    const { dialog } = await openCard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Visualizza Servizi' }));
    act(() => closeBusinessCard());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Biglietto da Visita' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByTestId('business-card-inner').dataset.flipped).toBe('false');
  });
});
