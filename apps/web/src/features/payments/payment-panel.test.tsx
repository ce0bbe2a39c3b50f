import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentUpdateEvent } from '@barber/shared/realtime';
import { formatChf } from '../../lib/format';
import { cashOnly, testModePayments } from '../../test-utils';
import { PaymentPanel, type PaymentPanelProps } from './payment-panel';

// The realtime channel and the status call are the panel's only outside world besides its props.
const watch = vi.hoisted(() => ({
  listeners: new Map<string, (event: PaymentUpdateEvent) => void>(),
  connection: [] as Array<(up: boolean) => void>,
}));
vi.mock('./payment-watch', () => ({
  watchPayment: (id: string, w: { onUpdate: (event: PaymentUpdateEvent) => void }) => {
    watch.listeners.set(id, w.onUpdate);
    return () => watch.listeners.delete(id);
  },
  watchConnection: (listener: (up: boolean) => void) => {
    watch.connection.push(listener);
    return () => undefined;
  },
}));
const api = vi.hoisted(() => ({ twintStatus: vi.fn(), confirmCardPayment: vi.fn() }));
vi.mock('./payments-api', () => api);
const release = vi.hoisted(() => ({ releasePayment: vi.fn(async (_id: string) => undefined) }));
vi.mock('./release-payment', () => release);


function renderPanel(overrides: Partial<PaymentPanelProps> = {}) {
  const props: PaymentPanelProps = {
    kind: 'appointment',
    summary: <p>Taglio + Shampoo</p>,
    total: 30,
    config: testModePayments,
    initialCustomer: { name: 'Anna Neri', email: 'anna@example.ch', phone: '+41791234567' },
    shop: { name: 'Studio Test', phone: '+41 91 000 00 00', timeZone: 'Europe/Zurich' },
    busy: false,
    returnUrl: 'http://app.test/booking-confirmation?step=payment',
    onCancel: vi.fn(),
    onCash: vi.fn(),
    createCardIntent: vi.fn(async () => ({
      clientSecret: 'pi_1_secret_x',
      paymentIntentId: 'pi_12345678',
      paymentId: 'pay_card',
      amount: 30,
    })),
    createTwint: vi.fn(async () => ({
      paymentId: 'pay_twint',
      twintUrl: 'http://elsewhere.test/twint-simulator/pay_twint',
      amount: 30,
      expiresAt: '2026-01-01T10:15:00.000Z',
      testMode: true,
    })),
    onPaid: vi.fn(),
    ...overrides,
  };
  render(<PaymentPanel {...props} />);
  return props;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** What an old panel asked besides name, email and phone: none of it is asked any more (issue 27, ADR 0056). */
const noAddressFields = () => {
  for (const label of ['Via e numero', 'CAP', 'Città', /indirizzo/i]) expect(screen.queryByLabelText(label)).toBeNull();
};
const declineCard = async () => {
  const { ApiError } = await import('../../lib/api-client');
  api.confirmCardPayment.mockRejectedValueOnce(new ApiError(402, 'PAYMENT_DECLINED', DECLINED));
  fill('Numero della carta', '4000 0000 0000 0002');
  fill('Scadenza (MM/AA)', '12/99');
  fill('CVC', '123');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: `Paga ${formatChf(30)}` })));
};
const DECLINED = 'La carta è stata rifiutata. Usa un altro metodo di pagamento.';
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

