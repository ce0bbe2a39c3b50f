import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { photoWithLocation } from '../../../test/helpers/uploads';
import { AppError } from '../errors';
import { diskStorage } from './disk-storage';
import { isStorageKey } from './file-storage';
import { IMAGE_MAX_BYTES, processImage } from './image';

const root = mkdtempSync(join(tmpdir(), 'storage-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('disk storage', () => {
  const storage = diskStorage(root);

  it('saves, reads and removes a file under its key, leaving no temporary file behind', async () => {
    await storage.save('shop/logo-abc123.webp', { data: Buffer.from('bytes'), contentType: 'image/webp' });
    expect(await storage.read('shop/logo-abc123.webp')).toEqual({ data: Buffer.from('bytes'), contentType: 'image/webp' });
    expect(readdirSync(join(root, 'shop'))).toEqual(['logo-abc123.webp']);
    await storage.remove('shop/logo-abc123.webp');
    expect(await storage.read('shop/logo-abc123.webp')).toBeNull();
    await expect(storage.remove('shop/logo-abc123.webp')).resolves.toBeUndefined();
  });

  it.each(['../secret.webp', 'shop/../../etc/passwd.png', '/etc/passwd.png', 'shop/LOGO.webp', 'shop/.hidden.webp', 'logo.webp', 'shop//x.webp'])(
    'refuses the key %s',
    async (key) => {
      expect(isStorageKey(key)).toBe(false);
      await expect(storage.save(key, { data: Buffer.from('x'), contentType: 'image/webp' })).rejects.toThrow('Invalid storage key');
      await expect(storage.read(key)).rejects.toThrow('Invalid storage key');
    },
  );
});

describe('image processing', () => {
  it('re-encodes as WebP within the size, without any metadata', async () => {
    const photo = await photoWithLocation(2400, 1200);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const [large, thumb] = await processImage(photo, [
      { name: 'large', maxSize: 1200 },
      { name: 'thumb', maxSize: 300 },
    ]);
    expect([large!.width, large!.height, thumb!.width, thumb!.height]).toEqual([1200, 600, 300, 150]);
    for (const image of [large!, thumb!]) {
      const meta = await sharp(image.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(image.hash).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(large!.hash).not.toBe(thumb!.hash);
  });

  it('never enlarges a small image, and keeps QR pixels exact when lossless', async () => {
    const qr = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).png().toBuffer();
    const [image] = await processImage(qr, [{ name: 'qr', maxSize: 1024, lossless: true }]);
    expect([image!.width, image!.height]).toEqual([64, 64]);
    const { data } = await sharp(image!.data).raw().toBuffer({ resolveWithObject: true });
    expect(data.every((byte) => byte === 0)).toBe(true);
  });

  const refused = async (input: Buffer, code: string, message: string) => {
    const error = await processImage(input, [{ name: 'large', maxSize: 100 }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
    expect((error as AppError).message).toBe(message);
    expect((error as AppError).status).toBe(400);
  };

  it('judges by content: text named like an image, an SVG and a truncated JPEG are not images', async () => {
    await refused(Buffer.from('GIF89a? not really'), 'IMAGE_INVALID', 'Per favore seleziona un file immagine valido');
    await refused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'IMAGE_INVALID', 'Per favore seleziona un file immagine valido');
    const photo = await photoWithLocation(400, 300);
    await refused(photo.subarray(0, 200), 'IMAGE_INVALID', 'Per favore seleziona un file immagine valido');
  });

  it('refuses more than 5 MB, and a small file that unpacks to a huge canvas', async () => {
    await refused(Buffer.alloc(IMAGE_MAX_BYTES + 1), 'IMAGE_TOO_LARGE', "L'immagine non deve superare i 5MB");
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    await refused(bomb, 'IMAGE_INVALID', 'Per favore seleziona un file immagine valido');
  });
});
