import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { withTestApp } from '../../../test/helpers/app-suite';
import { makeUsers, type TestUser } from '../../../test/helpers/factories';
import type { TestApp } from '../../../test/helpers/test-app';
import { multipartBody, photoWithLocation } from '../../../test/helpers/uploads';

let t: TestApp;
let admin: TestUser;
let client: TestUser;
withTestApp(async (app) => {
  t = app;
  [admin, client] = await makeUsers(app, { role: 'admin' }, {});
});

const qrPng = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#000' } })
    .composite([{ input: { create: { width: size / 2, height: size / 2, channels: 3, background: '#fff' } }, left: 0, top: 0 }])
    .png()
    .toBuffer();

const upload = (who: TestUser | null, file: Parameters<typeof multipartBody>[0]) => {
  const body = multipartBody(file);
  return t.callRaw('uploadTwintQr', {
    body: body.payload,
    headers: { ...body.headers, ...(who ? who.auth : {}) },
  });
};
const storedFiles = () => (existsSync(join(t.uploadsDir, 'shop')) ? readdirSync(join(t.uploadsDir, 'shop')) : []);
const current = async () => (await t.call('twintQr')).json().data;

describe("the shop's TWINT QR code", () => {
  it('is null until the admin uploads one', async () => {
    expect(await current()).toBeNull();
  });

  it('is uploaded by the admin, served as lossless WebP with a year of caching, and replaced cleanly', async () => {
    const first = await upload(admin, { name: 'qr.png', type: 'image/png', data: await qrPng(400) });
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ width: 400, height: 400 });
    expect(data.url).toMatch(/^\/media\/shop\/twint-qr-[0-9a-f]{16}\.webp$/);
    expect(await current()).toEqual(data);

    // Raw on purpose: the QR image is a static /media file, not an API route.
    const served = await t.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect(storedFiles()).toHaveLength(1);

    const second = await upload(admin, { name: 'nuovo.png', type: 'image/png', data: await qrPng(200) });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.url).not.toBe(data.url);
    expect(storedFiles()).toEqual([second.json().data.url.split('/').pop()]);
    // Raw on purpose: the QR image is a static /media file, not an API route.
    expect((await t.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
  });

  it('refuses what is not an image, whatever its name, and a file over 5 MB, and keeps the current one', async () => {
    const before = await current();
    const fake = await upload(admin, { name: 'qr.png', type: 'image/png', data: Buffer.from('%PDF-1.7 not an image') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'IMAGE_INVALID', message: 'Per favore seleziona un file immagine valido' });

    const big = await upload(admin, { name: 'big.jpg', type: 'image/jpeg', data: Buffer.concat([await photoWithLocation(), Buffer.alloc(5 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: "L'immagine non deve superare i 5MB" });

    const wrongField = await upload(admin, { field: 'file', name: 'qr.png', type: 'image/png', data: await qrPng(100) });
    expect(wrongField.statusCode).toBe(400);
    const noForm = await t.callRaw('uploadTwintQr', { body: { image: 'x' }, as: admin });
    expect(noForm.statusCode).toBe(400);
    expect(noForm.json().message).toBe('Per favore seleziona un file immagine valido');

    expect(await current()).toEqual(before);
    expect(storedFiles()).toHaveLength(1);
  });

  it('is only for the admin', async () => {
    const data = await qrPng(100);
    expect((await upload(null, { name: 'qr.png', type: 'image/png', data })).statusCode).toBe(401);
    expect((await upload(client, { name: 'qr.png', type: 'image/png', data })).statusCode).toBe(403);
    expect((await t.call('deleteTwintQr', { as: client })).statusCode).toBe(403);
    expect(storedFiles()).toHaveLength(1);
  });

  it('is removed with its file', async () => {
    const { url } = await current();
    const removed = await t.call('deleteTwintQr', { as: admin });
    expect(removed.json()).toEqual({ success: true, message: 'Codice QR TWINT rimosso' });
    expect(await current()).toBeNull();
    expect(storedFiles()).toEqual([]);
    // Raw on purpose: the removed QR image was a static /media file, not an API route.
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('serves nothing outside the storage', async () => {
    for (const url of ['/media/..%2fpackage.json', '/media/shop/nope.webp', '/media/shop/']) {
      // Raw on purpose: hand-made /media paths that must not escape the storage.
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toMatch(/"dependencies"|root:/);
    }
    // '..' and '%2e%2e' are resolved in the URL itself (to '/package.json', '/etc/passwd'): the web app answers.
    for (const url of ['/media/../package.json', '/media/%2e%2e/%2e%2e/etc/passwd']) {
      // Raw on purpose: hand-made paths with '..' that must not reach a file outside the storage.
      expect((await t.inject({ method: 'GET', url })).body).not.toMatch(/"dependencies"|root:/);
    }
  });
});
