import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatChf } from '../../lib/format';
import { reply, type Stubs } from '../../test-api';
import { renderRoutes } from '../../test-utils';
import { lineOf, readCart, writeCart } from './cart';
import ShopPage from './shop-page';
// The page loads the cart modal on demand; loaded here first, so the first open does not wait on the transform.
import './cart-dialog';
import { makeItem, makeOrder } from '../profile/orders-test-data';
import { CERA, OLIO, POMATA, stubShopApi } from './shop-test-data';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast: toasts }));
// The panel's realtime channel: not part of these tests.
vi.mock('../payments/payment-watch', () => ({ watchPayment: () => () => undefined, watchConnection: () => () => undefined }));

function renderShop(catalogue = [POMATA, CERA, OLIO], stubs: Stubs = {}) {
  Object.values(toasts).forEach((fn) => fn.mockClear());
  const api = stubShopApi(catalogue, stubs);
  const view = renderRoutes([{ path: '/shop', element: <ShopPage /> }], { path: '/shop' });
  return { ...view, api };
}

// getByText compares whitespace-normalised text: the currency's no-break space reads as a space.
const chf = (amount: number) => formatChf(amount).replace(/\s/g, ' ');
const card = (name: string) => screen.getByRole('article', { name });
const cartButton = () => screen.getByRole('button', { name: /^Carrello/ });
// The cart modal loads the first time it is opened (lazy), so it is awaited.
const openCart = () => {
  fireEvent.click(cartButton());
  return screen.findByRole('dialog', { name: 'Carrello' });
};

