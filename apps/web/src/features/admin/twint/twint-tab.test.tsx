import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatChf } from '../../../lib/format';
import { reply, stubApi, type Stub } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import { twintAge } from './twint-age';
import type { TwintPayment } from './twint-api';
import { TwintTab } from './twint-tab';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const payment = (overrides: Partial<TwintPayment>): TwintPayment => ({
  _id: '00000000-0000-4000-8000-000000000001',
  paymentId: 'pay_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  status: 'pending',
  amount: 30,
  createdAt: minutesAgo(5),
  completedAt: null,
  errorMessage: null,
  description: 'Appuntamento: Taglio + Shampoo',
  customerDetails: { name: 'Anna Neri', email: 'anna@example.ch' },
  metadata: { type: 'appointment' },
  twintTransactionId: null,
  ...overrides,
});

const pending = payment({});
const done = payment({
  _id: '00000000-0000-4000-8000-000000000002',
  paymentId: 'pay_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
  status: 'completed',
  amount: 45,
  completedAt: minutesAgo(1),
  customerDetails: { name: 'Luca Bruni', email: 'luca@example.ch' },
});

function serve(confirm: Stub<'twintConfirm'> = { success: true, message: 'ok' }) {
  return stubApi({
    adminTwintPayments: ({ query }) => {
      const status = query.get('status');
      return { success: true, data: [pending, done].filter((p) => !status || p.status === status) };
    },
    twintQr: { success: true, data: null },
    twintConfirm: confirm,
    twintCancel: { success: true, message: 'Pagamento cancellato' },
  });
}

const renderTab = () =>
  renderRoutes([{ path: '/', element: <TwintTab /> }], { auth: makeAuth(makeUser({ role: 'admin' })) });

describe('TwintTab', () => {
  it('age labels: Ora, then m fa, h fa, g fa', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(twintAge('2026-03-01T11:59:30Z', now)).toBe('Ora');
    expect(twintAge('2026-03-01T11:45:00Z', now)).toBe('15m fa');
    expect(twintAge('2026-03-01T09:00:00Z', now)).toBe('3h fa');
    expect(twintAge('2026-02-27T12:00:00Z', now)).toBe('2g fa');
  });

  it('lists payments with filters; only pending ones have confirm and cancel; the filter asks the server', async () => {
    const api = serve();
    renderTab();
    const anna = await screen.findByRole('article', { name: `${formatChf(30)}, Anna Neri` });
    expect(within(anna).getByText('5m fa')).toBeTruthy();
    expect(within(anna).getByText('In attesa')).toBeTruthy();
    expect(within(anna).getByText('AAAAAAAA')).toBeTruthy();
    const luca = screen.getByRole('article', { name: `${formatChf(45)}, Luca Bruni` });
    expect(within(luca).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual(['Tutti']);

    fireEvent.click(screen.getByRole('button', { name: 'Completati' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Anna Neri/ })).toBeNull());
    expect(api.callsTo('adminTwintPayments').at(-1)!.query.get('status')).toBe('completed');
    fireEvent.click(screen.getByRole('button', { name: 'Falliti' }));
    expect(await screen.findByText('Nessun pagamento Twint con questo stato.')).toBeTruthy();
  });

  it('confirms after the dialog with the spec body; a second confirmation is the spec 404 text', async () => {
    let answered = 0;
    const api = serve(() =>
      ++answered === 1
        ? { success: true, message: 'ok' }
        : reply(404, { success: false, code: 'PAYMENT_ALREADY_PROCESSED', message: 'x' }),
    );
    renderTab();
    const anna = await screen.findByRole('article', { name: /Anna Neri/ });
    fireEvent.click(within(anna).getByRole('button', { name: 'Conferma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma pagamento' });
    expect(dialog.textContent).toContain(
      `Confermi di aver ricevuto ${formatChf(30)} via TWINT da Anna Neri?`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma pagamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [confirm] = api.callsTo('twintConfirm');
    expect(confirm!.params).toEqual({ id: pending._id });
    expect(confirm!.body).toMatchObject({
      metadata: { confirmed_via: 'admin_panel', amount_confirmed: 30, admin_action: true },
    });

    fireEvent.click(within(anna).getByRole('button', { name: 'Conferma' }));
    const again = await screen.findByRole('dialog', { name: 'Conferma pagamento' });
    fireEvent.click(within(again).getByRole('button', { name: 'Conferma pagamento' }));
    expect((await within(again).findByRole('alert')).textContent).toBe(
      'Pagamento non trovato o già processato',
    );
  });

  it("cancels with the default reason 'Cancellato da admin' after asking", async () => {
    const api = serve();
    renderTab();
    const anna = await screen.findByRole('article', { name: /Anna Neri/ });
    fireEvent.click(within(anna).getByRole('button', { name: 'Annulla pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annulla pagamento' });
    expect((within(dialog).getByLabelText('Motivo') as HTMLInputElement).value).toBe('Cancellato da admin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla pagamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [cancel] = api.callsTo('twintCancel');
    expect(cancel!.body).toEqual({ reason: 'Cancellato da admin' });
  });

  it('refreshes every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serve();
    renderTab();
    await screen.findByRole('article', { name: /Anna Neri/ });
    const before = api.callsTo('adminTwintPayments').length;
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(api.callsTo('adminTwintPayments').length).toBe(before + 1));
    vi.useRealTimers();
  });
});
