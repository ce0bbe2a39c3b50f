import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { expectRefused, type Staff } from '../../../test/helpers/staff';
import { withStaff } from '../../../test/helpers/staff-suite';
import { clearShopCache } from './service';

// Issue 28 item 5, ADR 0073: the owner writes the shop's motto in German, French and English in 'Impostazioni'; the
// home page, its footer and the business card (all from /api/shop) read it in the visitor's language, the Italian
// where none was written. Italian comes first: a translation of a motto with no Italian is refused.
let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]));

const MOTTO = 'Tagli classici nel cuore di Lugano';
const GERMAN = 'Klassische Schnitte im Herzen von Lugano';

beforeEach(async () => {
  await t.ctx.db.execute(sql`update shop_settings set tagline = ${MOTTO}, translations = '{}'::jsonb`);
  clearShopCache(t.ctx.db);
  // Written past the app, so said as the app says it: the details kept per language drop (ADR 0080).
  t.ctx.realtime.listsChanged(['shop']);
});

const publicMotto = async (headers: Record<string, string>) => {
  const res = await t.call('shopState', { headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers.vary).toMatch(/Accept-Language/);
  return res.json().data.tagline as string;
};
const stored = async () => (await t.call('shopTranslations', { as: s.admin })).json().data;

describe("the shop's motto in four languages", () => {
  it('only the admin reads and saves it: guest 401, client and barbers 403', async () => {
    await expectRefused(t, s, [
      { route: 'shopTranslations' },
      { route: 'saveShopTranslations', body: { de: { tagline: GERMAN } } },
    ]);
    expect(await stored()).toEqual({});
    expect(await publicMotto({ 'accept-language': 'de-CH' })).toBe(MOTTO);
  });

  it("answers the owner's version in the visitor's language, the Italian where there is none", async () => {
    const saved = await t.call('saveShopTranslations', {
      as: s.admin,
      body: {
        de: { tagline: ` ${GERMAN} ` },
        fr: { tagline: '' },
        en: { tagline: 'Classic cuts in the heart of Lugano' },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: 'Traduzioni salvate.',
      data: { de: { tagline: GERMAN }, en: { tagline: 'Classic cuts in the heart of Lugano' } },
    });
    expect(await stored()).toEqual(saved.json().data);

    expect(await publicMotto({ 'accept-language': 'de-CH,de;q=0.9' })).toBe(GERMAN);
    expect(await publicMotto({ 'accept-language': 'en' })).toBe('Classic cuts in the heart of Lugano');
    expect(await publicMotto({ 'accept-language': 'fr-CH' })).toBe(MOTTO);
    expect(await publicMotto({})).toBe(MOTTO);
    // The switcher's choice (the lang cookie) wins over the browser's language.
    expect(await publicMotto({ 'accept-language': 'fr-CH', cookie: 'lang=de' })).toBe(GERMAN);
    // The owner's own settings stay as stored, in Italian.
    expect(
      (await t.call('shopSettings', { as: s.admin, headers: { 'accept-language': 'de-CH' } })).json().data
        .tagline,
    ).toBe(MOTTO);
    // A German caller is told in German.
    const german = await t.call('saveShopTranslations', {
      as: s.admin,
      body: {},
      headers: { 'accept-language': 'de-CH' },
    });
    expect(german.json().message).toBe('Übersetzungen gespeichert.');
    expect(await publicMotto({ 'accept-language': 'de-CH' })).toBe(MOTTO);
  });

  it('refuses a translation of a motto not written in Italian, on its field, and changes nothing', async () => {
    await t.call('saveShopTranslations', { as: s.admin, body: { en: { tagline: 'Classic cuts' } } });
    await t.ctx.db.execute(sql`update shop_settings set tagline = ''`);
    clearShopCache(t.ctx.db);
    // An Italian motto emptied later: its versions are not shown alone.
    expect(await publicMotto({ 'accept-language': 'en' })).toBe('');

    const res = await t.call('saveShopTranslations', { as: s.admin, body: { de: { tagline: GERMAN } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Scrivi prima il testo in italiano');
    expect(res.json().errors).toEqual([
      { field: 'de.tagline', message: 'Scrivi prima il testo in italiano' },
    ]);
    const inGerman = await t.call('saveShopTranslations', {
      as: s.admin,
      body: { de: { tagline: GERMAN } },
      headers: { 'accept-language': 'de-CH' },
    });
    expect(inGerman.json().message).toBe('Schreiben Sie zuerst den italienischen Text');
    expect(await stored()).toEqual({ en: { tagline: 'Classic cuts' } });
  });

  it('refuses a text over the motto’s limit or an unknown language, in the caller’s language, and changes nothing', async () => {
    const long = await t.call('saveShopTranslations', {
      as: s.admin,
      body: { de: { tagline: 'x'.repeat(161) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Il testo tradotto è troppo lungo');
    const french = await t.call('saveShopTranslations', {
      as: s.admin,
      body: { de: { tagline: 'x'.repeat(161) } },
      headers: { 'accept-language': 'fr-CH' },
    });
    expect(french.json().message).toContain('Le texte traduit est trop long');
    for (const bad of [
      { es: { tagline: 'Cortes' } },
      { de: { slogan: GERMAN } },
      { de: { tagline: 42 } },
      { de: 'Slogan' },
    ]) {
      const res = await t.callRaw('saveShopTranslations', { headers: s.admin.auth, body: bad });
      expect(`${JSON.stringify(bad)} ${res.statusCode}`).toBe(`${JSON.stringify(bad)} 400`);
    }
    expect(await stored()).toEqual({});
    expect(await publicMotto({ 'accept-language': 'de-CH' })).toBe(MOTTO);
  });
});
