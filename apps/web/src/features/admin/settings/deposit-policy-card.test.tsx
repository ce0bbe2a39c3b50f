import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reply, stubApi } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { toast } from '../../../lib/toast';
import { DepositPolicyCard } from './deposit-policy-card';
import type { DepositPolicy } from './deposit-policy-api';

const OFF: DepositPolicy = {
  enabled: false,
  kind: 'fixed',
  fixedAmount: 20,
  percent: 30,
  threshold: 2,
  firstTimeAtPeak: false,
  peakDays: ['friday', 'saturday'],
  peakFrom: '16:00',
  peakTo: '19:00',
};

const renderCard = () =>
  renderRoutes([{ path: '/', element: <DepositPolicyCard /> }], { auth: makeAuth(makeUser({ role: 'admin' })) });

afterEach(() => vi.restoreAllMocks());

describe('DepositPolicyCard', () => {
  it('shows the stored policy (off), and saves it switched on with a share of the price and peak hours', async () => {
    const sent: unknown[] = [];
    const saved = vi.spyOn(toast, 'success');
    stubApi({
      depositPolicy: { success: true, data: OFF },
      updateDepositPolicy: ({ body }) => {
        sent.push(body);
        return { success: true, data: body as DepositPolicy };
      },
    });
    renderCard();
    const enabled = await screen.findByRole<HTMLInputElement>('checkbox', { name: /Chiedi un acconto/ });
    expect(enabled.checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Importo (CHF)').value).toBe('20.00');
    // Peak hours are asked only when they are used.
    expect(screen.queryByText('Giorni di punta')).toBeNull();

    fireEvent.click(enabled);
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo di acconto' }), { target: { value: 'percent' } });
    fireEvent.change(screen.getByLabelText('Percentuale (%)'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText(/Appuntamenti mancati/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /nuovi clienti nelle ore di punta/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Domenica' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Venerdì' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva acconto' }));

    await waitFor(() => expect(saved).toHaveBeenCalledWith('Acconto salvato'));
    expect(sent[0]).toEqual({ ...OFF, enabled: true, kind: 'percent', percent: 25, threshold: 1, firstTimeAtPeak: true, peakDays: ['saturday', 'sunday'] });
  });

  it("shows the server's Italian refusal and keeps what was typed", async () => {
    stubApi({
      depositPolicy: { success: true, data: { ...OFF, enabled: true } },
      updateDepositPolicy: reply(400, {
        success: false,
        code: 'VALIDATION',
        message: "L'acconto fisso deve essere tra CHF 1.00 e CHF 500.00",
        errors: [{ field: 'fixedAmount', message: "L'acconto fisso deve essere tra CHF 1.00 e CHF 500.00" }],
      } as never),
    });
    renderCard();
    const amount = await screen.findByLabelText<HTMLInputElement>('Importo (CHF)');
    fireEvent.change(amount, { target: { value: '0.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva acconto' }));
    expect(await screen.findByText("L'acconto fisso deve essere tra CHF 1.00 e CHF 500.00")).toBeTruthy();
    expect(amount.value).toBe('0.50');
  });
});
