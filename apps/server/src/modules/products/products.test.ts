import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { withTestApp } from '../../../test/helpers/app-suite';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { makeProduct } from '../../../test/helpers/shop';
import type { TestApp } from '../../../test/helpers/test-app';
import { multipartBody, photoWithLocation } from '../../../test/helpers/uploads';

let t: TestApp;
let admin: TestUser;
let client: TestUser;
withTestApp((app) => (t = app));
beforeAll(async () => {
  admin = await makeUser(t, { role: 'admin' });
  client = await makeUser(t);
});

const files = () => (existsSync(join(t.uploadsDir, 'products')) ? readdirSync(join(t.uploadsDir, 'products')).sort() : []);
/** A multipart product form: a new product, or the product `id` changed. */
const form = (id: string | null, fields: Record<string, string>, file?: Buffer, who: TestUser | null = admin) => {
  const body = multipartBody(file ? { name: 'foto.jpg', type: 'image/jpeg', data: file } : null, fields);
  const input = { body: body.payload, headers: { ...body.headers, ...(who?.auth ?? {}) } };
  return id === null ? t.callRaw('createProduct', input) : t.callRaw('updateProduct', { ...input, params: { id } });
};

describe('products', () => {
  it('the admin creates a product from a multipart form: WebP large and thumb, no metadata, a year of caching', async () => {
    const res = await form(null, { name: 'Pomata Opaca', brand: 'Studio', price: '24.90', quantity: '12', category: 'pomade', isFeatured: 'true', description: 'Tenuta forte' }, await photoWithLocation(2000, 1500));
    expect(res.statusCode).toBe(201);
    const product = res.json().data;
    expect(product).toMatchObject({ name: 'Pomata Opaca', price: 24.9, category: 'pomade', categoryLabel: 'Pomata', isFeatured: true, isActive: true, inventory: { quantity: 12, minQuantity: 5 }, stockLabel: 'Disponibile' });
    expect(product.images).toHaveLength(1);
    expect(product.images[0]).toMatchObject({ width: 1200, height: 900 });
    expect(product.images[0].url).toMatch(/^\/media\/products\/large-[0-9a-f]{16}\.webp$/);
    // Raw on purpose: the thumbnail is a static /media file, not an API route.
    const served = await t.inject({ method: 'GET', url: product.images[0].thumbUrl });
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 400, undefined]);

    const shop = await t.call('products', { query: { search: 'opaca' } });
    expect(shop.json().data.map((p: { _id: string }) => p._id)).toEqual([product._id]);
  });

  it('refuses a renamed text file and a file over 5 MB with the spec messages, storing nothing', async () => {
    const before = files();
    const fake = await form(null, { name: 'Finto', price: '5', category: 'gel' }, Buffer.from('solo testo, non una foto'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'IMAGE_INVALID', message: 'Per favore seleziona un file immagine valido' });
    const big = await form(null, { name: 'Grande', price: '5', category: 'gel' }, Buffer.concat([await photoWithLocation(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: "L'immagine non deve superare i 5MB" });
    expect(files()).toEqual(before);
    const names = (await t.call('adminProducts', { as: admin })).json().data.map((p: { name: string }) => p.name);
    expect(names).not.toContain('Finto');
  });

  it('validates the form in Italian, as JSON and as multipart', async () => {
    const json = await t.call('createProduct', { body: { name: 'Senza prezzo', category: 'wax' }, as: admin });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Il prezzo è obbligatorio');
    const multipart = await form(null, { name: 'X', price: '-1', category: 'cera' });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['category', 'price']);
    expect(multipart.json().errors.find((e: { field: string }) => e.field === 'category').message).toBe('Categoria non valida');
    const extra = await t.callRaw('createProduct', { body: { name: 'X', price: 5, category: 'wax', colore: 'rosso' }, as: admin });
    expect(extra.json().message).toBe('Campo non previsto: colore');
  });

  it('replaces the image on an edit and removes the old files; deleting the product removes its files', async () => {
    const created = (await form(null, { name: 'Olio Barba', price: '19', category: 'beard_care' }, await photoWithLocation(600, 600))).json().data;
    const firstFiles = files();
    const edited = await form(created._id, { price: '21.50', isActive: 'false' }, await photoWithLocation(500, 300));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ price: 21.5, isActive: false, name: 'Olio Barba' });
    const oldKeys = [created.images[0].url, created.images[0].thumbUrl].map((u: string) => u.split('/').pop());
    expect(files().some((f) => oldKeys.includes(f))).toBe(false);
    expect(files()).toHaveLength(firstFiles.length);
    // Inactive: gone from the shop, still the admin's.
    expect((await t.call('product', { params: { id: created._id } })).statusCode).toBe(404);
    expect((await t.call('product', { params: { id: created._id }, as: admin })).statusCode).toBe(200);

    const newKeys = edited.json().data.images.flatMap((i: { url: string; thumbUrl: string }) => [i.url, i.thumbUrl].map((u) => u.split('/').pop()));
    const gone = await t.call('deleteProduct', { params: { id: created._id }, as: admin });
    expect(gone.json()).toEqual({ success: true, message: 'Prodotto eliminato con successo!' });
    expect(files().some((f) => newKeys.includes(f))).toBe(false);
    expect((await t.call('deleteProduct', { params: { id: created._id }, as: admin })).json().code).toBe('PRODUCT_NOT_FOUND');
  });

  it('lists active products by category and search with paging; categories have their labels', async () => {
    await makeProduct(t, { name: 'Shampoo Menta', category: 'shampoo' });
    await makeProduct(t, { name: 'Shampoo Nascosto', category: 'shampoo', isActive: false });
    const res = await t.call('products', { query: { category: 'shampoo', limit: '50' } });
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(['Shampoo Menta']);
    expect(res.json().pagination).toEqual({ total: 1, page: 1, pages: 1, limit: 50 });
    const bad = await t.call('products', { query: { category: 'vino' } });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: 'Categoria non valida' });
    const categories = (await t.call('productCategories')).json();
    expect(categories.data).toHaveLength(14);
    expect(categories.labels.hair_oil).toBe('Olio Capelli');
    // A search with LIKE wildcards finds them as letters.
    expect((await t.call('products', { query: { search: '%' } })).json().data).toEqual([]);
  });

  it('changes the inventory: set, add, subtract; below 0 is a 409 and nothing changes', async () => {
    const p = await makeProduct(t, { inventoryQuantity: 4 });
    const patch = (payload: object) => t.callRaw('productInventory', { params: { id: p.id }, body: payload, as: admin });
    expect((await patch({ quantity: 3, operation: 'add' })).json().data.inventory.quantity).toBe(7);
    expect((await patch({ quantity: 2, operation: 'subtract' })).json().data.inventory.quantity).toBe(5);
    const below = await patch({ quantity: 6, operation: 'subtract' });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ code: 'STOCK_NEGATIVE', message: 'La quantità in magazzino non può scendere sotto 0.' });
    expect((await patch({ quantity: 9 })).json().data).toMatchObject({ inventory: { quantity: 9 }, lowStock: false });
    expect((await patch({ quantity: -1 })).statusCode).toBe(400);
  });

  it('keeps the admin routes admin-only', async () => {
    const p = await makeProduct(t);
    const calls = [
      { route: 'adminProducts' },
      { route: 'createProduct', body: { name: 'X', price: 1, category: 'gel' } },
      { route: 'updateProduct', params: { id: p.id }, body: { price: 1 } },
      { route: 'deleteProduct', params: { id: p.id } },
      { route: 'productInventory', params: { id: p.id }, body: { quantity: 1 } },
    ] as const;
    for (const { route, ...input } of calls) {
      expect((await t.callRaw(route, input)).statusCode).toBe(401);
      expect((await t.callRaw(route, { ...input, as: client })).statusCode).toBe(403);
    }
  });
});
