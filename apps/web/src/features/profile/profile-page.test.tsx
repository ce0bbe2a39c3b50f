import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderWatch } from '../../lib/order-watch';
import { toast } from '../../lib/toast';
import { reply, type StubReply } from '../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../test-utils';
import ProfilePage from './profile-page';
import { makeItem, makeOrder, stubOrdersApi } from './orders-test-data';
import type { MyOrder } from './orders-api';

// The socket is replaced by the watch's callbacks: the tests play the server's order_status_updated.
const watches = vi.hoisted(() => [] as OrderWatch[]);
vi.mock('../../lib/order-watch', () => ({
  watchMyOrders: (watch: OrderWatch) => {
    watches.push(watch);
    return () => watches.splice(watches.indexOf(watch), 1);
  },
}));

beforeEach(() => {
  watches.length = 0;
});

function renderProfile(orders: () => readonly MyOrder[] | StubReply, path = '/profile?tab=ordini') {
  const api = stubOrdersApi(orders);
  const view = renderRoutes([{ path: '/profile', element: <ProfilePage /> }], {
    path,
    auth: makeAuth(makeUser({ firstName: 'Mario', lastName: 'Rossi', email: 'mario.rossi@example.ch' })),
  });
  return { api, ...view };
}

// Intl puts a no-break space after CHF: compare the text as it reads.
const textOf = (node: Element) => (node.textContent ?? '').replace(/\s/g, ' ');
const cards = () => screen.findAllByRole('article');
const card = (name: string) => screen.findByRole('article', { name });

