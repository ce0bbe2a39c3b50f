// `npm run dev`: the API with reload on change (tsx watch, port 3000) and the Vite dev server with hot reload
// (port 5173, proxying /api and /socket.io to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@barber/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@barber/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('Sviluppo: app su http://localhost:5173 (API su http://localhost:3000/api)');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
