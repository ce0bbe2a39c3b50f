import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WEEKDAYS } from '@barber/shared/domain/zoned-time';
import type { ShopSettings } from '@barber/shared/schemas/shop-settings';
import { createTestApp, type TestApp } from './helpers/test-app';
import { MONDAY_MORNING, WEDNESDAY, guestBody, makeBarber, standardWeek } from './helpers/booking';
import { queryRows } from '../src/db/client';
import { givenStaff, type Staff } from './helpers/staff';

/**
 * Issue 28: the admin's success messages of services, absences and barbers, and the shop-hours conflict list's day
 * texts, through the real server in the caller's language (ADR 0072). No language asked for: the spec's Italian.
 */
let t: TestApp;
let s: Staff;

beforeAll(async () => {
  t = await createTestApp();
  s = await givenStaff(t);
});
afterAll(() => t.close());

const LANGUAGES = [
  ['de-CH', 'de'],
  ['fr-CH', 'fr'],
  [undefined, 'it'],
] as const;
const asking = (language: string | undefined): Record<string, string> => (language ? { 'accept-language': language } : {});
type Said = Record<(typeof LANGUAGES)[number][1], string>;

describe("the services' success messages", () => {
  const created: Said = { de: 'Leistung erfolgreich erstellt!', fr: 'Prestation créée avec succès !', it: 'Servizio creato con successo!' };
  const updated: Said = { de: 'Leistung erfolgreich aktualisiert!', fr: 'Prestation mise à jour avec succès !', it: 'Servizio aggiornato con successo!' };
  const deleted: Said = { de: 'Leistung erfolgreich gelöscht!', fr: 'Prestation supprimée avec succès !', it: 'Servizio eliminato con successo!' };

  it.each(LANGUAGES)('%s: created, updated, deleted', async (language, lang) => {
    const headers = asking(language);
    const name = `Taglio ${lang}`;
    const res = await t.call('createService', { body: { name, price: 30, duration: 30 }, as: s.admin, headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(created[lang]);
    const id = res.json().data._id as string;
    const update = await t.call('updateService', { params: { id }, body: { name, price: 35, duration: 30 }, as: s.admin, headers });
    expect(update.json().message).toBe(updated[lang]);
    const removed = await t.call('deleteService', { params: { id }, as: s.admin, headers });
    expect(removed.json().message).toBe(deleted[lang]);
  });
});

describe("the absences' success messages", () => {
  const said: Record<'created' | 'updated' | 'deleted', Said> = {
    created: { de: 'Vorübergehende Abwesenheit erfolgreich erfasst', fr: 'Absence ponctuelle créée avec succès', it: 'Assenza temporanea creata con successo' },
    updated: { de: 'Abwesenheit erfolgreich aktualisiert', fr: 'Absence mise à jour avec succès', it: 'Assenza aggiornata con successo' },
    deleted: { de: 'Abwesenheit erfolgreich gelöscht', fr: 'Absence supprimée avec succès', it: 'Assenza eliminata con successo' },
  };

  it.each(LANGUAGES)('%s: created, updated, deleted', async (language, lang) => {
    const headers = asking(language);
    const barber = await makeBarber(t, { services: [s.slot.service] });
    const body = { date: WEDNESDAY, startTime: '14:00', endTime: '15:00', reason: 'Dentista', barberId: barber.id };
    const res = await t.call('createAbsence', { body, as: s.admin, headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(said.created[lang]);
    const id = res.json().data._id as string;
    const update = await t.call('updateAbsence', { params: { id }, body: { ...body, endTime: '15:30' }, as: s.admin, headers });
    expect(update.json().message).toBe(said.updated[lang]);
    expect((await t.call('deleteAbsence', { params: { id }, as: s.admin, headers })).json().message).toBe(said.deleted[lang]);
  });
});

describe("the barbers' success messages", () => {
  const said: Record<'created' | 'hours' | 'vacations' | 'services' | 'notified' | 'deleted', Said> = {
    created: { de: 'Coiffeur erfolgreich erfasst!', fr: 'Barbier créé avec succès !', it: 'Barbiere creato con successo!' },
    hours: { de: 'Arbeitszeiten erfolgreich aktualisiert!', fr: 'Horaires mis à jour avec succès !', it: 'Orari aggiornati con successo!' },
    vacations: { de: 'Ferien erfolgreich aktualisiert!', fr: 'Vacances mises à jour avec succès !', it: 'Vacanze aggiornate con successo!' },
    services: { de: 'Leistungen erfolgreich aktualisiert!', fr: 'Prestations mises à jour avec succès !', it: 'Servizi aggiornati con successo!' },
    notified: {
      de: 'Benachrichtigung über die neuen Arbeitszeiten gesendet.',
      fr: 'Avis de mise à jour des horaires envoyé.',
      it: 'Notifica di aggiornamento orari inviata.',
    },
    deleted: { de: 'Coiffeur erfolgreich gelöscht!', fr: 'Barbier supprimé avec succès !', it: 'Barbiere eliminato con successo!' },
  };

  it.each(LANGUAGES)('%s: created, hours, vacations, services, notified, deleted', async (language, lang) => {
    const headers = asking(language);
    const email = `nuovo.${lang}@example.ch`;
    const body = { firstName: 'Nuovo', lastName: lang, email, phone: '079 999 99 99', services: [s.slot.service.id] };
    const res = await t.call('createBarber', { body, as: s.admin, headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(said.created[lang]);
    const id = res.json()._id as string;
    const params = { id };
    const hours = await t.call('saveWorkingHours', { params, body: { workingHours: standardWeek() }, as: s.admin, headers });
    expect(hours.json().message).toBe(said.hours[lang]);
    const vacations = [{ startDate: '2026-07-06', endDate: '2026-07-10' }];
    expect((await t.call('saveVacations', { params, body: { vacations }, as: s.admin, headers })).json().message).toBe(said.vacations[lang]);
    const services = await t.call('saveBarberServices', { params, body: { services: [s.slot.service.id] }, as: s.admin, headers });
    expect(services.json().message).toBe(said.services[lang]);
    expect((await t.call('notifyScheduleUpdate', { body: { barberId: id }, as: s.admin, headers })).json().message).toBe(said.notified[lang]);
    expect((await t.call('deactivateBarber', { params, as: s.admin, headers })).json().message).toBe(said.deleted[lang]);
  });
});

describe("the shop-hours conflict list's day texts", () => {
  const outside: Said = {
    de: 'ist das Geschäft von 09:00-15:00 geöffnet',
    fr: 'le salon est ouvert de 09:00-15:00',
    it: 'il negozio è aperto 09:00-15:00',
  };

  it.each(LANGUAGES)("%s: the preview and the 409 say each day in the caller's language", async (language, lang) => {
    const headers = asking(language);
    const settings = (await t.call('shopSettings', { as: s.admin })).json().data as ShopSettings;
    // The test barbers work until 19:00 on Saturday: closing the shop at 15:00 leaves them outside.
    const openingHours = WEEKDAYS.map((day) => ({
      day,
      open: day !== 'sunday',
      startTime: day === 'sunday' ? null : '09:00',
      endTime: { sunday: null, saturday: '15:00' }[day as string] ?? '19:00',
      hasBreak: false,
      breakStart: null,
      breakEnd: null,
    }));
    const body = { ...settings, openingHours };
    const preview = await t.call('previewShopSettings', { body, as: s.admin, headers });
    expect(preview.statusCode).toBe(200);
    const days = (preview.json().data.barbers as { days: { message: string }[] }[]).flatMap((b) => b.days.map((d) => d.message));
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((m) => m.includes(outside[lang]))).toBe(true);
    const refused = await t.call('updateShopSettings', { body, as: s.admin, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().conflicts).toEqual(preview.json().data);
  });
});

describe("the confirmation names the service in the booking's language", () => {
  it('de-CH: the German name the owner wrote; no language: the Italian one', async () => {
    const id = s.slot.service.id;
    await t.ctx.db.execute(sql`update services set translations = '{"de":{"name":"Haarschnitt Test"}}'::jsonb where id = ${id}::uuid`);
    t.clock.set(MONDAY_MORNING);
    const german = await t.call('guestBooking', { body: guestBody(s.slot, { email: 'hans@example.ch' }), headers: asking('de-CH') });
    expect(german.statusCode).toBe(201);
    const italian = await t.call('guestBooking', { body: guestBody(s.slot, { email: 'gino@example.ch', time: '10:30' }) });
    expect(italian.statusCode).toBe(201);
    const subjects = await queryRows<{ recipient: string; subject: string }>(
      t.ctx.db,
      sql`select recipient, subject from outbound_messages where kind = 'booking-confirmation'`,
    );
    expect(subjects.find((m) => m.recipient === 'hans@example.ch')?.subject).toContain('Haarschnitt Test');
    expect(subjects.find((m) => m.recipient === 'gino@example.ch')?.subject).toContain(s.slot.service.name);
  });
});

describe("the plans' descriptions and features", () => {
  const said: Said = { de: 'Bis zu 3 Coiffeure', fr: 'Jusqu’à 3 barbiers', it: 'Fino a 3 barbieri' };

  it.each(LANGUAGES)('%s: the plans tab and the marketing prices', async (language, lang) => {
    const headers = asking(language);
    for (const route of ['subscriptionPlans', 'contactPlans'] as const) {
      const plans = (await t.call(route, { as: s.admin, headers })).json().data as { name: string; features: { name: string }[] }[];
      const starter = plans.find((p) => p.name === 'STARTER')!;
      expect(starter.features.map((f) => f.name)).toContain(said[lang]);
    }
  });
});
