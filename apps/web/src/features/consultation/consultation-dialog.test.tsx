import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import { reply, stubApi, type Stub } from '../../test-api';
import { ConsultationButton } from './consultation-button';

const tomorrow = addDays(todayInZone(new Date(), 'Europe/Zurich'), 1);

const mockContact = (answer: Stub<'contactCreate'>) => stubApi({ contactCreate: answer });

function renderButton() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ConsultationButton />
    </QueryClientProvider>,
  );
}

const next = () => screen.getByRole('button', { name: 'Continua' });
const dialog = () => screen.getByRole('dialog', { name: 'Consulenza Gratuita' });

async function open() {
  fireEvent.click(screen.getByRole('button', { name: 'Consulenza Gratuita' }));
  return screen.findByRole('dialog', { name: 'Consulenza Gratuita' });
}

async function fillFirstThreeSteps() {
  expect(next()).toHaveProperty('disabled', true);
  fireEvent.click(screen.getByRole('radio', { name: 'Barba e Grooming' }));
  expect(next()).toHaveProperty('disabled', false);
  fireEvent.click(next());

  expect(await screen.findByRole('heading', { name: 'Data e ora' })).toBeTruthy();
  expect(next()).toHaveProperty('disabled', true);
  fireEvent.change(screen.getByLabelText('Giorno preferito'), { target: { value: tomorrow } });
  expect(next()).toHaveProperty('disabled', true);
  // The spec's preset slots: 9:00-11:30 and 14:00-18:30 every half hour, nothing at lunch.
  const times = within(dialog())
    .getAllByRole('radio')
    .map((r) => (r as HTMLInputElement).value);
  expect(times).toEqual([
    '09:00',
    '09:30',
    '10:00',
    '10:30',
    '11:00',
    '11:30',
    '14:00',
    '14:30',
    '15:00',
    '15:30',
    '16:00',
    '16:30',
    '17:00',
    '17:30',
    '18:00',
    '18:30',
  ]);
  fireEvent.click(screen.getByRole('radio', { name: '14:30' }));
  fireEvent.click(next());

  expect(await screen.findByRole('heading', { name: 'Contatti' })).toBeTruthy();
  expect(next()).toHaveProperty('disabled', true);
  fireEvent.change(screen.getByLabelText('Nome e cognome'), { target: { value: 'Marco Bernasconi' } });
  fireEvent.change(screen.getByLabelText('Telefono'), { target: { value: '12' } });
  fireEvent.click(next());
  // The shared schema's Italian message; the step does not move on.
  expect(await screen.findByText(/Inserisci un numero di telefono valido/)).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Contatti' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Telefono'), { target: { value: '079 765 43 21' } });
  fireEvent.change(screen.getByLabelText('Email (facoltativa)'), { target: { value: 'marco@example.ch' } });
  fireEvent.click(next());
  expect(await screen.findByRole('heading', { name: 'Dettagli' })).toBeTruthy();
}

afterEach(() => vi.unstubAllGlobals());

describe('Consulenza Gratuita', () => {
  it('walks the four steps, shows the summary, sends, then closes after 3 s and starts again empty', async () => {
    const api = mockContact(
      reply(201, {
        success: true,
        message: 'Richiesta inviata!',
        data: { _id: 'r1', kind: 'consultation', createdAt: new Date().toISOString() },
      }),
    );
    renderButton();
    await open();
    await fillFirstThreeSteps();
    fireEvent.change(screen.getByLabelText('Raccontaci cosa desideri (facoltativo)'), {
      target: { value: 'Barba lunga' },
    });
    fireEvent.click(next());

    expect(await screen.findByRole('heading', { name: 'Riepilogo' })).toBeTruthy();
    const summary = dialog().textContent ?? '';
    expect(summary).toContain('Barba e Grooming');
    expect(summary).toContain('14:30');
    expect(summary).toContain('Marco Bernasconi');
    expect(summary).toContain('Barba lunga');
    fireEvent.click(screen.getByRole('button', { name: 'Invia Richiesta' }));

    expect(await screen.findByText('Richiesta Inviata!')).toBeTruthy();
    const body = api.callsTo('contactCreate')[0]!.body;
    expect(body).toEqual({
      kind: 'consultation',
      service: 'barba',
      date: tomorrow,
      time: '14:30',
      name: 'Marco Bernasconi',
      phone: '079 765 43 21',
      email: 'marco@example.ch',
      message: 'Barba lunga',
      website: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });

    await new Promise((resolve) => setTimeout(resolve, 400));
    await open();
    expect(screen.getByRole('heading', { name: 'Servizio' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Barba e Grooming' })).toHaveProperty('checked', false);
  }, 15_000);

  it("puts the server's field error back on its step", async () => {
    mockContact(
      reply(400, {
        success: false,
        code: 'VALIDATION',
        message: 'La data non può essere nel passato',
        errors: [{ field: 'date', message: 'La data non può essere nel passato' }],
      }),
    );
    renderButton();
    await open();
    await fillFirstThreeSteps();
    fireEvent.click(next());
    fireEvent.click(await screen.findByRole('button', { name: 'Invia Richiesta' }));
    expect(await screen.findByRole('heading', { name: 'Data e ora' })).toBeTruthy();
    expect(within(dialog()).getAllByText('La data non può essere nel passato').length).toBeGreaterThan(0);
  });

  it('goes back with Indietro keeping what was chosen', async () => {
    renderButton();
    await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Skin Care' }));
    fireEvent.click(next());
    await screen.findByRole('heading', { name: 'Data e ora' });
    fireEvent.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(await screen.findByRole('heading', { name: 'Servizio' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Skin Care' })).toHaveProperty('checked', true);
  });
});
