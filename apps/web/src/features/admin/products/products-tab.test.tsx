import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatChf } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { reply, stubApi, type Stubs } from '../../../test-api';
import { makeAuth, makeUser, renderRoutes } from '../../../test-utils';
import type { AdminProduct } from './products-api';
import { ProductsTab } from './products-tab';

const product = (overrides: Partial<AdminProduct>): AdminProduct => ({
  _id: '00000000-0000-4000-8000-0000000000a1',
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Olio da Barba Cedro',
  brand: 'Barba Nobile',
  description: 'Olio nutriente al cedro.',
  category: 'beard_care',
  categoryLabel: 'Cura Barba',
  price: 24.5,
  images: [
    { url: '/media/products/a1.webp', thumbUrl: '/media/products/a1-thumb.webp', width: 800, height: 800 },
  ],
  isActive: true,
  isFeatured: true,
  inventory: { quantity: 20, minQuantity: 5 },
  stockLabel: 'Disponibile',
  lowStock: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const oil = product({});
const wax = product({
  _id: '00000000-0000-4000-8000-0000000000a2',
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Cera Opaca',
  brand: 'Studio',
  category: 'wax',
  categoryLabel: 'Cera',
  price: 18,
  images: [],
  isActive: false,
  isFeatured: false,
  inventory: { quantity: 2, minQuantity: 3 },
  stockLabel: 'Scorte limitate',
  lowStock: true,
});

function serve(stubs: Stubs = {}) {
  return stubApi({
    adminProducts: ({ query }) => {
      const status = query.get('status');
      const category = query.get('category');
      const list = [oil, wax].filter(
        (p) =>
          (!category || p.category === category) &&
          (!status || (status === 'low_stock' ? p.lowStock : p.isActive === (status === 'active'))),
      );
      return { success: true, data: list };
    },
    ...stubs,
  });
}

/** XMLHttpRequest as the upload helper uses it; the test reports progress and answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  withCredentials = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const renderTab = () =>
  renderRoutes([{ path: '/', element: <ProductsTab /> }], { auth: makeAuth(makeUser({ role: 'admin' })) });

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = (name = 'foto.png', size = 1000) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function openCreate() {
  fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi prodotto' }));
  return screen.findByRole('dialog', { name: 'Nuovo prodotto' });
}

function fillValid(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Nome *'), { target: { value: 'Shampoo Menta' } });
  fireEvent.change(within(dialog).getByLabelText('Prezzo (CHF) *'), { target: { value: '19.90' } });
  fireEvent.change(within(dialog).getByLabelText('Categoria *'), { target: { value: 'shampoo' } });
  fireEvent.change(within(dialog).getByLabelText('Quantità in magazzino'), { target: { value: '12' } });
}

describe('ProductsTab', () => {
  it("shows the grid: photo, brand and category, price, stock, state, and 'Stock basso' only at or under the minimum", async () => {
    serve();
    renderTab();
    const card = await screen.findByRole('article', { name: 'Prodotto Olio da Barba Cedro' });
    expect(within(card).getByText('Barba Nobile · Cura Barba')).toBeTruthy();
    expect(card.textContent).toContain(formatChf(24.5));
    expect(within(card).getByText('Magazzino: 20 (minimo 5)')).toBeTruthy();
    expect(within(card).getByText('Attivo')).toBeTruthy();
    expect(within(card).getByText('In evidenza')).toBeTruthy();
    expect(within(card).queryByText('Stock basso')).toBeNull();
    expect(card.querySelector('img')!.getAttribute('src')).toBe('/media/products/a1-thumb.webp');

    const low = screen.getByRole('article', { name: 'Prodotto Cera Opaca' });
    expect(within(low).getByText('Stock basso')).toBeTruthy();
    expect(within(low).getByText('Disattivato')).toBeTruthy();
    expect(within(low).getByText('Nessuna foto')).toBeTruthy();
  });

  it('asks the server with the category and status filters', async () => {
    const api = serve();
    renderTab();
    await screen.findByRole('article', { name: 'Prodotto Cera Opaca' });
    fireEvent.change(screen.getByLabelText('Stato'), { target: { value: 'low_stock' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: /Olio da Barba/ })).toBeNull());
    expect(api.callsTo('adminProducts').at(-1)!.query.get('status')).toBe('low_stock');

    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: 'shampoo' } });
    expect(await screen.findByText('Nessun prodotto con questi filtri.')).toBeTruthy();
    expect(api.callsTo('adminProducts').at(-1)!.query.get('category')).toBe('shampoo');
    expect(api.callsTo('adminProducts').at(-1)!.query.get('status')).toBe('low_stock');
  });

  it("refuses an incomplete form with 'Compila tutti i campi obbligatori' and a bad price with the API's message", async () => {
    const api = serve({
      createProduct: reply(201, { success: true, data: oil, message: 'Prodotto creato con successo!' }),
    });
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined as never);
    renderTab();
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea prodotto' }));
    expect((await within(dialog).findAllByText('Compila tutti i campi obbligatori')).length).toBe(4);
    expect(within(dialog).getByRole('alert').textContent).toBe('Compila tutti i campi obbligatori');

    fillValid(dialog);
    fireEvent.change(within(dialog).getByLabelText('Prezzo (CHF) *'), { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea prodotto' }));
    expect(
      await within(dialog).findByText('Il prezzo deve essere maggiore di 0 (max CHF 10000, 2 decimali)'),
    ).toBeTruthy();
    expect(api.callsTo('createProduct')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Prezzo (CHF) *'), { target: { value: '19.90' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /In evidenza/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea prodotto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('createProduct')[0]!.body).toEqual({
      name: 'Shampoo Menta',
      brand: '',
      description: '',
      price: 19.9,
      category: 'shampoo',
      quantity: 12,
      minQuantity: 0,
      isActive: true,
      isFeatured: true,
    });
    expect(success).toHaveBeenCalledWith('Prodotto creato con successo!');
  });

  it('checks the chosen file (type, 5 MB), previews it, uploads it on save with progress, and shows the server refusal', async () => {
    serve();
    renderTab();
    const dialog = await openCreate();
    choose(new File(['ciao'], 'foto.png', { type: 'text/plain' }));
    expect(within(dialog).getByText('Per favore seleziona un file immagine valido')).toBeTruthy();
    choose(png('grande.png', 5 * 1024 * 1024 + 1));
    expect(within(dialog).getByText("L'immagine non deve superare i 5MB")).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: 'Anteprima della foto del prodotto' })).toBeNull();

    const good = png('foto.png', 5 * 1024 * 1024);
    choose(good);
    expect(within(dialog).queryByText("L'immagine non deve superare i 5MB")).toBeNull();
    expect(
      within(dialog).getByRole('img', { name: 'Anteprima della foto del prodotto' }).getAttribute('src'),
    ).toBe('blob:preview');
    expect(FakeXhr.sent).toHaveLength(0);

    fillValid(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea prodotto' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/products']);
    expect(xhr.body!.get('image')).toBe(good);
    expect(xhr.body!.get('name')).toBe('Shampoo Menta');
    expect(xhr.body!.get('price')).toBe('19.9');
    xhr.progress(50, 100);
    expect(within(dialog).getByText('Caricamento della foto: 50%')).toBeTruthy();
    expect((within(dialog).getByLabelText('Caricamento della foto') as HTMLProgressElement).value).toBe(50);

    xhr.respond(400, {
      success: false,
      code: 'IMAGE_INVALID',
      message: 'Per favore seleziona un file immagine valido',
    });
    const refusal = await within(dialog).findAllByRole('alert');
    expect(refusal.map((r) => r.textContent)).toContain('Per favore seleziona un file immagine valido');
    expect(within(dialog).queryByText(/Caricamento della foto/)).toBeNull();
  });

  it('edits with the current values and removes the photo with removeImage', async () => {
    const api = serve({
      updateProduct: { success: true, data: oil, message: 'Prodotto aggiornato con successo!' },
    });
    vi.spyOn(toast, 'success').mockImplementation(() => undefined as never);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica Olio da Barba Cedro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica Olio da Barba Cedro' });
    expect((within(dialog).getByLabelText('Prezzo (CHF) *') as HTMLInputElement).value).toBe('24.50');
    expect(within(dialog).getByRole('img', { name: 'Foto attuale di Olio da Barba Cedro' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi foto' }));
    expect(within(dialog).getByText('La foto sarà rimossa al salvataggio.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva prodotto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [put] = api.callsTo('updateProduct');
    expect(put!.params).toEqual({ id: oil._id });
    expect(put!.body).toMatchObject({ price: 24.5, removeImage: true });
  });

  it('deletes after a destructive confirmation', async () => {
    const api = serve({
      deleteProduct: { success: true, message: 'Prodotto eliminato con successo!' },
    });
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined as never);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina Cera Opaca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma eliminazione' });
    expect(dialog.textContent).toContain('Sei sicuro di voler eliminare il prodotto «Cera Opaca»?');
    expect(api.callsTo('deleteProduct')).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: 'Elimina' });
    expect(confirm.className).toContain('bg-danger');
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('deleteProduct')[0]!.params).toEqual({ id: wax._id });
    expect(success).toHaveBeenCalledWith('Prodotto eliminato con successo!');
  });

  it('changes the stock with the inventory call and shows its refusal below 0', async () => {
    let answered = 0;
    const api = serve({
      productInventory: () =>
        ++answered === 1
          ? reply(409, {
              success: false,
              code: 'STOCK_NEGATIVE',
              message: 'La quantità in magazzino non può scendere sotto 0.',
            })
          : { success: true, data: wax, message: 'Magazzino aggiornato' },
    });
    vi.spyOn(toast, 'success').mockImplementation(() => undefined as never);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiorna il magazzino di Cera Opaca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Magazzino: Cera Opaca' });
    fireEvent.change(within(dialog).getByLabelText('Operazione'), { target: { value: 'subtract' } });
    fireEvent.change(within(dialog).getByLabelText('Quantità'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiorna magazzino' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'La quantità in magazzino non può scendere sotto 0.',
    );
    fireEvent.change(within(dialog).getByLabelText('Operazione'), { target: { value: 'add' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiorna magazzino' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('productInventory').map((c) => c.params.id)).toEqual([wax._id, wax._id]);
    expect(api.callsTo('productInventory').map((c) => c.body)).toEqual([
      { quantity: 5, operation: 'subtract' },
      { quantity: 5, operation: 'add' },
    ]);
  });

  it("edits a product's name and description in other languages in a dialog, with the Italian beside (issue 28 item 5)", async () => {
    const sent: unknown[] = [];
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined as never);
    serve({
      saveProductTranslations: ({ body }) => {
        sent.push(body);
        return { success: true, message: 'Traduzioni salvate.', data: oil };
      },
    });
    renderTab();
    const open = await screen.findByRole('button', { name: 'Traduzioni di Olio da Barba Cedro' });
    expect(open.textContent).toContain('0/3');
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Traduzioni di Olio da Barba Cedro' });
    expect(within(dialog).getAllByText('Vuoto: si legge «Olio nutriente al cedro.»')).toHaveLength(3);
    fireEvent.change(within(dialog).getByLabelText('Nome (Deutsch)'), { target: { value: 'Bartöl Zeder' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Traduzioni salvate.'));
    expect(sent).toEqual([
      { de: { name: 'Bartöl Zeder', description: '' }, fr: { name: '', description: '' }, en: { name: '', description: '' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Traduzioni di Olio da Barba Cedro' })).toBeNull());
  });
});
