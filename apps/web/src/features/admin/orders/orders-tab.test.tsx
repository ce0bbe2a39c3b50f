import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatChf } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { reply, stubApi, type Stub } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import type { AdminOrder } from './orders-api';
import { OrdersTab } from './orders-tab';

const order = (overrides: Partial<AdminOrder>): AdminOrder => ({
  _id: '00000000-0000-4000-8000-00000000abc1',
  id: '00000000-0000-4000-8000-00000000abc1',
  orderNumber: 'BS-2026-000123',
  status: 'pending',
  statusLabel: 'In attesa',
  createdAt: '2026-03-02T09:15:00.000Z',
  updatedAt: '2026-03-02T09:15:00.000Z',
  items: [
    {
      product: { _id: 'p1', name: 'Olio da Barba Cedro', images: [{ url: '/media/products/p1.webp' }] },
      productId: 'p1',
      name: 'Olio da Barba Cedro',
      quantity: 2,
      price: 24.5,
      total: 49,
    },
    {
      product: { _id: 'p2', name: 'Cera Opaca', images: [] },
      productId: 'p2',
      name: 'Cera Opaca',
      quantity: 1,
      price: 18,
      total: 18,
    },
  ],
  totals: { subtotal: 67, total: 67 },
  paymentMethod: 'stripe_card',
  paymentStatus: 'paid',
  paymentId: 'pay_XYZ',
  stripePaymentIntentId: 'pi_3Nabcdef123456',
  customerInfo: {
    name: 'Anna Neri',
    email: 'anna@example.ch',
    phone: '+41795551101',
    type: 'guest',
    address: 'Via Nassa 5',
    postalCode: '6900',
    city: 'Lugano',
  },
  customer: null,
  billingAddress: { firstName: 'Anna', lastName: 'Neri', phone: '+41795551101' },
  shippingAddress: { address1: 'Via Nassa 5', postalCode: '6900', city: 'Lugano', country: 'CH' },
  statusHistory: [],
  ...overrides,
});

const anna = order({});
const cash = order({
  _id: '00000000-0000-4000-8000-0000deadbeef',
  id: '00000000-0000-4000-8000-0000deadbeef',
  orderNumber: '',
  status: 'shipped',
  statusLabel: 'Pronto per il ritiro',
  paymentMethod: 'cash',
  paymentStatus: 'pending',
  paymentId: null,
  stripePaymentIntentId: null,
  items: [anna.items[1]!],
  totals: { subtotal: 18, total: 18 },
  customerInfo: { ...anna.customerInfo, name: 'Luca Bruni', email: 'luca@example.ch', type: 'registered' },
});

function serve({ pages = 1, patch }: { pages?: number; patch?: Stub<'orderStatus'> } = {}) {
  let current = [anna, cash];
  return stubApi({
    adminOrders: ({ query }) => {
      const status = query.get('status');
      const page = Number(query.get('page') ?? 1);
      const list = current.filter((o) => !status || o.status === status);
      return {
        success: true,
        data: list,
        pagination: { total: pages > 1 ? pages * 20 : list.length, page, pages, limit: 20 },
      };
    },
    orderStatus:
      patch ??
      (({ params, body }) => {
        const { status } = body as { status: AdminOrder['status'] };
        current = current.map((o) => (o._id === params.id ? { ...o, status } : o));
        return {
          success: true,
          message: 'Stato ordine aggiornato con successo!',
          data: current.find((o) => o._id === params.id)!,
        };
      }),
  });
}

const renderTab = () =>
  renderRoutes([{ path: '/', element: <OrdersTab /> }], { auth: makeAuth(makeUser({ role: 'admin' })) });

// hidden: an open dialog hides the page behind it from the accessibility tree.
const table = () => screen.getByRole('table', { name: 'Elenco degli ordini', hidden: true });

async function openDetails(number: string) {
  await screen.findByRole('table');
  fireEvent.click(within(table()).getByRole('button', { name: `Dettagli dell'ordine ${number}` }));
  return screen.findByRole('dialog', { name: `Ordine ${number}` });
}

