import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { queryRows } from '../../db/client';
import { withShop } from '../../../test/helpers/app-suite';
import { givenShop } from '../../../test/helpers/booking';
import { makeUsers, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { multipartBody, photoWithLocation } from '../../../test/helpers/uploads';
import { PURGE_JOB } from './routes';
import { purgeApplications } from './service';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: TestUser;
let client: TestUser;
let barber: TestUser;
withShop(async (app) => {
  t = app;
  [admin, client, barber] = await makeUsers(app, { role: 'admin' }, {}, { role: 'barber' });
});

const files = () => {
  const dir = join(t.uploadsDir, 'job-applications');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

const upload = (app: TestApp, data: Buffer, name = 'foto.jpg', type = 'image/jpeg', field = 'photo') => {
  const body = multipartBody({ field, name, type, data }, {});
  return app.callRaw('uploadJobApplicationPhoto', { body: body.payload, headers: body.headers });
};

async function uploadedUrl(app: TestApp = t): Promise<string> {
  const res = await upload(app, await photoWithLocation(900, 600));
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
}

const validForm = (photos: string[], overrides: Record<string, unknown> = {}) => ({
  firstName: 'Luca',
  lastName: 'Bernasconi',
  nationality: 'Svizzera',
  hasWorkPermit: 'si',
  maritalStatus: 'celibe-nubile',
  hasChildren: 'si',
  childrenNumber: '2',
  address: 'Via Cantonale 3, 6900 Lugano',
  phone: '+41 79 123 45 67',
  email: 'Luca.B@example.ch',
  photos,
  socialProfiles: [
    { platform: 'instagram', url: 'https://instagram.com/luca.cuts' },
    { platform: '', url: '' },
  ],
  ...overrides,
});

const send = (app: TestApp, body: unknown) => app.callRaw('createJobApplication', { body });

async function outbox(kind: string) {
  return queryRows<{ recipient: string; subject: string; body_text: string; body_html: string }>(
    t.ctx.db,
    sql`select recipient, subject, body_text, body_html from outbound_messages where kind = ${kind} order by created_at`,
  );
}

describe('POST /job-applications/photos', () => {
  it('stores a JPEG as WebP without metadata under an unguessable URL, served privately', async () => {
    const res = await upload(t, await photoWithLocation(2400, 1600));
    expect(res.statusCode).toBe(201);
    const { url, thumbUrl } = res.json();
    expect(url).toMatch(/^\/media\/job-applications\/[0-9a-f]{32}\.webp$/);
    expect(thumbUrl).toMatch(/^\/media\/job-applications\/[0-9a-f]{32}-thumb\.webp$/);
    // Raw on purpose: the photo is a static /media file, not an API route.
    const served = await t.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    expect(served.headers['x-robots-tag']).toBe('noindex, nofollow');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1600, undefined]);
    // Raw on purpose: the thumbnail is a static /media file, not an API route.
    const thumb = await sharp((await t.inject({ method: 'GET', url: thumbUrl })).rawPayload).metadata();
    expect(thumb.width).toBe(400);
  });

  it('judges the file by its content: a PNG named .jpg is accepted, a WebP too, a text file named .jpg is refused', async () => {
    const png = await photoWithLocation(300, 200, 'png');
    const asJpg = await upload(t, png, 'ritratto.jpg', 'image/jpeg');
    expect(asJpg.statusCode).toBe(201);
    const webp = await sharp(png).webp().toBuffer();
    expect((await upload(t, webp, 'taglio.webp', 'image/webp')).statusCode).toBe(201);

    const before = files();
    const text = await upload(t, Buffer.from('solo testo, non una foto'), 'taglio.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'IMAGE_INVALID', message: 'Sono accettati solo file JPG, PNG e WebP' });
    const gif = await sharp(png).gif().toBuffer();
    expect((await upload(t, gif, 'animazione.jpg')).json().message).toBe('Sono accettati solo file JPG, PNG e WebP');
    expect(files()).toEqual(before);
  });

  it('accepts up to 10 MB and refuses a file over 10485760 bytes, storing nothing', async () => {
    const photo = await photoWithLocation(400, 300);
    // A JPEG with trailing bytes is still a JPEG: just under the limit passes, one byte over does not.
    const atLimit = Buffer.concat([photo, Buffer.alloc(10_485_760 - photo.length)]);
    expect((await upload(t, atLimit)).statusCode).toBe(201);
    const before = files();
    const over = await upload(t, Buffer.concat([atLimit, Buffer.alloc(1)]));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: "L'immagine non deve superare i 10MB" });
    expect(files()).toEqual(before);
  });

  it('wants the file in field photo; no file is refused in Italian', async () => {
    const wrongField = await upload(t, await photoWithLocation(200, 200), 'a.jpg', 'image/jpeg', 'image');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Sono accettati solo file JPG, PNG e WebP');
    const none = multipartBody(null, { note: 'x' });
    const empty = await t.callRaw('uploadJobApplicationPhoto', { body: none.payload, headers: none.headers });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Sono accettati solo file JPG, PNG e WebP');
  });
});