beforeEach(() => {
  watch.listeners.clear();
  watch.connection.length = 0;
  api.twintStatus.mockReset();
  api.confirmCardPayment.mockReset();
  release.releasePayment.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('PaymentPanel', () => {
  it("shows the three methods, 'Modalità test', SVIZZERA, LIVE once connected, and the card's fee breakdown", () => {
    renderPanel();
    expect(screen.getByText('Modalità test')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Paga Ora Online/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /TWINT/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Pago in Sede/ })).toBeTruthy();
    expect(screen.getByText('SVIZZERA')).toBeTruthy();
    expect(screen.queryByText('LIVE')).toBeNull();
    act(() => watch.connection.forEach((listener) => listener(true)));
    expect(screen.getByText('LIVE')).toBeTruthy();
    const fees = screen.getByRole('region', { name: 'Dettaglio costi' });
    expect(fees.textContent).toContain('Nessuna commissione');
    expect(within(fees).getByText('Totale addebitato').nextSibling?.textContent).toBe(formatChf(30));
    expect(screen.getByRole('button', { name: `Paga ${formatChf(30)}` })).toBeTruthy();
  });

  it('card and TWINT ask the payer name, email and phone, no street address', () => {
    renderPanel();
    expect(screen.getByRole('group', { name: 'Dati del cliente' })).toBeTruthy();
    for (const label of ['Nome e cognome', 'Email', 'Telefono']) expect(screen.getByLabelText(label)).toBeTruthy();
    noAddressFields();
    fireEvent.click(screen.getByRole('radio', { name: /TWINT/ }));
    expect(screen.getByLabelText('Telefono')).toBeTruthy();
    noAddressFields();
  });

  it('switching to cash shows the total rounded to 5 Rappen and books without the customer form', () => {
    const props = renderPanel({ total: 30.03 });
    fireEvent.click(screen.getByRole('radio', { name: /Pago in Sede/ }));
    const cash = screen.getByRole('region', { name: 'Totale in contanti' });
    expect(cash.textContent).toContain(`Arrotondamento+${formatChf(0.02)}`);
    expect(within(cash).getByText('Da pagare in contanti').nextSibling?.textContent).toBe(formatChf(30.05));
    expect(screen.queryByLabelText('Telefono')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Dettaglio costi' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago in Sede' }));
    expect(props.onCash).toHaveBeenCalledWith(null);
  });

  it("takes a shop order: 'Pago alla Consegna' asks what pickup needs (name, email, phone), and the order's own texts", () => {
    const props = renderPanel({ kind: 'order', cashNeedsDetails: true, total: 52.5, initialCustomer: { name: 'Anna Neri', email: 'anna@example.ch' } });
    fireEvent.click(screen.getByRole('radio', { name: /Pago alla Consegna/ }));
    expect(screen.queryByRole('radio', { name: /Pago in Sede/ })).toBeNull();
    noAddressFields();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago alla Consegna' }));
    expect(alerts()).toContain('Campi obbligatori mancanti: Telefono');
    expect(props.onCash).not.toHaveBeenCalled();
    fill('Telefono', '+41791234567');
    // The missing list follows the form: nothing is missing any more.
    expect(alerts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago alla Consegna' }));
    expect(props.onCash).toHaveBeenCalledWith({ name: 'Anna Neri', email: 'anna@example.ch', phone: '+41791234567' });
  });

  it("says 'Invio dell'ordine…' while an order is placed", () => {
    renderPanel({ kind: 'order', cashNeedsDetails: true, busy: true });
    expect(screen.getByRole('button', { name: "Invio dell'ordine…" })).toBeTruthy();
  });

  it("offers only 'Conferma - Pago alla Consegna' for an order when online payments are off", () => {
    renderPanel({ kind: 'order', cashNeedsDetails: true, config: cashOnly });
    expect(screen.getByText("Il pagamento online non è attivo. Conferma l'ordine e paga al ritiro in negozio.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conferma - Pago alla Consegna' })).toBeTruthy();
  });

  it("offers only 'Conferma - Pago in Sede' under 'Pagamenti Non Disponibili' when online payments are off", () => {
    const props = renderPanel({ config: cashOnly });
    expect(screen.getByText('Pagamenti Non Disponibili')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByText('Modalità test')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago in Sede' }));
    expect(props.onCash).toHaveBeenCalled();
  });

  it('lists the missing fields, shows each rule, and cleans the phone while typing', () => {
    const props = renderPanel({ initialCustomer: {} });
    fill('Telefono', '+41 (79) 123-45-67');
    expect((screen.getByLabelText('Telefono') as HTMLInputElement).value).toBe('+41 79 1234567');
    fill('Email', 'anna@');
    fireEvent.click(screen.getByRole('button', { name: `Paga ${formatChf(30)}` }));
    expect(alerts()).toContain('Campi obbligatori mancanti: Nome e cognome');
    expect(screen.getByText('Email non valida')).toBeTruthy();
    expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(1);
    expect(props.createCardIntent).not.toHaveBeenCalled();
  });

  it('pays by test card: intent, then confirm with pm_card_visa, then reports the cleaned details', async () => {
    api.confirmCardPayment.mockResolvedValue({ success: true, data: { status: 'succeeded' } });
    const props = renderPanel({ initialCustomer: { name: ' Anna Neri ', email: 'Anna@Example.ch ', phone: '+41791234567' } });
    fill('Numero della carta', '4242424242424242');
    fill('Scadenza (MM/AA)', '1299');
    fill('CVC', '123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Paga ${formatChf(30)}` })));
    const customer = { name: 'Anna Neri', email: 'anna@example.ch', phone: '+41791234567' };
    expect(props.createCardIntent).toHaveBeenCalledWith(customer);
    expect(api.confirmCardPayment).toHaveBeenCalledWith('pi_12345678', 'pm_card_visa');
    expect(props.onPaid).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'pay_card', paymentIntentId: 'pi_12345678', paymentMethod: 'stripe_card', customerDetails: customer }),
    );
  });

  it("shows the server's Italian decline message for 4000 0000 0000 0002", async () => {
    const props = renderPanel();
    await declineCard();
    expect(api.confirmCardPayment).toHaveBeenCalledWith('pi_12345678', 'pm_card_chargeDeclined');
    expect(alerts()).toContain(DECLINED);
    expect(props.onPaid).not.toHaveBeenCalled();
  });

  it("a declined card's error is gone once the payer switches to TWINT, and stays gone back on the card", async () => {
    renderPanel();
    await declineCard();
    expect(alerts()).toContain(DECLINED);
    fireEvent.click(screen.getByRole('radio', { name: /TWINT/ }));
    expect(alerts()).not.toContain(DECLINED);
    fireEvent.click(screen.getByRole('radio', { name: /Paga Ora Online/ }));
    expect(alerts()).toEqual([]);
  });

  it("a failed TWINT payment's error is gone once the payer switches to the card", async () => {
    api.twintStatus.mockResolvedValue({ status: 'failed', paymentDetails: {} });
    vi.useFakeTimers();
    renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: /TWINT/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Paga ${formatChf(30)} con TWINT` })));
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(alerts()).toContain('Pagamento Twint annullato o fallito.');
    fireEvent.click(screen.getByRole('radio', { name: /Paga Ora Online/ }));
    expect(alerts()).toEqual([]);
  });

  it('walks a TWINT payment to completed through polling, manual_check and the realtime event', async () => {
    vi.useFakeTimers();
    api.twintStatus.mockResolvedValue({ status: 'pending', paymentDetails: {} });
    const props = renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: /TWINT/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Paga ${formatChf(30)} con TWINT` })));
    expect(screen.getByRole('status').textContent).toContain("In attesa della conferma del pagamento nell'app TWINT");
    // The simulator opens on this origin whatever the server's PUBLIC_URL.
    expect(screen.getByRole('link', { name: 'Apri il simulatore TWINT' }).getAttribute('href')).toBe(
      '/twint-simulator/pay_twint',
    );
    await act(async () => vi.advanceTimersByTime(3_000 * 61));
    expect(api.twintStatus).toHaveBeenCalledTimes(60);
    expect(screen.getByRole('status').textContent).toContain('Verifica manuale');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Controlla Stato' })));
    expect(screen.getByText('Il pagamento è ancora in attesa di conferma.')).toBeTruthy();
    act(() =>
      watch.listeners.get('pay_twint')!({
        paymentId: 'pay_twint',
        status: 'completed',
        paymentStatus: 'succeeded',
        amount: 30,
        source: 'admin',
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('Pagamento Twint completato!');
    expect(props.onPaid).toHaveBeenCalledTimes(1);
    expect(props.onPaid).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'pay_twint', paymentMethod: 'twint', source: 'websocket', paymentIntentId: null }),
    );
  });

  it('switching method after starting a TWINT payment releases it (its slot), then cash books after the release', async () => {
    let released!: () => void;
    release.releasePayment.mockImplementationOnce(() => new Promise<undefined>((done) => (released = () => done(undefined))));
    const props = renderPanel({ onReleased: vi.fn() });
    fireEvent.click(screen.getByRole('radio', { name: /TWINT/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Paga ${formatChf(30)} con TWINT` })));
    expect(screen.getByRole('status').textContent).toContain("In attesa della conferma del pagamento nell'app TWINT");
    expect(release.releasePayment).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: /Pago in Sede/ }));
    expect(release.releasePayment).toHaveBeenCalledWith('pay_twint');
    expect(props.onReleased).toHaveBeenCalledWith('pay_twint');
    expect(screen.queryByRole('status')).toBeNull();
    // The in-person booking waits for the release, or it would meet the guest's own hold.
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago in Sede' }));
    expect(props.onCash).not.toHaveBeenCalled();
    await act(async () => released());
    expect(props.onCash).toHaveBeenCalledTimes(1);
    // Once released, switching again releases nothing more.
    fireEvent.click(screen.getByRole('radio', { name: /Paga Ora Online/ }));
    expect(release.releasePayment).toHaveBeenCalledTimes(1);
  });

  it("'Annulla' after a declined card releases its payment; a paid card is never released", async () => {
    const props = renderPanel();
    await declineCard();
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(release.releasePayment).toHaveBeenCalledWith('pay_card');
    expect(props.onCancel).toHaveBeenCalled();

    release.releasePayment.mockClear();
    api.confirmCardPayment.mockResolvedValue({ success: true, data: { status: 'succeeded' } });
    fill('Numero della carta', '4242 4242 4242 4242');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Paga ${formatChf(30)}` })));
    expect(props.onPaid).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(release.releasePayment).not.toHaveBeenCalled();
  });

  it('a declined TWINT payment returns to the start with the spec error', async () => {
    api.twintStatus.mockResolvedValue({ status: 'failed', paymentDetails: {} });
    vi.useFakeTimers();
    renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: /TWINT/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Paga ${formatChf(30)} con TWINT` })));
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(alerts()).toContain('Pagamento Twint annullato o fallito.');
    expect(screen.getByRole('button', { name: `Paga ${formatChf(30)} con TWINT` })).toBeTruthy();
  });
});