describe('OrdersTab', () => {
  it("lists orders with the spec's columns, payment info and the id fallback for a missing number", async () => {
    serve();
    renderTab();
    await screen.findByRole('table');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ordine', 'Cliente', 'Articoli', 'Totale', 'Stato', 'Data', 'Azioni']);
    const [first, second] = within(table()).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('rowheader').textContent).toBe('BS-2026-000123');
    expect(first!.textContent).toContain('Anna Neri');
    expect(within(first!).getAllByRole('cell')[1]!.textContent).toBe('3');
    expect(first!.textContent).toContain(formatChf(67));
    expect(first!.textContent).toContain('Carta · Pagato');
    expect(within(first!).getByText('In attesa')).toBeTruthy();
    expect(first!.textContent).toContain('02.03.2026, 10:15');
    expect(within(second!).getByRole('rowheader').textContent).toBe('0DEADBEEF'.slice(-8));
    expect(second!.textContent).toContain('Contanti al ritiro · Da pagare');
    expect(within(second!).getByText('Pronto per il ritiro')).toBeTruthy();
    // The phone's cards carry the same orders.
    expect(screen.getByRole('list', { name: 'Elenco degli ordini' }).children).toHaveLength(2);
    expect(screen.getByText('2 ordini')).toBeTruthy();
  });

  it('filters by status (back to page 1) and pages with Precedente / Successiva', async () => {
    const api = serve({ pages: 3 });
    renderTab();
    expect(await screen.findByText('Pagina 1 di 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Precedente' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByText('Pagina 2 di 3')).toBeTruthy();
    expect(api.callsTo('adminOrders').at(-1)!.query.get('page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByText('Pagina 3 di 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Successiva' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Filtra per stato'), { target: { value: 'shipped' } });
    expect(await screen.findByText('Pagina 1 di 3')).toBeTruthy();
    expect(api.callsTo('adminOrders').at(-1)!.query.get('status')).toBe('shipped');
    expect(api.callsTo('adminOrders').at(-1)!.query.get('page')).toBe('1');
    await waitFor(() => expect(within(table()).queryByText('Anna Neri')).toBeNull());
    fireEvent.change(screen.getByLabelText('Filtra per stato'), { target: { value: 'cancelled' } });
    expect(await screen.findByText('Nessun ordine con questo stato.')).toBeTruthy();
  });

  it('shows the details and sets a status; the detail and the list show the new one', async () => {
    const api = serve();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined as never);
    renderTab();
    const dialog = await openDetails('BS-2026-000123');
    expect(dialog.textContent).toContain('Anna Neri');
    expect(dialog.textContent).toContain('anna@example.ch');
    expect(dialog.textContent).toContain('Ritiro in negozio');
    expect(dialog.textContent).toContain('Via Nassa 5, 6900 Lugano');
    expect(dialog.textContent).toContain('Olio da Barba Cedro');
    expect(dialog.textContent).toContain(`2 × ${formatChf(24.5)}`);
    expect(dialog.textContent).toContain('Carta …123456');
    expect(dialog.textContent).toContain('Pagato');
    const select = within(dialog).getByLabelText('Stato ordine') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'In attesa',
      'Confermato',
      'In lavorazione',
      'Pronto per il ritiro',
      'Consegnato',
      'Annullato',
    ]);
    fireEvent.change(select, { target: { value: 'delivered' } });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Stato ordine aggiornato con successo!'));
    const [patch] = api.callsTo('orderStatus');
    expect(patch!.params).toEqual({ id: anna._id });
    expect(patch!.body).toEqual({ status: 'delivered' });
    expect(select.value).toBe('delivered');
    expect(within(dialog).getByText('Consegnato', { selector: 'span' })).toBeTruthy();
    await waitFor(() => expect(within(table()).getByText('Consegnato')).toBeTruthy());
  });

  it('asks before cancelling, saying a paid order is refunded and its stock restored', async () => {
    const api = serve();
    vi.spyOn(toast, 'success').mockImplementation(() => undefined as never);
    renderTab();
    const dialog = await openDetails('BS-2026-000123');
    fireEvent.change(within(dialog).getByLabelText('Stato ordine'), { target: { value: 'cancelled' } });
    const confirm = await screen.findByRole('dialog', { name: 'Annullare questo ordine?' });
    expect(confirm.textContent).toContain('torneranno in magazzino');
    expect(confirm.textContent).toContain(`il pagamento di ${formatChf(67)} sarà rimborsato`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'No, mantieni' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Annullare questo ordine?' })).toBeNull(),
    );
    expect(api.callsTo('orderStatus')).toHaveLength(0);
    expect((within(dialog).getByLabelText('Stato ordine') as HTMLSelectElement).value).toBe('pending');

    fireEvent.change(within(dialog).getByLabelText('Stato ordine'), { target: { value: 'cancelled' } });
    const again = await screen.findByRole('dialog', { name: 'Annullare questo ordine?' });
    const yes = within(again).getByRole('button', { name: 'Sì, annulla ordine' });
    expect(yes.className).toContain('bg-danger');
    fireEvent.click(yes);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Annullare questo ordine?' })).toBeNull(),
    );
    expect(api.callsTo('orderStatus')[0]!.body).toEqual({ status: 'cancelled' });
    expect((within(dialog).getByLabelText('Stato ordine') as HTMLSelectElement).value).toBe('cancelled');
  });

  it("an unpaid cash order's cancellation says nothing about a refund; a failed change says so", async () => {
    serve({
      patch: reply(500, { success: false, code: 'INTERNAL', message: 'Errore interno del server' }),
    });
    renderTab();
    const dialog = await openDetails('DEADBEEF');
    fireEvent.change(within(dialog).getByLabelText('Stato ordine'), { target: { value: 'cancelled' } });
    const confirm = await screen.findByRole('dialog', { name: 'Annullare questo ordine?' });
    expect(confirm.textContent).not.toContain('rimborsato');
    fireEvent.click(within(confirm).getByRole('button', { name: 'No, mantieni' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Annullare questo ordine?' })).toBeNull(),
    );

    fireEvent.change(within(dialog).getByLabelText('Stato ordine'), { target: { value: 'delivered' } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Errore nell'aggiornamento dello stato ordine: Errore interno del server",
    );
    expect((within(dialog).getByLabelText('Stato ordine') as HTMLSelectElement).value).toBe('shipped');
  });
});
