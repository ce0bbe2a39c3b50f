import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply, stubApi, type StubRequest } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { ServiceAddForm } from './service-add-form';
import { ServiceRow } from './service-row';

const admin = makeAuth(makeUser({ role: 'admin' }));
const render = (ui: React.ReactElement) => renderRoutes([{ path: '/', element: ui }], { auth: admin });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const service = { _id: 's1', name: 'Taglio', price: 25, duration: 30, description: null, isActive: true };

describe("the services tab's forms", () => {
  it("checks a new service with the server's messages, then sends it and starts again empty", async () => {
    const sent: StubRequest[] = [];
    stubApi({
      createService: (request) => {
        sent.push(request);
        return reply(201, { success: true, message: 'Servizio creato con successo', data: service });
      },
    });
    const onDone = vi.fn();
    render(<ServiceAddForm onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi servizio' }));
    expect(await screen.findByText('Il prezzo è obbligatorio')).toBeTruthy();
    expect(screen.getByText('La durata è obbligatoria')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
    type('Nome', 'Barba');
    type('Prezzo (CHF)', '20');
    type('Durata (minuti)', '15');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi servizio' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Servizio creato con successo'));
    expect(sent[0]!.body).toMatchObject({ name: 'Barba', price: 20, duration: 15 });
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
  });

  it("edits in place starting in the name, and shows the server's refusal above the buttons", async () => {
    stubApi({ updateService: reply(409, { success: false, message: 'Nome già in uso' }) });
    render(<ServiceRow service={service} onDone={vi.fn()} onDelete={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Modifica Taglio' }));
    const name = screen.getByLabelText('Nome – Taglio');
    expect(document.activeElement).toBe(name);
    expect((screen.getByLabelText('Prezzo (CHF) – Taglio') as HTMLInputElement).value).toBe('25');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Nome già in uso')).toBeTruthy();
  });
});
