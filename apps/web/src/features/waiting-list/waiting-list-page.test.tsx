import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WaitingEntry } from '@barber/shared/contract/waiting-list';
import { reply, type Stubs } from '../../test-api';
import { renderRoutes } from '../../test-utils';
import { BEARD, CUT, LUCA, MARCO, TATTOO, barbers, stubBookingApi } from '../booking/booking-test-data';
import WaitingListPage from './waiting-list-page';

function entry(overrides: Partial<WaitingEntry> = {}): WaitingEntry {
  return {
    _id: 'e1',
    service: 'Taglio + Shampoo',
    serviceId: CUT,
    status: 'pending',
    preferredDays: ['monday', 'friday'],
    preferredTimeSlots: ['evening'],
    preferredBarber: { _id: MARCO, firstName: 'Marco', lastName: 'Bianchi' },
    notes: 'Dopo il lavoro',
    requestDate: '2026-11-20T08:00:00.000Z',
    expiryDate: '2026-12-20T08:00:00.000Z',
    offer: null,
    ...overrides,
  };
}

function renderPage(stubs: Stubs) {
  const api = stubBookingApi({ waitingListBarbers: barbers, ...stubs });
  renderRoutes([{ path: '/waiting-list', element: <WaitingListPage /> }], { path: '/waiting-list' });
  return api;
}
const text = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';

