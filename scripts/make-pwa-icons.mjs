// Draws the installed app's icons from the favicon's artwork (apps/web/public/favicon.svg) into
// apps/web/public/icons: run once after changing the favicon (`node scripts/make-pwa-icons.mjs`), commit the PNGs.
// "any" icons keep the favicon's rounded square; the maskable icon and Apple's touch icon fill the whole square
// (the platform cuts its own shape) with the scissors inside the maskable safe zone (the central 80 % circle).
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const out = join(web, 'icons');
mkdirSync(out, { recursive: true });

const favicon = readFileSync(join(web, 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? '#17161a';
// The favicon's drawing without its rounded background, to place on a full-bleed square.
const glyph = /<g[\s\S]*<\/g>/.exec(favicon)?.[0];
if (!glyph) throw new Error('favicon.svg: no <g> drawing found');

/** A full square of the background with the 64-unit glyph scaled to `scale` of the side, centred. */
const fullBleed = (scale) => {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${glyph}</g></svg>`;
};

const render = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, name));

await render(favicon, 192, 'icon-192.png');
await render(favicon, 512, 'icon-512.png');
await render(fullBleed(0.62), 512, 'icon-maskable-512.png');
await render(fullBleed(0.8), 180, 'apple-touch-icon.png');
console.log(`icons written to ${out}`);
