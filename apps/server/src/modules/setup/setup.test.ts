import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WEEKDAYS } from '@barber/shared/domain/zoned-time';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser } from '../../../test/helpers/factories';
import { SETUP_WEEK, setupBody } from '../../../test/helpers/setup';
import { clearShopCache } from '../shop/service';
import { matchesSetupCode, setupCode } from './setup-code';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const week = SETUP_WEEK;
const body = (overrides: Parameters<typeof setupBody>[1] = {}) => setupBody(t, overrides);

/** From its own address unless told: the route allows 10 a minute per address. */
let address = 0;
const setup = (
  payload: object = body(),
  remoteAddress = `10.0.${Math.floor(++address / 250)}.${address % 250}`,
) => t.callRaw('completeSetup', { body: payload, remoteAddress });

describe('a fresh install (no admin, no shop)', () => {
  it('GET /api/shop answers 200 "being set up", never 503', async () => {
    const res = await t.call('shopState');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { configured: false, needsSetup: true } });
  });

  it('GET /api/setup/status says setup is open', async () => {
    const res = await t.call('setupStatus');
    expect(res.json()).toEqual({ success: true, data: { needsSetup: true, shopConfigured: false } });
  });

  it('POST /api/setup creates the admin and the shop; the admin can log in; the shop is public', async () => {
    const res = await setup();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      data: { email: 'owner@example.ch' },
      message: expect.stringMatching(/Configurazione completata/),
    });

    const login = await t.call('login', {
      body: { email: 'owner@example.ch', password: 'a-long-password-2026' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('admin');
    // The owner's own address counts as proven (ADR 0031).
    expect(login.json().user.emailConfirmed).toBe(true);

    const shop = await t.call('shopState');
    expect(shop.json().data).toMatchObject({
      configured: true,
      name: 'Salone Anna',
      phone: '+41 91 555 44 33',
      timeZone: 'Europe/Zurich',
      currency: 'CHF',
    });
    // Stored Monday first, whatever order the form sent.
    expect(shop.json().data.openingHours.map((d: { day: string }) => d.day)).toEqual(WEEKDAYS);
    expect(shop.json().data.openingHours[6]).toEqual({
      day: 'sunday',
      open: false,
      startTime: null,
      endTime: null,
    });
    expect((await t.call('setupStatus')).json().data).toEqual({
      needsSetup: false,
      shopConfigured: true,
    });
  });

  it('works only once: afterwards 409 with an Italian message, even with the right code', async () => {
    expect((await setup()).statusCode).toBe(201);
    const again = await setup(body({ admin: { email: 'intruder@example.ch' } }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'SETUP_DONE',
      message: expect.stringMatching(/già stata completata/),
    });
    const [admins] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from users where role = 'admin'`,
    );
    expect(admins!.n).toBe(1);
  });

  it('is closed as soon as any admin exists (one made with create-admin)', async () => {
    await makeUser(t, { role: 'admin' });
    expect((await setup()).json().code).toBe('SETUP_DONE');
    expect((await t.call('shopState')).json().data).toEqual({
      configured: false,
      needsSetup: false,
    });
  });

  it('setups at once (two tabs, two instances): exactly one succeeds, round after round', async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          setup(body({ admin: { email: `owner${i}@example.ch` }, shop: { name: `Salone ${i}` } })),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
      const [admins] = await queryRows<{ n: number }>(
        t.ctx.db,
        sql`select count(*)::int as n from users where role = 'admin'`,
      );
      expect(admins!.n).toBe(1);
      // Back to a fresh install for the next round.
      await t.ctx.db.execute(sql`delete from users`);
      await t.ctx.db.execute(sql`delete from shop_settings`);
      clearShopCache(t.ctx.db);
    }
  });

  it('refuses a wrong setup code (403) and creates nothing', async () => {
    const res = await setup(body({ setupCode: 'AAAA-BBBB-CCCC' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'SETUP_CODE_INVALID',
      message: expect.stringMatching(/Codice di configurazione non valido/),
    });
    expect((await t.call('setupStatus')).json().data.needsSetup).toBe(true);
  });

  it('accepts the code typed in lower case without dashes', async () => {
    const typed = setupCode(t.ctx.config.jwtSecret).replace(/-/g, '').toLowerCase();
    expect((await setup(body({ setupCode: typed }))).statusCode).toBe(201);
  });

  it.each([
    ['a short password', { admin: { password: 'short' } }, 'admin.password'],
    ['a bad email', { admin: { email: 'not-an-email' } }, 'admin.email'],
    ['an unknown time zone', { shop: { timeZone: 'Mars/Olympus' } }, 'shop.timeZone'],
    ['a bad phone', { shop: { phone: '12' } }, 'shop.phone'],
    ['six days of hours', { shop: { openingHours: week.slice(1) } }, 'shop.openingHours'],
    [
      'closing before opening',
      {
        shop: {
          openingHours: [
            { day: 'monday', open: true, startTime: '19:00', endTime: '09:00' },
            ...week.slice(0, 1),
            ...week.slice(2),
          ],
        },
      },
      'shop.openingHours.0.endTime',
    ],
  ])('refuses %s with 400 naming the field', async (_name, change, field) => {
    const res = await setup(body(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('an email already registered by a visitor: 409 EMAIL_TAKEN, setup stays open', async () => {
    await makeUser(t, { role: 'client', email: 'owner@example.ch' });
    const res = await setup();
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    expect((await t.call('setupStatus')).json().data).toEqual({
      needsSetup: true,
      shopConfigured: false,
    });
  });
});

describe('the setup code', () => {
  it('is stable for one secret, differs between secrets, and matches only itself', () => {
    const a = new TextEncoder().encode('a'.repeat(40));
    const b = new TextEncoder().encode('b'.repeat(40));
    expect(setupCode(a)).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(setupCode(a)).toBe(setupCode(a));
    expect(setupCode(a)).not.toBe(setupCode(b));
    expect(matchesSetupCode(a, setupCode(a))).toBe(true);
    expect(matchesSetupCode(a, setupCode(b))).toBe(false);
    expect(matchesSetupCode(a, '')).toBe(false);
  });
});

describe('rate limit', () => {
  it('allows 10 attempts a minute per address, then 429 in Italian', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await setup(body({ setupCode: 'WRONG-CODE' }), '192.0.2.7'));
    expect(answers.slice(0, 10).every((a) => a.statusCode === 403)).toBe(true);
    expect(answers[10]!.statusCode).toBe(429);
    expect(answers[10]!.json().message).toMatch(/Troppe richieste/);
  });
});