describe('ShopPage', () => {
  it('shows each product with its image, In evidenza, brand, price, stock label, and Esaurito at zero stock', async () => {
    renderShop();
    const pomata = await screen.findByRole('article', { name: 'Pomata Opaca' });
    expect(within(pomata).getByText('In evidenza')).toBeTruthy();
    expect(pomata.textContent).toContain('Studio Ticino');
    expect(within(pomata).getByText(chf(28.9))).toBeTruthy();
    expect(within(pomata).getByText('Disponibile')).toBeTruthy();
    const image = pomata.querySelector('img')!;
    expect([
      image.getAttribute('width'),
      image.getAttribute('height'),
      image.getAttribute('loading'),
    ]).toEqual(['400', '400', 'lazy']);
    expect(within(card('Cera Modellante')).getByText('Scorte limitate')).toBeTruthy();
    const soldOut = within(card('Olio Capelli')).getByRole('button', {
      name: 'Esaurito',
    }) as HTMLButtonElement;
    expect(soldOut.disabled).toBe(true);
    expect(within(card('Olio Capelli')).getAllByText('Esaurito')).toHaveLength(2);
  });

  it('asks the server once per pause in typing (debounced search)', async () => {
    const { api } = renderShop();
    await screen.findByRole('article', { name: 'Pomata Opaca' });
    const search = screen.getByPlaceholderText('Cerca prodotti...');
    fireEvent.change(search, { target: { value: 'p' } });
    fireEvent.change(search, { target: { value: 'po' } });
    fireEvent.change(search, { target: { value: 'pom' } });
    expect(api.callsTo('products').filter((call) => call.query.has('search'))).toHaveLength(0);
    await waitFor(() =>
      expect(api.callsTo('products').map((call) => call.query.get('search'))).toContain('pom'),
    );
    const searched = api.callsTo('products').filter((call) => call.query.has('search'));
    expect(searched.map((call) => call.query.get('search'))).toEqual(['pom']);
    expect(searched[0]?.query.get('limit')).toBe('50');
  });

  it('filters by category with the Italian labels, and says when nothing matches', async () => {
    const { api } = renderShop([POMATA, OLIO]);
    await screen.findByRole('article', { name: 'Pomata Opaca' });
    const select = screen.getByLabelText('Categoria') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(4));
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Tutte le categorie',
      'Pomata',
      'Cera',
      'Olio Capelli',
    ]);
    fireEvent.change(select, { target: { value: 'wax' } });
    await screen.findByText('Nessun prodotto trovato');
    expect(screen.getByText('Prova a modificare i filtri di ricerca')).toBeTruthy();
    expect(api.callsTo('products').at(-1)?.query.get('category')).toBe('wax');
  });

  it("says 'Shop in arrivo!' when the shop has no products", async () => {
    renderShop([]);
    await screen.findByText('Shop in arrivo!');
    expect(screen.getByText('Stiamo preparando una fantastica selezione di prodotti per te')).toBeTruthy();
  });

  it('caps the cart at the stock, disables plus at the limit, and removes a line at zero', async () => {
    renderShop();
    const add = await screen.findByRole('button', { name: 'Aggiungi Cera Modellante al carrello' });
    fireEvent.click(add);
    expect(toasts.success).toHaveBeenCalledWith('Cera Modellante aggiunto al carrello!');
    expect(cartButton().getAttribute('aria-label')).toBe('Carrello, 1 articolo');
    const dialog = await openCart();
    const plus = within(dialog).getByRole('button', {
      name: 'Aumenta la quantità di Cera Modellante',
    }) as HTMLButtonElement;
    fireEvent.click(plus);
    expect(within(dialog).getByLabelText('Quantità di Cera Modellante').textContent).toBe('2');
    expect(plus.disabled).toBe(true);
    expect(within(dialog).getByText('Totale').nextSibling?.textContent).toBe(formatChf(45));
    // The card behind the modal follows: the cart holds all the stock.
    const behind = screen.getByRole('article', { name: 'Cera Modellante', hidden: true });
    expect((within(behind).getByRole('button', { hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    expect(behind.textContent).toContain('Disponibilità massima raggiunta (2)');
    const minus = within(dialog).getByRole('button', { name: 'Diminuisci la quantità di Cera Modellante' });
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(within(dialog).getByText('Il carrello è vuoto')).toBeTruthy();
    expect(toasts.info).toHaveBeenCalledWith('Prodotto rimosso dal carrello');
    expect(readCart()).toEqual([]);
  });

  it('keeps the cart in local storage across a reload', async () => {
    const first = renderShop();
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi Pomata Opaca al carrello' }));
    first.unmount();
    renderShop();
    await screen.findByRole('article', { name: 'Pomata Opaca' });
    expect(cartButton().getAttribute('aria-label')).toBe('Carrello, 1 articolo');
    expect(within(await openCart()).getByText('Pomata Opaca')).toBeTruthy();
  });

  it('re-validates the cart at checkout: a changed price and stock are shown before paying', async () => {
    writeCart([lineOf(POMATA, 1), lineOf(CERA, 2)]);
    renderShop([POMATA, CERA], {
      product: ({ params }) =>
        params.id === POMATA._id
          ? { success: true, data: { ...POMATA, price: 30 } }
          : { success: true, data: { ...CERA, inventory: { quantity: 1, minQuantity: 5 } } },
    });
    const dialog = await openCart();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Procedi al Pagamento' }));
    await within(dialog).findByText('Il carrello è stato aggiornato');
    expect(dialog.textContent).toContain(
      `Pomata Opaca: il prezzo è passato da ${formatChf(28.9)} a ${formatChf(30)}.`,
    );
    expect(dialog.textContent).toContain('Cera Modellante: ne restano solo 1, quantità ridotta.');
    expect(within(dialog).getByText('Totale').nextSibling?.textContent).toBe(formatChf(52.5));
    expect(screen.queryByRole('heading', { name: "Completa l'Ordine" })).toBeNull();
    // Seen: the second try goes to the checkout.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Procedi al Pagamento' }));
    await screen.findByRole('heading', { level: 1, name: "Completa l'Ordine" });
    expect(await screen.findByText('Ritiro in negozio')).toBeTruthy();
  });

  it('pays cash: the order is sent, the order page shows it and the stock is read again; back to the shop with an empty cart', async () => {
    writeCart([lineOf(POMATA, 2)]);
    const placed = makeOrder({ items: [makeItem('Pomata Opaca', 2, 28.9)] });
    const { api } = renderShop([POMATA], {
      createOrder: reply(201, { success: true, message: 'Ordine creato', data: placed }),
    });
    fireEvent.click(within(await openCart()).getByRole('button', { name: 'Procedi al Pagamento' }));
    await screen.findByRole('heading', { level: 1, name: "Completa l'Ordine" });
    const summary = (await screen.findByText('Quantità totale')).parentElement!;
    expect(summary.textContent).toContain('Articoli1Quantità totale2');
    fireEvent.click(await screen.findByRole('radio', { name: /Pago alla Consegna/ }));
    fill('Nome e cognome', 'Anna Neri');
    fill('Email', 'anna@example.ch');
    fill('Telefono', '079 123 45 67');
    fill('Via e numero', 'Via Nassa 5');
    fill('CAP', '6900');
    fill('Città', 'Lugano');
    const productReads = api.callsTo('products').length;
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago alla Consegna' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'Grazie Anna! Ordine confermato. Pagamento alla consegna presso Studio Test.',
      ),
    );
    expect(api.callsTo('createOrder').map((call) => call.body)).toEqual([
      {
        items: [{ productId: POMATA._id, quantity: 2 }],
        customerDetails: {
          name: 'Anna Neri',
          email: 'anna@example.ch',
          phone: '079 123 45 67',
          address: 'Via Nassa 5',
          postalCode: '6900',
          city: 'Lugano',
        },
        paymentMethod: 'cash',
      },
    ]);
    const key = api.callsTo('createOrder')[0]!.init.headers as Record<string, string>;
    expect(key['Idempotency-Key']).toBeTruthy();
    // A guest's order ends on its page in place of the shop: number, items, total, pickup, status.
    await screen.findByRole('heading', { level: 1, name: 'Ordine BS-2026-000123' });
    expect(screen.getByText('Pomata Opaca')).toBeTruthy();
    expect(screen.getByText('Ritiro in negozio')).toBeTruthy();
    expect(screen.getAllByText(chf(placed.totals.total)).length).toBeGreaterThan(0);
    expect(screen.getByText(/ti scriveremo quando l'ordine sarà pronto/)).toBeTruthy();
    expect(readCart()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Torna allo shop' }));
    await screen.findByRole('heading', { level: 1, name: 'Prodotti per capelli e barba' });
    // The grid's stock is read again at once after the order.
    await waitFor(() => expect(api.callsTo('products').length).toBeGreaterThan(productReads));
  });

  it("shows a 409 OUT_OF_STOCK's message and refreshes the cart", async () => {
    writeCart([lineOf(POMATA, 3)]);
    let stock = 20;
    renderShop([POMATA], {
      product: () => ({ success: true, data: { ...POMATA, inventory: { quantity: stock, minQuantity: 5 } } }),
      createOrder: () => {
        stock = 1;
        return reply(409, {
          success: false,
          code: 'OUT_OF_STOCK',
          message: 'Quantità non disponibile per "Pomata Opaca": ne restano 1.',
          productId: POMATA._id,
          available: 1,
        });
      },
    });
    fireEvent.click(within(await openCart()).getByRole('button', { name: 'Procedi al Pagamento' }));
    await screen.findByRole('heading', { level: 1, name: "Completa l'Ordine" });
    fireEvent.click(await screen.findByRole('radio', { name: /Pago alla Consegna/ }));
    fill('Nome e cognome', 'Anna Neri');
    fill('Email', 'anna@example.ch');
    fill('Telefono', '079 123 45 67');
    fill('Via e numero', 'Via Nassa 5');
    fill('CAP', '6900');
    fill('Città', 'Lugano');
    fireEvent.click(screen.getByRole('button', { name: 'Conferma - Pago alla Consegna' }));
    await screen.findByText('Quantità non disponibile per "Pomata Opaca": ne restano 1.');
    await screen.findByText('Pomata Opaca: ne restano solo 1, quantità ridotta.');
    expect(readCart().map((l) => l.quantity)).toEqual([1]);
    expect(screen.getByText('1 × Pomata Opaca')).toBeTruthy();
    expect(toasts.success).not.toHaveBeenCalled();
  });
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
