import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply, stubApi, type StubRequest } from '../../../test-api';
import { toast } from '../../../lib/toast';
import { makeAuth, makeStaffBarber, makeUser, renderRoutes } from '../../../test-utils';
import { AdminBookingForm } from './admin-booking-form';

const marco = makeStaffBarber();
const service = {
  _id: 's-1',
  name: 'Taglio + Shampoo',
  price: 30,
  duration: 30,
  description: null,
  isActive: true,
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Crea prenotazione' }));

describe("the owner's phone booking", () => {
  it('checks the choices, says when the time went meanwhile, then books, says so and empties the customer', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const sent: StubRequest[] = [];
    stubApi({
      barberDirectory: [marco],
      adminServices: { success: true, data: [service] },
      staffAvailableSlots: [
        { time: '10:00', available: true },
        { time: '10:30', available: true },
      ] as never,
      adminBooking: (request) => {
        sent.push(request);
        if (sent.length === 1)
          return reply(409, { success: false, code: 'SLOT_TAKEN', message: 'Lo slot non è più disponibile' });
        return {
          success: true,
          message: 'Prenotazione creata con successo',
          data: { _id: 'a-9', date: '2026-03-12', barber: { _id: 'b-1' } },
        } as never;
      },
    });
    const onBooked = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <AdminBookingForm
              today="2026-03-10"
              preset={{ barberId: 'b-1', date: '2026-03-12', time: '10:00' }}
              onBooked={onBooked}
            />
          ),
        },
      ],
      { auth: makeAuth(makeUser({ role: 'admin' })) },
    );
    await screen.findByRole('option', { name: /Taglio \+ Shampoo/ });
    submit();
    expect(await screen.findByText('Il nome del cliente è obbligatorio')).toBeTruthy();
    // 'Seleziona un servizio' is its placeholder and its error: the field says it is the wrong one.
    expect(screen.getByLabelText('Servizio').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Nome del cliente'));
    expect(sent).toHaveLength(0);

    type('Nome del cliente', 'Signora Rossi');
    fireEvent.change(screen.getByLabelText('Servizio'), { target: { value: 's-1' } });
    expect(screen.getByLabelText('Servizio').getAttribute('aria-invalid')).not.toBe('true');
    const ten = (await screen.findByRole('radio', { name: /ore 10:00/ })) as HTMLInputElement;
    expect(ten.checked).toBe(true);
    submit();
    expect(await screen.findByText('Errore nella creazione della prenotazione admin')).toBeTruthy();
    expect(screen.getByText('Lo slot non è più disponibile')).toBeTruthy();
    expect(ten.checked).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: /ore 10:30/ }));
    submit();
    await waitFor(() =>
      expect(onBooked).toHaveBeenCalledWith({ id: 'a-9', date: '2026-03-12', barberId: 'b-1' }),
    );
    expect(success).toHaveBeenCalledWith('Prenotazione creata con successo');
    expect(sent[1]!.body).toMatchObject({
      clientNickname: 'Signora Rossi',
      barberId: 'b-1',
      serviceId: 's-1',
      date: '2026-03-12',
      time: '10:30',
    });
    expect((screen.getByLabelText('Nome del cliente') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Errore nella creazione della prenotazione admin')).toBeNull();
  });
});
