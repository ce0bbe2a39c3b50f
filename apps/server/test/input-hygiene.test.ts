import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers/test-app';
import { givenShopWithFreeSlot, guestBody, type FreeSlot } from './helpers/booking';
import { makeUser, type TestUser } from './helpers/factories';
import { multipartBody, photoWithLocation } from './helpers/uploads';

/**
 * Issue 23 item 5 (ADR 0035): links a person gives are web addresses only, and one-line texts (names, subjects)
 * refuse CR, LF and control characters. Each refusal is a 400 in Italian that names the field, and nothing is
 * stored. The contract-wide proof that no text field is left out is packages/shared/src/schemas/text-fields.test.ts.
 */
const BCC = 'Mario\r\nBcc: x@y.ch';
const ONE_LINE = 'Il testo deve stare su una riga: a capo e caratteri di controllo non sono ammessi';
const SOCIAL_LINK = 'Indirizzo del profilo social non valido: usa un link che inizia con http:// o https://';

let t: TestApp;
let slot: FreeSlot;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
  admin = await makeUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const count = async (table: string, where = sql`true`) =>
  (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0]!.n;

function expectRefused(res: { statusCode: number; json: () => { message: string; errors?: { field: string; message: string }[] } }, field: string, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(message);
  expect(res.json().errors).toContainEqual({ field, message });
}

async function photo(): Promise<string> {
  const body = multipartBody({ field: 'photo', name: 'taglio.jpg', type: 'image/jpeg', data: await photoWithLocation(600, 400) });
  const res = await t.callRaw('uploadJobApplicationPhoto', { body: body.payload, headers: body.headers });
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
}
const application = (photos: string[], overrides: Record<string, unknown>) => ({
  firstName: 'Luca',
  lastName: 'Bernasconi',
  nationality: 'Svizzera',
  hasWorkPermit: 'si',
  maritalStatus: 'celibe-nubile',
  hasChildren: 'no',
  address: 'Via Cantonale 3\n6900 Lugano',
  phone: '+41 79 123 45 67',
  email: 'luca.b@example.ch',
  photos,
  socialProfiles: [{ platform: 'instagram', url: 'https://instagram.com/luca.cuts' }],
  ...overrides,
});
const apply = (body: unknown) => t.callRaw('createJobApplication', { body });

