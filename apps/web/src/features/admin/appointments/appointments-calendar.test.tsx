import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { reply, stubApi, type Stub } from '../../../test-api';
import { shopAnswer, staffView } from '../../../test-utils';
import { useState } from 'react';
import { AppointmentsCalendar, type CalendarState } from './appointments-calendar';
import { makeAppointment } from './test-appointment';

function serve(
  statusAnswer: Stub<'staffAppointmentStatusPatch'>,
  overrides: Parameters<typeof makeAppointment>[0] = {},
) {
  const appointment = makeAppointment({
    _id: 'apt-1',
    date: '2026-03-10',
    time: '10:00',
    status: 'confirmed',
    ...overrides,
  });
  return stubApi({
    shopState: shopAnswer,
    barberDirectory: [],
    temporaryAbsences: { success: true, data: [] },
    staffAppointments: [staffView(appointment)],
    staffAppointmentStatusPatch: statusAnswer,
  });
}

const STATUS_LABEL = 'Stato di Taglio Uomo delle 10:00';
const statusSelect = () => screen.getByLabelText(STATUS_LABEL) as HTMLSelectElement;

/** Renders the calendar and waits until the stubbed appointment is listed. */
async function showCalendar() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <Calendar />
    </QueryClientProvider>,
  );
  // The grid's block opens the spec's card (the agenda row does the same on a phone).
  fireEvent.click((await screen.findAllByRole('button', { name: /Taglio Uomo/ }))[0]!);
  await screen.findByLabelText(STATUS_LABEL);
}

function Calendar() {
  const [state, setState] = useState<CalendarState>({ view: 'day', date: '2026-03-10', barberId: '' });
  return <AppointmentsCalendar today="2026-03-10" state={state} onStateChange={setState} />;
}

/** The server accepting a status change: it answers the appointment with its new status. */
const accepted = (status: 'cancelled' | 'completed' | 'confirmed' | 'no_show') => ({
  success: true as const,
  data: staffView(makeAppointment({ _id: 'apt-1', status })),
});

describe('AppointmentsCalendar status changes', () => {
  it("sends the admin's cancellation reason with the new status", async () => {
    const api = serve(accepted('cancelled'));
    await showCalendar();
    fireEvent.change(statusSelect(), { target: { value: 'cancelled' } });
    const dialog = await screen.findByRole('dialog', { name: 'Cancellare questo appuntamento?' });
    expect(api.callsTo('staffAppointmentStatusPatch').length > 0).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, cancella' }));
    await waitFor(() => expect(api.callsTo('staffAppointmentStatusPatch').length > 0).toBe(true));
    const [patch] = api.callsTo('staffAppointmentStatusPatch');
    expect(patch?.params).toEqual({ id: 'apt-1' });
    expect(patch?.body).toEqual({
      status: 'cancelled',
      cancellationReason: "Cancellato dall'amministratore",
    });
  });

  it('shows the new status at once and puts the old one back when the server refuses', async () => {
    let refuse!: () => void;
    const gate = new Promise<void>((resolve) => (refuse = resolve));
    serve(async () => {
      await gate;
      return reply(409, { success: false, code: 'SLOT_TAKEN', message: 'Orario già occupato' });
    });
    await showCalendar();
    fireEvent.change(statusSelect(), { target: { value: 'pending' } });
    await waitFor(() => expect(statusSelect().value).toBe('pending'));
    expect(statusSelect().closest('article')?.dataset.status).toBe('pending');
    refuse();
    await waitFor(() => expect(statusSelect().value).toBe('confirmed'));
  });

  it('asks before marking completed, and sends nothing when the admin keeps the status', async () => {
    const api = serve(accepted('completed'));
    await showCalendar();
    fireEvent.change(statusSelect(), { target: { value: 'completed' } });
    const dialog = await screen.findByRole('dialog', {
      name: 'Segnare questo appuntamento come completato?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, mantieni' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Segnare questo appuntamento come completato?' }),
      ).toBeNull(),
    );
    expect(api.callsTo('staffAppointmentStatusPatch').length > 0).toBe(false);
    expect(statusSelect().value).toBe('confirmed');

    fireEvent.change(statusSelect(), { target: { value: 'completed' } });
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì, completato' }),
    );
    await waitFor(() =>
      expect(api.callsTo('staffAppointmentStatusPatch')[0]?.body).toMatchObject({ status: 'completed' }),
    );
  });

  it("asks before marking 'Non presentato', then sends it (issue 29 item 2)", async () => {
    const api = serve(accepted('no_show'));
    await showCalendar();
    fireEvent.change(statusSelect(), { target: { value: 'no_show' } });
    const dialog = await screen.findByRole('dialog', { name: 'Segnare il cliente come non presentato?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sì, non presentato' }));
    await waitFor(() =>
      expect(api.callsTo('staffAppointmentStatusPatch')[0]?.body).toMatchObject({ status: 'no_show' }),
    );
  });

  it("does not offer 'Completato' nor 'Non presentato' before the appointment starts", async () => {
    serve(reply(500, {}), { startsAt: '2099-03-10T09:00:00.000Z', endsAt: '2099-03-10T09:30:00.000Z' });
    await showCalendar();
    const early = within(statusSelect()).getByRole('option', {
      name: 'Non presentato (non ancora iniziato)',
    }) as HTMLOptionElement;
    expect(early.disabled).toBe(true);
  });

  it("does not offer 'Completato' before the appointment starts, and locks a cancelled one", async () => {
    serve(reply(500, {}), {
      startsAt: '2099-03-10T09:00:00.000Z',
      endsAt: '2099-03-10T09:30:00.000Z',
    });
    await showCalendar();
    const completed = within(statusSelect()).getByRole('option', {
      name: 'Completato (non ancora iniziato)',
    }) as HTMLOptionElement;
    expect(completed.disabled).toBe(true);
    expect(
      (within(statusSelect()).getByRole('option', { name: 'Cancellato' }) as HTMLOptionElement).disabled,
    ).toBe(false);
  });

  it('locks the selector of a cancelled appointment (cancelled is final)', async () => {
    serve(reply(500, {}), { status: 'cancelled' });
    await showCalendar();
    expect(statusSelect().disabled).toBe(true);
  });

  it('a completed appointment offers the owner only corrections, each asking its reason first (issue 23 item 6)', async () => {
    const api = serve(accepted('cancelled'), { status: 'completed' });
    await showCalendar();
    const offered = [...statusSelect().options].map((o) => o.value);
    expect(offered).toEqual(['confirmed', 'completed', 'cancelled', 'no_show']);
    fireEvent.change(statusSelect(), { target: { value: 'cancelled' } });
    const dialog = await screen.findByRole('dialog', { name: 'Correggere un appuntamento completato?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correggi in «Cancellato»' }));
    expect(await within(dialog).findByText('Indica il motivo della correzione.')).toBeTruthy();
    expect(api.callsTo('staffAppointmentStatusPatch').length > 0).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Motivo della correzione'), {
      target: { value: 'Non si è presentato' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correggi in «Cancellato»' }));
    await waitFor(() => expect(api.callsTo('staffAppointmentStatusPatch').length > 0).toBe(true));
    expect(api.callsTo('staffAppointmentStatusPatch')[0]?.body).toEqual({
      status: 'cancelled',
      cancellationReason: "Cancellato dall'amministratore",
      reason: 'Non si è presentato',
    });
  });
});
