/**
 * Two server instances behind one port, for the load bench (issue 30 item 4): Node's cluster module forks the
 * server bundle (argv[2]) twice; both listen on PORT, and this primary accepts each connection and hands it to
 * the workers in turn (round-robin, Node's default on Linux). Nothing in the app knows about it: each worker is
 * the same process `npm start` runs, with its own database pool, sharing PostgreSQL and Redis with the other.
 * The bench sends SIGTERM here; each worker gets it and stops cleanly, then this process exits.
 */
import cluster from 'node:cluster';

const INSTANCES = 2;
cluster.setupPrimary({ exec: process.argv[2], args: [], silent: false });
for (let i = 0; i < INSTANCES; i++) {
  const worker = cluster.fork();
  // One after the other: a worker starts (migrations checked, pools opened) before the next begins.
  await new Promise((resolve, reject) => {
    worker.once('listening', resolve);
    worker.once('exit', (code) => reject(new Error(`instance ${i + 1} exited with ${code} before it listened`)));
  });
}
console.log(`${INSTANCES} instances listening on port ${process.env.PORT}; pids ${Object.values(cluster.workers ?? {}).map((w) => w?.process.pid).join(' ')}`);

let stopping = false;
let failed = false;
cluster.on('exit', (worker, code, signal) => {
  console.log(`instance ${worker.process.pid} exited: code ${code}, signal ${signal}`);
  // Before a stop was asked for, any exit is a failure; during it, only an exit that is not clean.
  if (!stopping || (code !== 0 && signal !== 'SIGTERM')) failed = true;
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
});
process.on('SIGTERM', () => {
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
});
