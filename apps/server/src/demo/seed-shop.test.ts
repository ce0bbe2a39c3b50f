import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PRODUCT_CATEGORIES } from '@barber/shared/domain/shop';
import { withTestApp } from '../../test/helpers/app-suite';
import type { TestApp } from '../../test/helpers/test-app';
import { diskStorage } from '../infra/storage/disk-storage';
import { demoProducts, seedDemoShop } from './seed-shop';

let t: TestApp;
withTestApp((app) => (t = app));
const root = mkdtempSync(join(tmpdir(), 'seed-shop-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('demo shop', () => {
  it('seeds a dozen products across categories, each with its own generated picture in both sizes', async () => {
    await seedDemoShop(t.ctx.db, diskStorage(root));
    expect(demoProducts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demoProducts.map((p) => p.category)).size).toBeGreaterThanOrEqual(8);
    expect(demoProducts.every((p) => PRODUCT_CATEGORIES.includes(p.category))).toBe(true);
    const files = readdirSync(join(root, 'products'));
    expect(files).toHaveLength(demoProducts.length * 2);
    const shop = (await t.call('products')).json();
    expect(shop.data).toHaveLength(demoProducts.length);
    expect(shop.data[0].isFeatured).toBe(true);
    const meta = await sharp(join(root, 'products', files.find((f) => f.startsWith('thumb-'))!)).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 400]);
  });
});
