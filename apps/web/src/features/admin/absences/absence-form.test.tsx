import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { reply, stubApi, type StubRequest } from '../../../test-api';
import { makeAppointment } from '../appointments/test-appointment';
import { AbsenceForm } from './absence-form';
import { absenceDefaults } from './absence-rules';

// Luca's id is a real one: the form checks a chosen barber with the server's schema before sending.
const LUCA = '6f1c2a9e-3b4d-4c5e-8f7a-1b2c3d4e5f60';
const barbers = [
  { _id: 'barber-1', firstName: 'Marco', lastName: 'Bianchi' },
  { _id: LUCA, firstName: 'Luca', lastName: 'Moretti' },
];

function renderForm(dayAppointments: Appointment[], onSaved = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <AbsenceForm
        today="2026-03-10"
        initial={absenceDefaults('2026-03-10')}
        editing={null}
        dayAppointments={dayAppointments}
        barbers={barbers}
        onDateChange={vi.fn()}
        onSaved={onSaved}
        onCancel={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

const preview = () => within(screen.getByRole('list', { name: 'Slot bloccati' }));

describe('AbsenceForm', () => {
  it('previews the 15-minute slots the default 09:00-10:30 absence blocks', () => {
    renderForm([]);
    expect(
      preview()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00', '10:15']);
    expect(screen.getByText(/6 slot da 15 minuti/)).toBeTruthy();
  });

  it('follows the chosen end time', () => {
    renderForm([]);
    fireEvent.change(screen.getByLabelText('Ora di fine'), { target: { value: '09:30' } });
    expect(
      preview()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['09:00', '09:15']);
  });

  it('disables the submit while a confirmed appointment overlaps, and enables it once the hours avoid it', () => {
    renderForm([
      makeAppointment({ _id: 'a', time: '10:00', duration: 30, status: 'confirmed', service: 'Barba' }),
      makeAppointment({ _id: 'b', time: '09:00', duration: 30, status: 'cancelled' }),
    ]);
    const submit = screen.getByRole('button', { name: 'Crea assenza' }) as HTMLButtonElement;
    const conflict = screen.getByTestId('absence-conflict');
    expect(conflict.textContent).toContain('1 appuntamento attivo in questa fascia');
    expect(conflict.textContent).toContain('10:00–10:30 · Barba');
    expect(conflict.textContent).toContain(
      "Non sarà possibile creare l'assenza finché non sposti o annulli questi appuntamenti",
    );
    expect(submit.disabled).toBe(true);

    // 09:00-10:00 ends exactly when the appointment starts: no conflict.
    fireEvent.change(screen.getByLabelText('Ora di fine'), { target: { value: '10:00' } });
    expect(screen.queryByTestId('absence-conflict')).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it('offers only half-hour steps from 08:00 to 20:30', () => {
    renderForm([]);
    const options = Array.from(
      (screen.getByLabelText('Ora di inizio') as HTMLSelectElement).options,
      (o) => o.value,
    );
    expect(options[0]).toBe('08:00');
    expect(options.at(-1)).toBe('20:30');
    expect(options).toHaveLength(26);
  });

  it("is for the whole studio ('Tutti i barbieri') unless one barber is chosen, who then alone conflicts", () => {
    renderForm([makeAppointment({ _id: 'a', time: '09:30', duration: 30, status: 'confirmed' })]);
    const who = screen.getByLabelText('Barbiere') as HTMLSelectElement;
    expect(Array.from(who.options, (o) => o.text)).toEqual([
      'Tutti i barbieri',
      'Marco Bianchi',
      'Luca Moretti',
    ]);
    expect(who.value).toBe('');
    // Marco's appointment is in the way of a studio-wide absence and of Marco's own, not of Luca's.
    expect(screen.getByTestId('absence-conflict')).toBeTruthy();
    fireEvent.change(who, { target: { value: LUCA } });
    expect(screen.queryByTestId('absence-conflict')).toBeNull();
    fireEvent.change(who, { target: { value: 'barber-1' } });
    expect(screen.getByTestId('absence-conflict')).toBeTruthy();
  });
  it("refuses a past day with the spec's text in its field, then sends the absence for the chosen barber", async () => {
    const sent: StubRequest[] = [];
    stubApi({
      createAbsence: (request) => {
        sent.push(request);
        if (sent.length === 1)
          return reply(409, {
            success: false,
            code: 'ABSENCE_CONFLICT',
            message: 'Conflitto con 1 appuntamenti confermati',
          });
        return { success: true, data: {} } as never;
      },
    });
    const onSaved = vi.fn();
    renderForm([], onSaved);
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: '2026-03-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crea assenza' }));
    expect(await screen.findByText('La data non può essere nel passato')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Data'));
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: '2026-03-12' } });
    expect(screen.queryByText('La data non può essere nel passato')).toBeNull();
    fireEvent.change(screen.getByLabelText('Barbiere'), { target: { value: LUCA } });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Visita medica' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crea assenza' }));
    expect(await screen.findByText('Conflitto con 1 appuntamenti confermati')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crea assenza' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Assenza temporanea creata con successo'));
    expect(sent[1]!.body).toEqual({
      date: '2026-03-12',
      startTime: '09:00',
      endTime: '10:30',
      reason: 'Visita medica',
      notes: null,
      barberId: LUCA,
    });
  });
});