describe('WaitingListPage (/waiting-list)', () => {
  it("shows the spec's empty text", async () => {
    renderPage({ waitingListMine: [] });
    expect(
      await screen.findByText(
        "Non hai richieste in lista d'attesa. Aggiungi una nuova richiesta per essere notificato quando si libera uno slot.",
      ),
    ).toBeTruthy();
  });

  it('lists the entries with their status; a notified one links to its offer', async () => {
    renderPage({
      waitingListMine: [
        entry({
          _id: 'e2',
          status: 'notified',
          offer: {
            token: 'T'.repeat(44),
            date: '2026-11-27',
            time: '17:30',
            offeredUntil: '2026-11-26T15:00:00.000Z',
            barber: { _id: MARCO, firstName: 'Marco', lastName: 'Bianchi' },
          },
        }),
        entry({ status: 'expired', preferredBarber: null, preferredDays: [], preferredTimeSlots: [] }),
      ],
    });
    const list = await screen.findByRole('list', { name: "Le tue richieste in lista d'attesa" });
    const content = list.textContent ?? '';
    for (const part of [
      'Slot disponibile',
      'Scaduta',
      'Lunedì, Venerdì',
      'Sera (17:00-19:00)',
      'Qualsiasi barbiere',
      'Qualsiasi giorno',
      'fino alle 16:00',
    ]) {
      expect(content).toContain(part);
    }
    expect(within(list).getByRole('link', { name: 'Prenota ora' }).getAttribute('href')).toBe(
      `/lista-attesa/offerta/${'T'.repeat(44)}`,
    );
  });

  it('the form: service only after a barber, filtered by that barber, cleared when the barber changes; then sent once', async () => {
    const api = renderPage({
      waitingListMine: [],
      waitingListCreate: reply(201, {
        success: true,
        message: "Richiesta aggiunta con successo alla lista d'attesa",
        data: entry(),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nuova richiesta' }));
    const form = screen.getByRole('form', { name: "Aggiungi una richiesta alla lista d'attesa" });
    const service = within(form).getByLabelText('Servizio') as HTMLSelectElement;
    expect(service.disabled).toBe(true);

    fireEvent.click(within(form).getByRole('button', { name: "Aggiungi alla lista d'attesa" }));
    expect(text()).toContain('Seleziona un barbiere');
    expect(api.callsTo('waitingListCreate')).toHaveLength(0);

    const barber = within(form).getByLabelText('Barbiere') as HTMLSelectElement;
    await waitFor(() => expect(barber.options.length).toBeGreaterThan(2));
    fireEvent.change(barber, { target: { value: LUCA } });
    expect([...service.options].map((o) => o.value).filter(Boolean)).toEqual([TATTOO]);
    fireEvent.change(barber, { target: { value: MARCO } });
    expect([...service.options].map((o) => o.value).filter(Boolean)).toEqual([CUT, BEARD]);
    fireEvent.change(service, { target: { value: BEARD } });
    fireEvent.change(barber, { target: { value: LUCA } });
    expect(service.value).toBe('');
    fireEvent.change(barber, { target: { value: MARCO } });
    fireEvent.change(service, { target: { value: BEARD } });
    fireEvent.click(within(form).getByLabelText('Venerdì'));
    fireEvent.click(within(form).getByLabelText('Mattina (9:00-12:00)'));
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: ' Presto ' } });
    const submit = within(form).getByRole('button', { name: "Aggiungi alla lista d'attesa" });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText("Richiesta aggiunta con successo alla lista d'attesa")).toBeTruthy();
    const posts = api.callsTo('waitingListCreate');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      preferredBarber: MARCO,
      serviceId: BEARD,
      service: 'Barba Modellata',
      preferredDays: ['friday'],
      preferredTimeSlots: ['morning'],
      notes: 'Presto',
    });
  });

  it('empties the form at once after a request, with the confirmation; a second request starts clean', async () => {
    const api = renderPage({
      waitingListMine: [],
      waitingListCreate: reply(201, {
        success: true,
        message: "Richiesta aggiunta con successo alla lista d'attesa",
        data: entry(),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nuova richiesta' }));
    const form = () => screen.getByRole('form', { name: "Aggiungi una richiesta alla lista d'attesa" });
    const barber = () => within(form()).getByLabelText('Barbiere') as HTMLSelectElement;
    await waitFor(() => expect(barber().options.length).toBeGreaterThan(2));
    fireEvent.change(barber(), { target: { value: MARCO } });
    fireEvent.change(within(form()).getByLabelText('Servizio'), { target: { value: BEARD } });
    fireEvent.click(within(form()).getByLabelText('Venerdì'));
    fireEvent.change(within(form()).getByLabelText('Note'), { target: { value: 'Presto' } });
    fireEvent.click(within(form()).getByRole('button', { name: "Aggiungi alla lista d'attesa" }));

    expect((await screen.findByRole('status')).textContent).toBe("Richiesta aggiunta con successo alla lista d'attesa");
    await waitFor(() => expect(barber().value).toBe(''));
    expect((within(form()).getByLabelText('Servizio') as HTMLSelectElement).value).toBe('');
    expect((within(form()).getByLabelText('Venerdì') as HTMLInputElement).checked).toBe(false);
    expect((within(form()).getByLabelText('Note') as HTMLTextAreaElement).value).toBe('');

    // A second request begun in the emptied form keeps it open and sends only its own choices.
    fireEvent.change(barber(), { target: { value: LUCA } });
    fireEvent.change(within(form()).getByLabelText('Servizio'), { target: { value: TATTOO } });
    fireEvent.click(within(form()).getByRole('button', { name: "Aggiungi alla lista d'attesa" }));
    await waitFor(() => expect(api.callsTo('waitingListCreate')).toHaveLength(2));
    expect(api.callsTo('waitingListCreate')[1]!.body).toEqual({
      preferredBarber: LUCA,
      serviceId: TATTOO,
      service: expect.any(String),
      preferredDays: [],
      preferredTimeSlots: [],
      notes: null,
    });
  });

  it("asks before removing; someone else's entry shows the spec's 403 text", async () => {
    renderPage({
      waitingListMine: [entry()],
      waitingListDelete: reply(403, {
        success: false,
        code: 'WAITING_ENTRY_FORBIDDEN',
        message: 'Non hai i permessi per eliminare questa richiesta',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      "Sei sicuro di voler rimuovere questa richiesta dalla lista d'attesa?",
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    expect(await within(dialog).findByText('Non hai i permessi per eliminare questa richiesta')).toBeTruthy();
  });
});
