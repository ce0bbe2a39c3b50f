import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test/helpers/app-suite';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { makeProduct } from '../../../test/helpers/shop';
import type { TestApp } from '../../../test/helpers/test-app';

// Issue 28 item 5: the owner writes a product's name and description in German, French and English; the shop's
// visitors read them in their language (their choice, else their browser's), the Italian where none was written.
let t: TestApp;
let admin: TestUser;
let client: TestUser;
let id: string;
withTestApp((app) => (t = app));
beforeAll(async () => {
  admin = await makeUser(t, { role: 'admin' });
  client = await makeUser(t);
  id = (await makeProduct(t, { name: 'Cera opaca', description: 'Tenuta forte, effetto naturale.' })).id;
});

const shopProduct = async (headers: Record<string, string>) => {
  const list = await t.call('products', { query: {}, headers });
  expect(list.headers.vary).toMatch(/Accept-Language/);
  const one = await t.call('product', { params: { id }, headers });
  const fromList = list.json().data.find((p: { _id: string }) => p._id === id);
  expect(one.json().data.name).toBe(fromList.name);
  return fromList as { name: string; description: string; translations?: unknown };
};

describe("the shop's products in four languages", () => {
  it('only the admin saves them: a customer gets 403 and nothing changes', async () => {
    const res = await t.call('saveProductTranslations', { as: client, params: { id }, body: { de: { name: 'Mattes Wachs' } } });
    expect(res.statusCode).toBe(403);
    expect((await shopProduct({ 'accept-language': 'de-CH' })).name).toBe('Cera opaca');
  });

  it("shows the owner's version in the visitor's language, the Italian where there is none", async () => {
    const saved = await t.call('saveProductTranslations', {
      as: admin,
      params: { id },
      body: { de: { name: 'Mattes Wachs', description: 'Starker Halt, natürlicher Look.' }, en: { name: 'Matte wax', description: ' ' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.translations).toEqual({
      de: { name: 'Mattes Wachs', description: 'Starker Halt, natürlicher Look.' },
      en: { name: 'Matte wax' },
    });
    expect(await shopProduct({ 'accept-language': 'de-CH' })).toMatchObject({ name: 'Mattes Wachs', description: 'Starker Halt, natürlicher Look.' });
    expect(await shopProduct({ 'accept-language': 'en-GB' })).toMatchObject({ name: 'Matte wax', description: 'Tenuta forte, effetto naturale.' });
    expect(await shopProduct({ 'accept-language': 'fr-CH' })).toMatchObject({ name: 'Cera opaca' });
    expect(await shopProduct({ 'accept-language': 'fr-CH', cookie: 'lang=de' })).toMatchObject({ name: 'Mattes Wachs' });
    expect(await shopProduct({})).not.toHaveProperty('translations');
  });

  it('refuses a name longer than the Italian allows, in Italian, and 404 for an unknown product', async () => {
    const long = await t.call('saveProductTranslations', { as: admin, params: { id }, body: { fr: { name: 'x'.repeat(121) } } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Il testo tradotto è troppo lungo');
    expect((await shopProduct({ 'accept-language': 'fr-CH' })).name).toBe('Cera opaca');
    const unknown = await t.call('saveProductTranslations', {
      as: admin,
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { de: { name: 'Wachs' } },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
