import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse } from '../../../test-utils';
import { AppointmentsCalendar } from './appointments-calendar';
import { makeAppointment } from './test-appointment';

type Call = { url: string; method: string; body: unknown };

function stubApi(statusAnswer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const appointment = makeAppointment({
    _id: 'apt-1',
    date: '2026-03-10',
    time: '10:00',
    status: 'confirmed',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/admin/barbers')) return jsonResponse(200, { success: true, data: [] });
      if (url.startsWith('/api/appointments/filtered'))
        return jsonResponse(200, { success: true, data: [appointment] });
      if (url.startsWith('/api/appointments/apt-1/status')) return statusAnswer();
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  return calls;
}

function renderCalendar() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <AppointmentsCalendar today="2026-03-10" />
    </QueryClientProvider>,
  );
}

const statusSelect = () => screen.getByLabelText('Stato di Taglio Uomo delle 10:00') as HTMLSelectElement;

describe('AppointmentsCalendar status changes', () => {
  it("sends the admin's cancellation reason with the new status", async () => {
    const calls = stubApi(() =>
      jsonResponse(200, { success: true, data: makeAppointment({ _id: 'apt-1', status: 'cancelled' }) }),
    );
    renderCalendar();
    await screen.findByLabelText('Stato di Taglio Uomo delle 10:00');
    fireEvent.change(statusSelect(), { target: { value: 'cancelled' } });
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/api/appointments/apt-1/status');
    expect(patch?.body).toEqual({
      status: 'cancelled',
      cancellationReason: "Cancellato dall'amministratore",
    });
  });

  it('shows the new status at once and puts the old one back when the server refuses', async () => {
    let refuse!: () => void;
    const gate = new Promise<void>((resolve) => (refuse = resolve));
    stubApi(async () => {
      await gate;
      return jsonResponse(409, { success: false, code: 'SLOT_TAKEN', message: 'Orario già occupato' });
    });
    renderCalendar();
    await screen.findByLabelText('Stato di Taglio Uomo delle 10:00');
    fireEvent.change(statusSelect(), { target: { value: 'pending' } });
    await waitFor(() => expect(statusSelect().value).toBe('pending'));
    expect(statusSelect().closest('article')?.dataset.status).toBe('pending');
    refuse();
    await waitFor(() => expect(statusSelect().value).toBe('confirmed'));
  });
});
