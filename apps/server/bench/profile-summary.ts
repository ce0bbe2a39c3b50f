/**
 * Where a server's CPU time went: reads the .cpuprofile files that `BENCH_CPU_PROF=<dir>` makes the load bench's
 * servers write (node --cpu-prof), and prints the self time by package or area and the costliest functions.
 *   npx tsx apps/server/bench/profile-summary.ts <dir or file.cpuprofile>...
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

/** The package (or this app's own area) a function's file belongs to. */
function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url.split('/')[0]!;
  const own = /apps\/server\/(?:src|dist)\/(.*)/.exec(url);
  return own ? `app: ${own[1]!.split('/').slice(0, 2).join('/')}` : url;
}

const files = process.argv.slice(2).flatMap((path) =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => join(path, f))
    : [path],
);
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const area = areaOf(url, functionName);
    areas.set(area, (areas.get(area) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${area}:${lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  const share = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
  console.log(`\n${file}: ${(total / 1e6).toFixed(1)} s sampled`);
  console.log('by area (self time):');
  for (const [area, us] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${share(us)}  ${area}`);
  console.log('costliest functions (self time):');
  for (const [fn, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${share(us)}  ${fn}`);
}
