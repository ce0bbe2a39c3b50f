// Bundles the server (and the shared package it imports as TypeScript) into apps/server/dist with esbuild.
// npm packages stay external and are loaded from node_modules at run time.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../apps/server');
const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

const result = await build({
  entryPoints: {
    main: join(serverDir, 'src/main.ts'),
    'create-admin': join(serverDir, 'src/cli/create-admin.ts'),
    'setup-cli': join(serverDir, 'src/cli/setup-cli.ts'),
  },
  outdir: join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Written below, each file whole at once: a server starting meanwhile (a test, `npm start`) never reads half a bundle.
  write: false,
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
mkdirSync(join(serverDir, 'dist'), { recursive: true });
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
console.log('server bundle: apps/server/dist/main.js');
