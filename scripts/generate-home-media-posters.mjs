// Posters for the homepage media: one PNG frame -> WebP at each width (<base>-<width>.webp when several
// widths are asked, else <base>.webp). Used by generate-home-media.sh.
import sharp from 'sharp';

const [input, base, ...widths] = process.argv.slice(2);
for (const width of widths.map(Number)) {
  const suffix = widths.length > 1 ? `-${width}` : '';
  await sharp(input).resize({ width }).webp({ quality: 72, effort: 6 }).toFile(`${base}${suffix}.webp`);
}
