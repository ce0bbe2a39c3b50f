import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { expectRefused, type Staff } from '../../../test/helpers/staff';
import { withStaff } from '../../../test/helpers/staff-suite';

// Issue 28 item 5: the owner writes a service's name and description in German, French and English; a visitor
// reads them in their language (their choice, else their browser's), and in Italian where the owner wrote none.
let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]));

const publicNames = async (headers: Record<string, string>) => {
  const res = await t.call('activeServices', { headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers.vary).toMatch(/Accept-Language/);
  return res.json().find((service: { _id: string }) => service._id === s.slot.service.id);
};

describe("the shop's services in four languages", () => {
  it('only the admin saves translations: guest 401, client and barbers 403', async () => {
    await expectRefused(t, s, [
      { route: 'saveServiceTranslations', params: { id: s.slot.service.id }, body: { de: { name: 'Haarschnitt' } } },
    ]);
    expect((await publicNames({ 'accept-language': 'de-CH' })).name).toBe(s.slot.service.name);
  });

  it("shows the owner's version in the visitor's language, the Italian where there is none", async () => {
    const italian = await publicNames({});
    const saved = await t.call('saveServiceTranslations', {
      as: s.admin,
      params: { id: s.slot.service.id },
      body: { de: { name: ' Herrenhaarschnitt ', description: 'Klassisch, mit der Schere' }, fr: { name: 'Coupe homme' }, en: { name: '' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.translations).toEqual({
      de: { name: 'Herrenhaarschnitt', description: 'Klassisch, mit der Schere' },
      fr: { name: 'Coupe homme' },
    });

    expect(await publicNames({ 'accept-language': 'de-CH,de;q=0.9' })).toMatchObject({ name: 'Herrenhaarschnitt', description: 'Klassisch, mit der Schere' });
    // French has a name but no description: the description stays Italian.
    expect(await publicNames({ 'accept-language': 'fr-CH' })).toMatchObject({ name: 'Coupe homme', description: italian.description });
    expect(await publicNames({ 'accept-language': 'en' })).toMatchObject({ name: italian.name });
    expect(await publicNames({ 'accept-language': 'it-CH' })).toMatchObject({ name: italian.name });
    // The switcher's choice (the lang cookie) wins over the browser's language.
    expect(await publicNames({ 'accept-language': 'fr-CH', cookie: 'lang=de' })).toMatchObject({ name: 'Herrenhaarschnitt' });
    // The public list never carries the other languages; the admin's carries them for the editor.
    expect(await publicNames({ 'accept-language': 'de-CH' })).not.toHaveProperty('translations');
    const adminList = await t.call('adminServices', { as: s.admin });
    expect(adminList.json().data.find((x: { _id: string }) => x._id === s.slot.service.id).translations.fr).toEqual({ name: 'Coupe homme' });
  });

  it('refuses a text longer than the Italian field allows, in Italian, and changes nothing', async () => {
    const before = (await t.call('adminServices', { as: s.admin })).json().data;
    const res = await t.call('saveServiceTranslations', {
      as: s.admin,
      params: { id: s.slot.service.id },
      body: { de: { name: 'x'.repeat(121) } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Il testo tradotto è troppo lungo');
    const unknownLanguage = await t.callRaw('saveServiceTranslations', {
      headers: s.admin.auth,
      params: { id: s.slot.service.id },
      body: { es: { name: 'Corte' } },
    });
    expect(unknownLanguage.statusCode).toBe(400);
    expect((await t.call('adminServices', { as: s.admin })).json().data).toEqual(before);
  });

  it('answers 404 for a service that does not exist', async () => {
    const res = await t.call('saveServiceTranslations', {
      as: s.admin,
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { de: { name: 'Haarschnitt' } },
    });
    expect(res.statusCode).toBe(404);
  });
});