describe('links are web addresses only', () => {
  it('a job application with a javascript: (or data:, or disguised) social link: 400 in Italian, nothing stored', async () => {
    const photos = [await photo()];
    for (const url of ['javascript:alert(document.cookie)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://instagram.com@evil.example/x', 'java\tscript:alert(1)']) {
      const res = await apply(application(photos, { socialProfiles: [{ platform: 'instagram', url }] }));
      expectRefused(res, 'socialProfiles.0.url', SOCIAL_LINK);
    }
    expect(await count('job_applications')).toBe(0);
    // The photo is still unsent: the refused application did not take it.
    const [row] = await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from job_application_photos where application_id is not null`);
    expect(row!.n).toBe(0);
  });

  it('http and https links are kept, and a bare address gets https://', async () => {
    const res = await apply(
      application([await photo()], {
        socialProfiles: [
          { platform: 'instagram', url: 'instagram.com/luca.cuts' },
          { platform: 'youtube', url: 'http://youtube.com/@luca' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const [stored] = await queryRows<{ social_profiles: { url: string }[]; address: string }>(
      t.ctx.db,
      sql`select social_profiles, address from job_applications`,
    );
    expect(stored!.social_profiles.map((p) => p.url)).toEqual(['https://instagram.com/luca.cuts', 'http://youtube.com/@luca']);
    // The address is a text area: its line break is kept.
    expect(stored!.address).toBe('Via Cantonale 3\n6900 Lugano');
  });

  it("a product's image address: a web address or this site's path, never javascript:", async () => {
    const create = (imageUrl: string) =>
      t.call('createProduct', { body: { name: 'Cera opaca', price: 18, category: 'wax', imageUrl }, as: admin });
    const before = await count('products');
    const res = await create('javascript:alert(1)');
    expectRefused(res, 'imageUrl', 'Indirizzo web non valido: usa un link completo che inizia con http:// o https://');
    expect(await count('products')).toBe(before);
    expect((await create('https://cdn.example.ch/cera.jpg')).statusCode).toBe(201);
    expect((await create('/media/products/large-0123456789abcdef.webp')).statusCode).toBe(201);
  });
});

describe('one-line texts refuse CR, LF and control characters', () => {
  it("'Mario\\r\\nBcc: x@y.ch' as a name, wherever a name is given: 400 in Italian, nothing stored", async () => {
    const usersBefore = await count('users');
    const register = await t.call('register', {
      body: { firstName: BCC, lastName: 'Rossi', email: 'mario.rossi@example.ch', password: 'Password-Lunga-1' },
    });
    expectRefused(register, 'firstName', ONE_LINE);
    const created = await t.call('createUser', {
      body: { firstName: 'Mario', lastName: BCC, email: 'mario.r@example.ch', phone: '079 123 45 67', role: 'client', password: 'Password-Lunga-1' },
      as: admin,
    });
    expectRefused(created, 'lastName', ONE_LINE);
    expect(await count('users')).toBe(usersBefore);

    const appointmentsBefore = await count('appointments');
    const guest = await t.call('guestBooking', { body: guestBody(slot, { lastName: BCC }) });
    expectRefused(guest, 'lastName', ONE_LINE);
    const phone = await t.call('adminBooking', {
      body: { clientNickname: BCC, barberId: slot.barber.id, serviceId: slot.service.id, date: slot.date, time: slot.time },
      as: admin,
    });
    expectRefused(phone, 'clientNickname', ONE_LINE);
    expect(await count('appointments')).toBe(appointmentsBefore);

    const contactsBefore = await count('contact_requests');
    const contact = await t.call('contactCreate', {
      body: { kind: 'demo', name: BCC, email: 'mario@example.ch', phone: '079 123 45 67', privacyAccepted: true },
    });
    expectRefused(contact, 'name', ONE_LINE);
    expect(await count('contact_requests')).toBe(contactsBefore);

    const servicesBefore = await count('services');
    const service = await t.call('createService', { body: { name: 'Taglio\nBcc: x@y.ch', price: 20, duration: 20 }, as: admin });
    expectRefused(service, 'name', ONE_LINE);
    expect(await count('services')).toBe(servicesBefore);
  });

  it('a lone CR, a tab, another control character or a Unicode line separator is refused too', async () => {
    for (const firstName of ['Mario\rRossi', 'Mario\tRossi', 'Mario\u001bRossi', 'Mario\u2028Rossi', 'Mario\u0085Rossi']) {
      const res = await t.call('register', {
        body: { firstName, lastName: 'Rossi', email: 'mario.tab@example.ch', password: 'Password-Lunga-1' },
      });
      expect(res.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(res.json().message).toBe(ONE_LINE);
    }
    expect(await count('users', sql`email = 'mario.tab@example.ch'`)).toBe(0);
  });

  it('multi-line texts keep their line breaks and refuse the other control characters', async () => {
    const ok = await t.call('guestBooking', {
      body: guestBody(slot, { notes: 'Prima volta.\r\nPreferisco le forbici.' }),
    });
    expect(ok.statusCode).toBe(201);
    const [row] = await queryRows<{ notes: string }>(t.ctx.db, sql`select notes from appointments where id = ${ok.json()._id}::uuid`);
    expect(row!.notes).toBe('Prima volta.\r\nPreferisco le forbici.');
    const bad = await t.call('guestBooking', {
      body: guestBody({ ...slot, time: '11:00' }, { notes: 'Ciao\u0007' }),
    });
    expectRefused(bad, 'notes', 'Il testo contiene caratteri di controllo non ammessi');
  });
});
