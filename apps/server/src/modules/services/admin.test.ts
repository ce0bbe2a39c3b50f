import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { guestBody, makeService, WEDNESDAY } from '../../../test/helpers/booking';
import { expectRefused, type Staff } from '../../../test/helpers/staff';
import { withStaff } from '../../../test/helpers/staff-suite';

let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]));

const serviceCount = async () => (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from services`))[0]!.n;
const post = (payload: object, headers: Record<string, string> = s.admin.auth) => t.callRaw('createService', { body: payload, headers });

describe('admin services', () => {
  it('only the admin: guest 401, client and barbers 403, nothing written', async () => {
    const before = await serviceCount();
    await expectRefused(t, s, [
      { route: 'adminServices' },
      { route: 'createService', body: { name: 'X', price: 1, duration: 10 } },
      { route: 'deleteService', params: { id: s.slot.service.id } },
    ]);
    expect(await serviceCount()).toBe(before);
  });

  it('creates with CHF prices in 2 decimals, lists inactive ones too, updates', async () => {
    const res = await post({ name: 'Rasatura', price: 27.5, duration: '25', description: 'Con panno caldo' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Rasatura', price: 27.5, duration: 25, description: 'Con panno caldo', isActive: true });
    const id = res.json().data._id;
    const put = await t.call('updateService', { params: { id }, body: { name: 'Rasatura', price: 29.9, duration: 30, description: '', isActive: false }, as: s.admin });
    expect(put.json().data).toMatchObject({ price: 29.9, duration: 30, description: null, isActive: false });
    const list = await t.call('adminServices', { as: s.admin });
    expect(list.json().data.find((x: { _id: string }) => x._id === id).isActive).toBe(false);
    const active = await t.call('activeServices');
    expect(active.json().map((x: { _id: string }) => x._id)).not.toContain(id);
  });

  it.each([
    [{ name: '' }, 'Il nome del servizio è obbligatorio'],
    [{ price: undefined }, 'Il prezzo è obbligatorio'],
    [{ price: -1 }, 'Il prezzo non può essere negativo'],
    [{ price: 10.005 }, 'Il prezzo può avere al massimo 2 decimali'],
    [{ duration: 0 }, 'La durata deve essere di almeno 1 minuto'],
    [{ duration: '' }, 'La durata è obbligatoria'],
  ])('refuses %o with the message', async (override, message) => {
    const before = await serviceCount();
    const res = await post({ name: 'Prova', price: 10, duration: 20, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await serviceCount()).toBe(before);
  });

  it('refuses a second active service with the same name', async () => {
    const res = await post({ name: 'taglio + shampoo', price: 10, duration: 20 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SERVICE_NAME_TAKEN');
  });

  it('deletes an unbooked service, deactivates a booked one and says which', async () => {
    const unused = await makeService(t, { name: 'Mai usato' });
    const gone = await t.call('deleteService', { params: { id: unused.id }, as: s.admin });
    expect(gone.json()).toMatchObject({ data: { outcome: 'deleted' }, message: 'Servizio eliminato con successo!' });
    const booked = await t.call('guestBooking', { body: guestBody({ ...s.slot, date: WEDNESDAY }) });
    expect(booked.statusCode).toBe(201);
    const kept = await t.call('deleteService', { params: { id: s.slot.service.id }, as: s.admin });
    expect(kept.json().data).toEqual({ _id: s.slot.service.id, outcome: 'deactivated' });
    const [row] = await queryRows<{ is_active: boolean }>(t.ctx.db, sql`select is_active from services where id = ${s.slot.service.id}::uuid`);
    expect(row!.is_active).toBe(false);
    expect((await t.call('deleteService', { params: { id: unused.id }, as: s.admin })).statusCode).toBe(404);
  });

  it("accepts the original admin client's paths, POST /services and PUT /services/:id, with the same rules", async () => {
    const before = await serviceCount();
    await expectRefused(t, s, [
      { route: 'createServiceOriginalPath', body: { name: 'X', price: 1, duration: 10 } },
      { route: 'updateServiceOriginalPath', params: { id: s.slot.service.id }, body: { name: 'X', price: 1, duration: 10 } },
    ]);
    expect(await serviceCount()).toBe(before);
    const created = await t.call('createServiceOriginalPath', { body: { name: 'Barba', price: 20, duration: 20, description: 'Rifinitura' }, as: s.admin });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, data: { name: 'Barba', price: 20, duration: 20 } });
    const bad = await t.call('createServiceOriginalPath', { body: { name: 'Barba 2', price: -1, duration: 20 }, as: s.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Il prezzo non può essere negativo');

    // The client sends back the whole service it read, with fields only the server writes.
    const read = created.json().data;
    const whole = { ...read, id: read._id, __v: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', price: 22.5 };
    for (const route of ['updateServiceOriginalPath', 'updateService'] as const) {
      const res = await t.callRaw(route, { params: { id: read._id }, body: whole, as: s.admin });
      expect(res.statusCode, route).toBe(200);
      expect(res.json().data).toEqual({ ...read, price: 22.5 });
    }
    // A field no answer of ours carries is still refused, and nothing changes.
    const unknown = await t.call('updateServiceOriginalPath', { params: { id: read._id }, body: { ...whole, price: 99, colore: 'rosso' }, as: s.admin });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Campo non previsto: colore');
    const list = await t.call('adminServices', { as: s.admin });
    expect(list.json().data.find((x: { _id: string }) => x._id === read._id).price).toBe(22.5);
  });
});