describe('ProfilePage', () => {
  it('opens on Informazioni Personali (the data, view mode), and the tabs switch with keys and clicks', async () => {
    const { router } = renderProfile(() => [], '/profile');
    expect(screen.getByRole('tab', { name: 'Informazioni Personali' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Informazioni Personali' });
    expect(within(panel).getByText('Mario')).toBeTruthy();
    expect(within(panel).getByText('Rossi')).toBeTruthy();
    expect(within(panel).getByText('mario.rossi@example.ch')).toBeTruthy();
    // View mode: no text box until 'Modifica Profilo'.
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Modifica Profilo' })).toBeTruthy();

    // Arrow keys move between the two tabs (WAI-ARIA tabs).
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Informazioni Personali' }), { key: 'ArrowRight' });
    expect(router.state.location.search).toBe('?tab=ordini');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'I Miei Ordini' }));
    expect(await screen.findByText('Nessun ordine trovato')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Informazioni Personali' }));
    expect(router.state.location.search).toBe('?tab=personali');
  });
});

describe('I Miei Ordini', () => {
  it('shows each order as a card: number, status, date, item count, total and the first items', async () => {
    renderProfile(() => [makeOrder()]);
    const order = await card('BS-2026-000123');
    const text = textOf(order);
    expect(within(order).getByText('In attesa')).toBeTruthy();
    // 14:30 in Zurich, 24-hour, dd.mm.yyyy.
    expect(text).toContain('07.03.2026, 14:30');
    expect(text).toContain('3 articoli');
    expect(text).toContain('CHF 66.50');
    expect(within(order).getByText('Pomata Opaca')).toBeTruthy();
    expect(within(order).getByText('2×')).toBeTruthy();
    expect(text).not.toContain('altri');
    expect(screen.getByTestId('orders-count').textContent).toBe('1 ordine');
  });

  it("lists the first 3 items then '+N altri'", async () => {
    const items = ['A', 'B', 'C', 'D', 'E'].map((name) => makeItem(`Prodotto ${name}`));
    renderProfile(() => [
      makeOrder({ items }),
      makeOrder({ _id: 'x-2', orderNumber: 'BS-2026-000124', items: items.slice(0, 4) }),
    ]);
    const five = await card('BS-2026-000123');
    expect(
      within(five)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1×Prodotto A', '1×Prodotto B', '1×Prodotto C', '+2 altri']);
    expect(within(five).queryByText('Prodotto D')).toBeNull();
    expect(within(await card('BS-2026-000124')).getByText('+1 altro')).toBeTruthy();
  });

  it('falls back to the last 8 characters of the id, upper-cased, without an order number', async () => {
    renderProfile(() => [makeOrder({ _id: '0f1e2d3c-4b5a-6978-8899-aabbccddeeff', orderNumber: '' })]);
    expect(await card('CCDDEEFF')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Dettagli dell'ordine CCDDEEFF" })).toBeTruthy();
  });

  it('filters by status, asking the server for that status from page 1, with the filtered empty state', async () => {
    const { api } = renderProfile(() => [
      makeOrder(),
      makeOrder({
        _id: 'x-2',
        orderNumber: 'BS-2026-000124',
        status: 'delivered',
        statusLabel: 'Consegnato',
      }),
    ]);
    expect(await cards()).toHaveLength(2);
    expect(screen.getByTestId('orders-count').textContent).toBe('2 ordini');

    fireEvent.change(screen.getByLabelText('Filtra per stato'), { target: { value: 'delivered' } });
    await waitFor(() => expect(screen.getByTestId('orders-count').textContent).toBe('1 ordine'));
    expect(
      (await cards()).map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h3')?.textContent),
    ).toEqual(['BS-2026-000124']);
    const last = api.callsTo('myOrders').at(-1)!;
    expect(last.query.get('status')).toBe('delivered');
    expect(last.query.get('page')).toBe('1');

    fireEvent.change(screen.getByLabelText('Filtra per stato'), { target: { value: 'cancelled' } });
    expect(await screen.findByText('Nessun ordine con questo stato')).toBeTruthy();
    expect(screen.getByText('Nessun ordine trovato')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vai allo Shop' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Filtra per stato'), { target: { value: 'all' } });
    expect(await cards()).toHaveLength(2);
    expect(api.callsTo('myOrders').at(-1)!.query.has('status')).toBe(false);
  });

  it('says when there are no orders at all', async () => {
    renderProfile(() => []);
    expect(await screen.findByText('Non hai ancora effettuato acquisti')).toBeTruthy();
    expect(screen.getByText('Nessun ordine trovato')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai allo Shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('navigation', { name: 'Pagine degli ordini' })).toBeNull();
  });

  it('pages 10 at a time with Precedente and Successiva and Pagina X di Y', async () => {
    const all = Array.from({ length: 23 }, (_, i) =>
      makeOrder({ _id: `o-${i}`, orderNumber: `BS-2026-${String(i + 1).padStart(6, '0')}` }),
    );
    renderProfile(() => all);
    expect(await cards()).toHaveLength(10);
    const paging = screen.getByRole('navigation', { name: 'Pagine degli ordini' });
    expect(within(paging).getByText('Pagina 1 di 3')).toBeTruthy();
    expect((within(paging).getByRole('button', { name: 'Precedente' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByTestId('orders-count').textContent).toBe('23 ordini');

    fireEvent.click(within(paging).getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByText('Pagina 2 di 3')).toBeTruthy();
    expect(await card('BS-2026-000011')).toBeTruthy();
    fireEvent.click(within(paging).getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByText('Pagina 3 di 3')).toBeTruthy();
    await waitFor(async () => expect(await cards()).toHaveLength(3));
    expect((within(paging).getByRole('button', { name: 'Successiva' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(paging).getByRole('button', { name: 'Precedente' }));
    expect(await screen.findByText('Pagina 2 di 3')).toBeTruthy();
  });

  it("opens the details: items with image, quantity and price, totals, payment and 'Ritiro in negozio'", async () => {
    renderProfile(() => [
      makeOrder({
        items: [makeItem('Pomata Opaca', 2, 24), makeItem('Pettine', 1, 9, null)],
        paymentMethod: 'stripe_card',
        paymentStatus: 'paid',
        paymentId: 'pay_123',
        stripePaymentIntentId: 'pi_test_0000AB12CD34',
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: "Dettagli dell'ordine BS-2026-000123" }));
    const dialog = await screen.findByRole('dialog', { name: 'BS-2026-000123' });
    const text = textOf(dialog);
    expect(text).toContain('Ordinato il 07.03.2026, 14:30');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/media/Pomata Opaca.webp');
    expect(within(dialog).getByText('Nessuna immagine')).toBeTruthy();
    expect(text).toContain('2 × CHF 24.00');
    expect(text).toContain('CHF 48.00');
    expect(text).toContain('SubtotaleCHF 57.00');
    expect(text).toContain('TotaleCHF 57.00');
    expect(text).toContain('MetodoCarta');
    expect(text).toContain('Stato del pagamentoPagato');
    expect(text).toContain('…AB12CD34');
    expect(within(dialog).getByText('Ritiro in negozio')).toBeTruthy();
    expect(await within(dialog).findByText(/Via Nassa 1/)).toBeTruthy();
    expect(text).toContain('In attesa');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows a cash order's payment as due at pickup", async () => {
    renderProfile(() => [makeOrder()]);
    fireEvent.click(await screen.findByRole('button', { name: /^Dettagli/ }));
    const text = textOf(await screen.findByRole('dialog'));
    expect(text).toContain('MetodoContanti al ritiro');
    expect(text).toContain('Da pagare al ritiro');
    expect(text).not.toContain('Riferimento carta');
  });

  it("toasts 'Errore nel caricamento degli ordini' when the list fails, and retries", async () => {
    const error = vi.spyOn(toast, 'error');
    let fail = true;
    renderProfile(() =>
      fail ? reply(500, { success: false, message: 'Errore interno del server' }) : [makeOrder()],
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Errore nel caricamento degli ordini'));
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Riprova' }));
    expect(await card('BS-2026-000123')).toBeTruthy();
  });

  it('updates a card and the open details live on order_status_updated, with a toast', async () => {
    const info = vi.spyOn(toast, 'info');
    let orders = [makeOrder()];
    const { api } = renderProfile(() => orders);
    const order = await card('BS-2026-000123');
    fireEvent.click(within(order).getByRole('button', { name: /^Dettagli/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(watches).toHaveLength(1));
    const before = api.callsTo('myOrders').length;

    // The server has the new status by the time the event arrives.
    const updatedAt = '2026-03-08T09:00:00.000Z';
    orders = [makeOrder({ status: 'delivered', statusLabel: 'Consegnato', updatedAt })];
    watches[0]!.onUpdate({
      orderId: orders[0]!._id,
      orderNumber: 'BS-2026-000123',
      status: 'delivered',
      statusLabel: 'Consegnato',
      paymentStatus: 'pending',
      updatedAt,
    });

    await waitFor(() => expect(within(order).getByText('Consegnato')).toBeTruthy());
    expect(within(order).queryByText('In attesa')).toBeNull();
    expect(within(dialog).getByText('Consegnato')).toBeTruthy();
    expect(info).toHaveBeenCalledWith('Ordine BS-2026-000123: Consegnato');
    await waitFor(() => expect(api.callsTo('myOrders').length).toBeGreaterThan(before));
  });

  it('refetches the list when the connection comes back (events may have been missed)', async () => {
    const { api } = renderProfile(() => [makeOrder()]);
    await card('BS-2026-000123');
    await waitFor(() => expect(watches).toHaveLength(1));
    const before = api.callsTo('myOrders').length;
    watches[0]!.onReconnect?.();
    await waitFor(() => expect(api.callsTo('myOrders').length).toBe(before + 1));
  });
});
