import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { withTestApp } from '../../../test/helpers/app-suite';
import { makeService } from '../../../test/helpers/booking';

let t: TestApp;
withTestApp((app) => (t = app));

describe('GET /services/active', () => {
  it('lists active services by name with CHF prices and minutes, without retired ones', async () => {
    await makeService(t, { name: 'Taglio + Barba', priceRappen: 4500, durationMinutes: 60, description: 'Completo' });
    await makeService(t, { name: 'Hair Tattoo', priceRappen: 550, durationMinutes: 15 });
    await makeService(t, { name: 'Ritirato', isActive: false });
    const res = await t.call('activeServices');
    expect(res.statusCode).toBe(200);
    // The spec's shape: the bare list.
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((s: { name: string }) => s.name)).toEqual(['Hair Tattoo', 'Taglio + Barba']);
    expect(body[0]).toMatchObject({ name: 'Hair Tattoo', price: 5.5, duration: 15, description: null, isActive: true });
    expect(body[1]).toMatchObject({ price: 45, duration: 60, description: 'Completo' });
    expect(typeof body[0]._id).toBe('string');
  });
});