describe('POST /job-applications', () => {
  it('stores the application, emails the recruiting address with every field and the photo links, and confirms to the candidate', async () => {
    t.clock.set('2026-06-03T12:30:00Z');
    const photos = [await uploadedUrl(), await uploadedUrl()];
    const res = await send(t, validForm(photos));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Candidatura Inviata!' });

    const [mail] = (await outbox('job-application')).slice(-1);
    expect(mail!.recipient).toBe('info@example.ch');
    expect(mail!.subject).toBe('Nuova candidatura: Luca Bernasconi');
    for (const text of [
      'Candidato: Luca Bernasconi',
      'Email: luca.b@example.ch',
      'Telefono: +41 79 123 45 67',
      'Nazionalità: Svizzera',
      'Indirizzo: Via Cantonale 3, 6900 Lugano',
      'Permesso di lavoro: Sì',
      'Stato civile: Celibe/Nubile',
      'Figli: Sì',
      'Numero di figli: 2',
      'Data candidatura: mercoledì, 3 giugno 2026 alle 14:30',
      'Foto del portfolio: 2',
      'Instagram: https://instagram.com/luca.cuts',
      `${t.ctx.config.publicUrl}${photos[0]}\n${t.ctx.config.publicUrl}${photos[1]}`,
      'A presto!',
    ])
      expect(mail!.body_text).toContain(text);
    expect(mail!.body_html).toContain(`<a href="${t.ctx.config.publicUrl}${photos[0]}"`);

    const [confirmation] = (await outbox('job-application-confirmation')).slice(-1);
    expect(confirmation!.recipient).toBe('luca.b@example.ch');
    expect(confirmation!.subject).toBe('Abbiamo ricevuto la tua candidatura - Barber Studio Test');
    expect(confirmation!.body_text).toContain('Ciao Luca,');
    expect(confirmation!.body_text).toContain('ti contatteremo presto');
    expect(confirmation!.body_text).toContain('Data candidatura: mercoledì, 3 giugno 2026 alle 14:30');

    // The links work without a login (the recruiting inbox opens them).
    // Raw on purpose: the photo is a static /media file, not an API route.
    expect((await t.inject({ method: 'GET', url: photos[1]! })).statusCode).toBe(200);
  });

  it("a German page: the candidate's confirmation in German, the shop's copy in the owner's French (ADR 0072)", async () => {
    t.clock.set('2026-06-03T12:30:00Z');
    await t.ctx.db.execute(sql`update users set language = 'fr' where id = ${admin.id}::uuid`);
    try {
      const res = await t.callRaw('createJobApplication', {
        body: validForm([await uploadedUrl()]),
        headers: { 'accept-language': 'de-CH,de;q=0.9' },
      });
      expect(res.statusCode).toBe(201);
      const [confirmation] = (await outbox('job-application-confirmation')).slice(-1);
      expect(confirmation!.subject).toBe('Wir haben Ihre Bewerbung erhalten - Barber Studio Test');
      expect(confirmation!.body_text).toContain('Guten Tag Luca,');
      expect(confirmation!.body_text).toContain('Bewerbungsdatum: Mittwoch, 3. Juni 2026 um 14:30 Uhr');
      expect(confirmation!.body_text).not.toMatch(/Ciao|candidatura|A presto/);
      const [owner] = (await outbox('job-application')).slice(-1);
      expect(owner!.subject).toBe('Nouvelle candidature : Luca Bernasconi');
      for (const text of ['Permis de travail: Oui', 'État civil: Célibataire', 'Enfants: Oui', 'Date de la candidature: mercredi, 3 juin 2026'])
        expect(owner!.body_text).toContain(text);
      expect(owner!.body_text).not.toMatch(/Candidato|Permesso|Stato civile|A presto/);
    } finally {
      await t.ctx.db.execute(sql`update users set language = 'it' where id = ${admin.id}::uuid`);
    }
  });

  it('sends to the recruiting address the admin set, and back to the shop email when cleared', async () => {
    const set = await t.call('updateRecruitingSettings', { body: { recruitingEmail: ' Lavoro@Example.ch ' }, as: admin });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({ recruitingEmail: 'lavoro@example.ch', shopEmail: 'info@example.ch' });
    expect((await send(t, validForm([await uploadedUrl()]))).statusCode).toBe(201);
    expect((await outbox('job-application')).at(-1)!.recipient).toBe('lavoro@example.ch');

    const bad = await t.call('updateRecruitingSettings', { body: { recruitingEmail: 'non-email' }, as: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Inserisci un indirizzo email valido');
    await t.call('updateRecruitingSettings', { body: { recruitingEmail: '' }, as: admin });
    expect((await send(t, validForm([await uploadedUrl()]))).statusCode).toBe(201);
    expect((await outbox('job-application')).at(-1)!.recipient).toBe('info@example.ch');
    expect((await t.call('recruitingSettings', { as: client })).statusCode).toBe(403);
  });

  it('checks the fields in the spec order: the first failure is the message', async () => {
    const photo = await uploadedUrl();
    const good = validForm([photo]);
    // Each step breaks one more rule of the list, from the last to the first, so the answer walks back up it.
    const steps: [Record<string, unknown>, string][] = [
      [{ socialProfiles: [{ platform: 'tiktok', url: '' }] }, 'Completa tutti i profili social iniziati o rimuovili'],
      [{ photos: [] }, 'Per favore carica almeno una foto del tuo portfolio'],
      [{ childrenNumber: '0' }, 'Specifica il numero di figli'],
      [{ phone: '12-34' }, 'Inserisci un numero di telefono valido'],
      [{ email: 'luca at example.ch' }, 'Inserisci un indirizzo email valido'],
      [{ email: '  ' }, 'Email è obbligatoria'],
      [{ phone: '' }, 'Numero di telefono è obbligatorio'],
      [{ address: '' }, 'Indirizzo è obbligatorio'],
      [{ hasChildren: '' }, 'Informazione sui figli è obbligatoria'],
      [{ maritalStatus: undefined }, 'Stato civile è obbligatorio'],
      [{ hasWorkPermit: 'forse' }, 'Permesso di lavoro è obbligatorio'],
      [{ nationality: ' ' }, 'Nazionalità è obbligatoria'],
      [{ lastName: '' }, 'Cognome è obbligatorio'],
      [{ firstName: '' }, 'Nome è obbligatorio'],
    ];
    let body: Record<string, unknown> = { ...good };
    for (const [change, message] of steps) {
      body = { ...body, ...change };
      const res = await send(t, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Children 'no' needs no number; a missing number with 'si' does.
    expect((await send(t, validForm([photo], { hasChildren: 'si', childrenNumber: null }))).json().message).toBe('Specifica il numero di figli');
    // Phone: leading +, digits, spaces, hyphens and parentheses, at least 8.
    const ok = await send(t, validForm([photo], { hasChildren: 'no', childrenNumber: '', phone: '(091) 555-0123' }));
    expect(ok.statusCode).toBe(201);
  });

  it('refuses more than 5 photos, foreign URLs, repeated or already sent photos, storing nothing', async () => {
    const count = async () => (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from job_applications`))[0]!.n;
    const before = await count();
    const six = await Promise.all(Array.from({ length: 6 }, () => uploadedUrl()));
    const tooMany = await send(t, validForm(six));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Puoi caricare massimo 5 foto');

    const mine = six[0]!;
    const notUploaded = 'Alcune foto non sono state caricate correttamente. Riprova.';
    for (const photos of [
      ['https://i.imgur.com/abcd.jpg'],
      ['/media/products/large-0123456789abcdef.webp'],
      [mine.replace(/[0-9a-f]{4}\.webp$/, '0000.webp')],
      [mine.replace('.webp', '-thumb.webp')],
      [mine, mine],
    ]) {
      const res = await send(t, validForm(photos));
      expect(res.statusCode, photos.join()).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: notUploaded });
    }
    // The same URL written with the site's address is the same photo.
    expect((await send(t, validForm([`${t.ctx.config.publicUrl}${mine}`]))).statusCode).toBe(201);
    // Already sent with that application: not a second time.
    expect((await send(t, validForm([mine]))).json().message).toBe(notUploaded);
    expect(await count()).toBe(before + 1);
  });
});

describe('admin', () => {
  it('lists the applications newest first with their photos, and deletes one with its files', async () => {
    t.clock.set('2026-07-01T08:00:00Z');
    const first = [await uploadedUrl()];
    await send(t, validForm(first, { firstName: 'Prima' }));
    t.clock.set('2026-07-02T08:00:00Z');
    const second = [await uploadedUrl(), await uploadedUrl()];
    await send(t, validForm(second, { firstName: 'Seconda', hasChildren: 'no', childrenNumber: '' }));

    const list = await t.call('jobApplications', { as: admin });
    expect(list.statusCode).toBe(200);
    const [newest, older] = list.json().data;
    expect([newest.firstName, older.firstName]).toEqual(['Seconda', 'Prima']);
    expect(newest).toMatchObject({
      hasWorkPermit: 'si',
      maritalStatus: 'celibe-nubile',
      hasChildren: 'no',
      childrenNumber: null,
      email: 'luca.b@example.ch',
      socialProfiles: [{ platform: 'instagram', url: 'https://instagram.com/luca.cuts' }],
      createdAt: '2026-07-02T08:00:00.000Z',
      deleteAfter: '2026-09-30T08:00:00.000Z',
    });
    expect(newest.photos.map((p: { url: string }) => p.url)).toEqual(second);
    expect(newest.photos[0].thumbUrl).toMatch(/-thumb\.webp$/);

    const before = files();
    const gone = await t.call('deleteJobApplication', { params: { id: newest._id }, as: admin });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe('Candidatura eliminata');
    expect(files()).toHaveLength(before.length - 4);
    // Raw on purpose: the photo is a static /media file, not an API route.
    expect((await t.inject({ method: 'GET', url: second[0]! })).statusCode).toBe(404);
    const again = await t.call('deleteJobApplication', { params: { id: newest._id }, as: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Candidatura non trovata');
  });

  it('only the admin reads, deletes and sets; the public calls need no login', async () => {
    for (const who of [null, client, barber]) {
      const headers = who?.auth ?? {};
      const list = await t.call('jobApplications', { headers });
      expect(list.statusCode).toBe(who ? 403 : 401);
      const del = await t.call('deleteJobApplication', { params: { id: '00000000-0000-4000-8000-000000000000' }, headers });
      expect(del.statusCode).toBe(who ? 403 : 401);
      const put = await t.call('updateRecruitingSettings', { body: { recruitingEmail: 'x@example.ch' }, headers });
      expect(put.statusCode).toBe(who ? 403 : 401);
    }
  });
});

describe('retention (90 days) and unsent photos (1 day)', () => {
  it('deletes applications and their files at 90 days, keeps them at 89; unsent photos go after a day', async () => {
    const app = await createTestApp();
    try {
      await givenShop(app);
      const count = async (table: 'job_applications' | 'job_application_photos') =>
        (await queryRows<{ n: number }>(app.ctx.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
      const dir = () => (existsSync(join(app.uploadsDir, 'job-applications')) ? readdirSync(join(app.uploadsDir, 'job-applications')) : []);
      app.clock.set('2026-03-01T10:00:00Z');
      const photos = [await uploadedUrl(app), await uploadedUrl(app)];
      expect((await send(app, validForm(photos))).statusCode).toBe(201);
      const unsent = await uploadedUrl(app);
      expect(dir()).toHaveLength(6);

      // Within a day the unsent upload stays (the candidate may still be filling in the form).
      app.clock.set('2026-03-02T09:59:00Z');
      expect(await purgeApplications(app.ctx)).toEqual({ applications: 0, unsentPhotos: 0 });
      app.clock.set('2026-03-02T10:00:00Z');
      expect(await purgeApplications(app.ctx)).toEqual({ applications: 0, unsentPhotos: 1 });
      expect(dir()).toHaveLength(4);
      // Raw on purpose: the photo is a static /media file, not an API route.
      expect((await app.inject({ method: 'GET', url: unsent })).statusCode).toBe(404);
      expect((await send(app, validForm([unsent]))).json().message).toBe('Alcune foto non sono state caricate correttamente. Riprova.');

      // Day 89: kept, through the registered recurring job.
      app.clock.set(new Date(Date.parse('2026-03-01T10:00:00Z') + 89 * DAY));
      await app.ctx.jobs.runDue();
      const ran = await queryRows<{ n: number }>(app.ctx.db, sql`select count(*)::int as n from jobs where kind = ${PURGE_JOB} and done_at is not null`);
      expect(ran[0]!.n).toBeGreaterThan(0);
      expect([await count('job_applications'), await count('job_application_photos'), dir().length]).toEqual([1, 2, 4]);

      // Day 90: rows and stored files gone.
      app.clock.set(new Date(Date.parse('2026-03-01T10:00:00Z') + 90 * DAY));
      expect(await purgeApplications(app.ctx)).toEqual({ applications: 1, unsentPhotos: 0 });
      expect([await count('job_applications'), await count('job_application_photos'), dir().length]).toEqual([0, 0, 0]);
      // Raw on purpose: the photos are static /media files, not API routes.
      for (const url of photos) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('rate limits', () => {
  it('limits photo uploads and applications per address, in Italian', async () => {
    const app = await createTestApp({ publicFormRateLimit: 3 });
    try {
      await givenShop(app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await upload(app, await photoWithLocation(200, 150))).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const limited = await upload(app, await photoWithLocation(200, 150));
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(limited.json().message).toMatch(/Troppe richieste/);

      const forms: number[] = [];
      for (let i = 0; i < 4; i++) forms.push((await send(app, validForm([]))).statusCode);
      expect(forms).toEqual([400, 400, 400, 429]);
    } finally {
      await app.close();
    }
  });
});
