import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WEEKDAYS } from '@barber/shared/domain/zoned-time';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { reply, stubApi } from '../../../test-api';
import { toast } from '../../../lib/toast';
import { ShopSettingsCard } from './shop-settings-card';
import type { ShopSettings, ShopSettingsConflicts } from './shop-settings-api';

const stored: ShopSettings = {
  name: 'Barber Studio',
  tagline: '',
  address: 'Via Nassa 21',
  postalCode: '6900',
  city: 'Lugano',
  phone: '+41 91 555 01 23',
  email: 'info@example.ch',
  socialLinks: { instagram: '', facebook: '', tiktok: '' },
  openingHours: WEEKDAYS.map((day) => ({
    day,
    open: day !== 'sunday',
    startTime: day === 'sunday' ? null : '09:00',
    endTime: day === 'sunday' ? null : '19:00',
  })),
  booking: { windowDays: 30, changeNoticeHours: 24, slotStepMinutes: 15 },
};
const none: ShopSettingsConflicts = { barbers: [], appointments: [] };
const saved = { success: true as const, data: stored, message: 'Impostazioni salvate' };

const renderCard = () =>
  renderRoutes([{ path: '/', element: <ShopSettingsCard /> }], { auth: makeAuth(makeUser({ role: 'admin' })) });

afterEach(() => vi.restoreAllMocks());

describe('ShopSettingsCard', () => {
  it('saves a changed phone after the server finds nothing left outside', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => '');
    const api = stubApi({ shopSettings: { success: true, data: stored }, previewShopSettings: { success: true, data: none }, updateShopSettings: saved, shopState: { success: true, data: { configured: false, needsSetup: false } } });
    renderCard();
    const phone = await screen.findByRole('textbox', { name: 'Telefono' });
    fireEvent.change(phone, { target: { value: '091 555 77 88' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva il negozio' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Impostazioni salvate'));
    expect(api.callsTo('updateShopSettings')[0]!.body).toMatchObject({ phone: '091 555 77 88', confirmConflicts: false });
  });

  it('lists what shorter hours leave outside and saves only when the owner confirms', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => '');
    const conflicts: ShopSettingsConflicts = {
      barbers: [{ barberId: 'b1', name: 'Marco Rossi', days: [{ day: 'saturday', message: 'Sabato il negozio è aperto 09:00-15:00.' }] }],
      appointments: [
        { _id: 'a1', barberName: 'Marco Rossi', customerName: 'Anna Neri', customerPhone: '+41791234567', serviceName: 'Taglio', date: '2026-06-06', startTime: '17:00' },
      ],
    };
    const api = stubApi({ shopSettings: { success: true, data: stored }, previewShopSettings: { success: true, data: conflicts }, updateShopSettings: saved, shopState: { success: true, data: { configured: false, needsSetup: false } } });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Salva il negozio' }));
    const dialog = await screen.findByRole('dialog', { name: 'I nuovi orari lasciano fuori qualcosa' });
    expect(within(dialog).getByText('Marco Rossi')).toBeTruthy();
    expect(within(dialog).getByText(/Anna Neri con Marco Rossi · \+41 79 123 45 67/)).toBeTruthy();
    expect(api.callsTo('updateShopSettings')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva comunque' }));
    await waitFor(() => expect(api.callsTo('updateShopSettings')).toHaveLength(1));
    expect(api.callsTo('updateShopSettings')[0]!.body).toMatchObject({ confirmConflicts: true });
  });

  it("shows the server's Italian message on the field it names", async () => {
    stubApi({
      shopSettings: { success: true, data: stored },
      previewShopSettings: reply(400, { success: false, code: 'VALIDATION', message: 'Dati non validi.', errors: [{ field: 'booking.windowDays', message: 'Giorni di prenotazione: un numero intero tra 1 e 365' }] }),
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Salva il negozio' }));
    const field = await screen.findByRole('spinbutton', { name: 'Prenotabile con quanti giorni di anticipo' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Giorni di prenotazione: un numero intero tra 1 e 365').length).toBeGreaterThan(0);
  });

  it('writes the saved motto in other languages in a dialog, outside the settings form (ADR 0073)', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => '');
    const withMotto = { ...stored, tagline: 'Tagli classici a Lugano' };
    const api = stubApi({
      shopSettings: { success: true, data: withMotto },
      shopTranslations: { success: true, data: { en: { tagline: 'Classic cuts in Lugano' } } },
      saveShopTranslations: ({ body }) => ({ success: true, message: 'Traduzioni salvate.', data: body as Record<string, never> }),
      shopState: { success: true, data: { configured: false, needsSetup: false } },
    });
    renderCard();
    const open = await screen.findByRole('button', { name: /^Traduzioni del motto/ });
    await waitFor(() => expect(open.textContent).toContain('1/3'));
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Traduzioni del motto' });
    expect(within(dialog).getAllByText('Vuoto: si legge «Tagli classici a Lugano»')).toHaveLength(3);
    expect((within(dialog).getByLabelText('Motto (English)') as HTMLInputElement).value).toBe('Classic cuts in Lugano');
    fireEvent.change(within(dialog).getByLabelText('Motto (Deutsch)'), { target: { value: 'Klassische Schnitte in Lugano' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Traduzioni salvate.'));
    expect(api.callsTo('saveShopTranslations').map((call) => call.body)).toEqual([
      { de: { tagline: 'Klassische Schnitte in Lugano' }, fr: { tagline: '' }, en: { tagline: 'Classic cuts in Lugano' } },
    ]);
    // The settings themselves were not sent, and the public details are read again.
    expect(api.callsTo('updateShopSettings')).toHaveLength(0);
    expect(api.callsTo('previewShopSettings')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the Italian motto first when none is saved', async () => {
    const api = stubApi({ shopSettings: { success: true, data: stored } });
    renderCard();
    expect(await screen.findByText('Per tradurre il motto, scrivilo prima in italiano e salva.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Traduzioni del motto/ })).toBeNull();
    expect(api.callsTo('shopTranslations')).toHaveLength(0);
  });
});
