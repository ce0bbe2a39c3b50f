// Writes .br and .gz next to every text asset of a build folder. The server loads them with the files at start
// (apps/server/src/infra/web-files.ts, ADR 0040) instead of compressing everything itself, which at brotli's best
// quality would take seconds.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|html|svg|json|webmanifest|txt|map)$/;

/** Compresses every text file of `dir` and its folders; returns how many. */
export function compressDir(dir) {
  let files = 0;
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (TEXT.test(name) && !name.endsWith('.map')) {
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        files++;
      }
    }
  };
  walk(dir);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node scripts/compress-dist.mjs <dir>');
  console.log(`compressed ${compressDir(dir)} files in ${dir}`);
}
