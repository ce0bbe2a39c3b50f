import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeService } from './helpers/booking';
import { cashOrder, makeProduct, postOrder, SHOP_CUSTOMER } from './helpers/shop';
import { withStaff } from './helpers/staff-suite';
import type { Staff } from './helpers/staff';
import type { TestApp } from './helpers/test-app';
import { answerCacheOf } from '../src/infra/answer-cache';
import { clearShopCache } from '../src/modules/shop/index';

/**
 * The public lists kept in memory as answers (ADR 0080) never show what a write has changed: each write, made
 * through the API right after the list was read (and kept), shows in the very next read. With the drops switched
 * off these fail.
 */
let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]), { everyTestAt: '2026-06-01T06:00:00Z' });

type Named = { _id: string; name: string; bio?: string | null; firstName?: string };
const services = async (lang = 'it-CH') =>
  (await t.call('activeServices', { headers: { 'accept-language': lang } })).json() as Named[];
const barbers = async () => (await t.call('publicBarbers', {})).json() as Named[];
type Product = Named & { inventory: { quantity: number } };
const products = async (lang = 'it-CH') =>
  (await t.call('products', { query: {}, headers: { 'accept-language': lang } })).json().data as Product[];
const stockShown = async (id: string) => (await products()).find((p) => p._id === id)?.inventory.quantity;

describe('the kept public lists', () => {
  it('are read once and then answered from memory, with an ETag and 304 for a caller that has them', async () => {
    const first = await t.call('activeServices', {});
    const cache = answerCacheOf(t.ctx);
    const size = cache.size;
    const again = await t.call('activeServices', {});
    expect(cache.size).toBe(size);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toMatch(/Accept-Language/);
    const notModified = await t.call('activeServices', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('services: a new one, a new name, a translation and a deletion show at once', async () => {
    await services();
    const made = await t.call('createService', { body: { name: 'Barba lunga', price: 25, duration: 30, description: '' }, as: s.admin });
    expect(made.statusCode).toBe(201);
    const id = made.json().data._id as string;
    expect((await services()).map((x) => x.name)).toContain('Barba lunga');
    await t.call('updateService', { params: { id }, body: { name: 'Barba piena', price: 25, duration: 30, description: '' }, as: s.admin });
    expect((await services()).map((x) => x.name)).toContain('Barba piena');
    expect((await services('de-CH')).find((x) => x._id === id)?.name).toBe('Barba piena');
    await t.call('saveServiceTranslations', { params: { id }, body: { de: { name: 'Vollbart' } }, as: s.admin });
    expect((await services('de-CH')).find((x) => x._id === id)?.name).toBe('Vollbart');
    await t.call('deleteService', { params: { id }, as: s.admin });
    expect((await services()).some((x) => x._id === id)).toBe(false);
  });

  it("barbers: a new one, a profile, vacations, services and a deactivation show at once", async () => {
    const shave = await makeService(t, { name: 'Rasatura' });
    await barbers();
    const made = await t.call('createBarber', {
      body: { firstName: 'Nuovo', lastName: 'Arrivo', email: 'nuovo.arrivo@example.ch', phone: '079 111 22 33', services: [s.slot.service.id] },
      as: s.admin,
    });
    expect(made.statusCode).toBe(201);
    const id = made.json()._id as string;
    const shown = async () => (await barbers()).find((b) => b._id === id) as (Named & { vacations: unknown[]; services: string[] }) | undefined;
    expect(await shown()).toBeDefined();
    const profile = { firstName: 'Nuovo', lastName: 'Arrivo', email: 'nuovo.arrivo@example.ch', phone: '079 111 22 33', bio: 'Sfumature' };
    await t.call('updateBarber', { params: { id }, body: profile, as: s.admin });
    expect((await shown())?.bio).toBe('Sfumature');
    await t.call('saveVacations', { params: { id }, body: { vacations: [{ startDate: '2026-07-01', endDate: '2026-07-10' }] }, as: s.admin });
    expect((await shown())?.vacations).toEqual([{ startDate: '2026-07-01', endDate: '2026-07-10' }]);
    await t.call('saveBarberServices', { params: { id }, body: { services: [shave.id, s.slot.service.id] }, as: s.admin });
    expect((await shown())?.services).toContain('Rasatura');
    await t.call('deactivateBarber', { params: { id }, as: s.admin });
    expect(await shown()).toBeUndefined();
  });

  it('products: an order, its cancellation, a cart payment, a stock change and a translation show at once', async () => {
    const p = await makeProduct(t, { name: 'Cera', inventoryQuantity: 10 });
    expect(await stockShown(p.id)).toBe(10);
    const order = await postOrder(t, cashOrder([{ productId: p.id, quantity: 2 }]));
    expect(order.statusCode).toBe(201);
    expect(await stockShown(p.id)).toBe(8);
    await t.call('orderStatus', { params: { id: order.json().data._id }, body: { status: 'cancelled' }, as: s.admin });
    expect(await stockShown(p.id)).toBe(10);
    const intent = await t.callRaw('createPaymentIntent', {
      body: { type: 'product_order', currency: 'CHF', orderData: { items: [{ productId: p.id, quantity: 3 }], customerDetails: SHOP_CUSTOMER } },
    });
    expect(intent.statusCode).toBe(201);
    expect(await stockShown(p.id)).toBe(7);
    await t.call('productInventory', { params: { id: p.id }, body: { quantity: 50, operation: 'set' }, as: s.admin });
    expect(await stockShown(p.id)).toBe(50);
    await products('en-GB');
    await t.call('saveProductTranslations', { params: { id: p.id }, body: { en: { name: 'Wax' } }, as: s.admin });
    expect((await products('en-GB')).find((x) => x._id === p.id)?.name).toBe('Wax');
    await t.call('deleteProduct', { params: { id: p.id }, as: s.admin });
    expect(await stockShown(p.id)).toBeUndefined();
  });

  it("the shop's details: a translated motto shows at once", async () => {
    // The Italian motto first (a translation needs one), written past the app and told as the app tells it; the
    // settings' own save is shop-settings.test.ts's.
    await t.ctx.db.execute(sql`update shop_settings set tagline = 'Tagli classici'`);
    clearShopCache(t.ctx.db);
    t.ctx.realtime.listsChanged(['shop']);
    const motto = async () => (await t.call('shopState', { headers: { 'accept-language': 'de-CH' } })).json().data.tagline;
    expect(await motto()).toBe('Tagli classici');
    await t.call('saveShopTranslations', { body: { de: { tagline: 'Klassische Schnitte' } }, as: s.admin });
    expect(await motto()).toBe('Klassische Schnitte');
  });

  it('keep nothing while the other instances cannot be heard', async () => {
    const realtime = t.ctx.realtime;
    const hears = realtime.hearsAllChanges;
    realtime.hearsAllChanges = () => false;
    try {
      const cache = answerCacheOf(t.ctx);
      cache.forget(['services']);
      const before = cache.size;
      await services();
      expect(cache.size).toBe(before);
    } finally {
      realtime.hearsAllChanges = hears;
    }
  });
});
