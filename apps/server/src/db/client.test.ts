import { createServer, type Server, type Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeServer, openDatabase } from './client';

/**
 * A stand-in PostgreSQL speaking just enough of the wire protocol (startup, simple query, terminate) to show
 * how the pool behaves when the server refuses, is starting up, or drops an idle connection. No real server
 * needed; the API suite covers real PostgreSQL.
 */
function fakePostgres(options: { startingUpFor?: number } = {}) {
  const sockets: Socket[] = [];
  const startups: Record<string, string>[] = [];
  let refusals = options.startingUpFor ?? 0;
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const int32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeInt32BE(n);
    return b;
  };
  const ready = message('Z', Buffer.from('I'));
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    let buffer = Buffer.alloc(0);
    let started = false;
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 4 || buffer.length < buffer.readInt32BE(0)) return;
          const length = buffer.readInt32BE(0);
          const parts = buffer
            .subarray(8, length - 1)
            .toString('utf8')
            .split('\0');
          buffer = buffer.subarray(length);
          startups.push(
            Object.fromEntries(
              parts.flatMap((p, i) =>
                i % 2 === 0 && parts[i + 1] !== undefined ? [[p, parts[i + 1]!]] : [],
              ),
            ),
          );
          if (refusals > 0) {
            refusals--;
            const fields = Buffer.from('SFATAL\0C57P03\0Mthe database system is starting up\0\0', 'utf8');
            socket.end(message('E', fields));
            return;
          }
          started = true;
          socket.write(Buffer.concat([message('R', int32(0)), ready]));
          continue;
        }
        if (buffer.length < 5 || buffer.length < 1 + buffer.readInt32BE(1)) return;
        const type = String.fromCharCode(buffer[0]!);
        buffer = buffer.subarray(1 + buffer.readInt32BE(1));
        if (type === 'X') socket.end();
        else if (type === 'Q') socket.write(Buffer.concat([message('C', Buffer.from('SELECT 0\0')), ready]));
      }
    });
  });
  return {
    startups,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    /** What a PostgreSQL restart or an idle timeout does to the pool's open connections. */
    dropAll: () => sockets.forEach((s) => s.destroy()),
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('the PostgreSQL pool', () => {
  it('survives an idle connection dropped by the server: logged, and the next query reconnects', async () => {
    const pg = fakePostgres();
    const port = await pg.listen();
    closers.push(pg.close);
    const warnings: string[] = [];
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://barber:Secret-pw@127.0.0.1:${port}/shop`,
      onWarning: (m) => warnings.push(m),
    });
    closers.unshift(() => database.close());
    pg.dropAll();
    await expect.poll(() => warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toMatch(/connessione inattiva chiusa dal server/);
    await database.exec('select 1');
    expect(pg.startups).toHaveLength(2);
  });

  it('asks the server for a statement timeout on every connection', async () => {
    const pg = fakePostgres();
    const port = await pg.listen();
    closers.push(pg.close);
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://barber@127.0.0.1:${port}/shop`,
      statementTimeoutMs: 15_000,
    });
    closers.unshift(() => database.close());
    expect(pg.startups[0]).toMatchObject({ user: 'barber', database: 'shop', statement_timeout: '15000' });
  });

  it('waits for a server that is still starting up', async () => {
    const pg = fakePostgres({ startingUpFor: 2 });
    const port = await pg.listen();
    closers.push(pg.close);
    const warnings: string[] = [];
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://barber@127.0.0.1:${port}/shop`,
      connectRetryMs: 10_000,
      onWarning: (m) => warnings.push(m),
    });
    closers.unshift(() => database.close());
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      new RegExp(`^PostgreSQL su 127\\.0\\.0\\.1:${port}/shop non risponde .*nuovo tentativo tra 0\\.5 s`),
    );
  });

  it('gives up on an unreachable server after the retry time with a message naming the host, never the password', async () => {
    const probe = fakePostgres();
    const port = await probe.listen();
    await probe.close(); // nothing listens there now
    const warnings: string[] = [];
    const started = Date.now();
    const error = await openDatabase({
      kind: 'postgres',
      url: `postgres://barber:Secret-pw@127.0.0.1:${port}/shop`,
      connectRetryMs: 2_000,
      onWarning: (m) => warnings.push(m),
    }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^database PostgreSQL non raggiungibile su 127\\.0\\.0\\.1:${port}/shop dopo 2 s: .*ECONNREFUSED`,
      ),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    for (const text of [(error as Error).message, ...warnings]) expect(text).not.toContain('Secret-pw');
  });

  it('describes a server by host, port and database only', () => {
    expect(describeServer('postgres://u:p@db.example.ch:6543/barber?sslmode=require')).toBe(
      'db.example.ch:6543/barber',
    );
    expect(describeServer('postgresql://db/barber')).toBe('db:5432/barber');
  });
});

describe('PGlite under a queue of statements', () => {
  it('lets the event loop turn between statements, inside transactions too (ADR 0041)', async () => {
    // The suite's migrated template when it is PGlite's: opening it is seconds faster than a new PGlite.
    const template = inject('dbTemplate');
    const database = await openDatabase(
      template.kind === 'pglite'
        ? { kind: 'pglite', loadFrom: new Blob([readFileSync(template.file)]) }
        : { kind: 'pglite' },
    );
    try {
      await database.exec(
        'create table counter (id int primary key, n int not null); insert into counter values (1, 0);',
      );
      // Turns of the event loop while the statements wait: without yielding, all of them ran in one turn and a
      // request needing no database (the home page) waited for the whole queue.
      let turns = 0;
      let done = false;
      const count = () => {
        turns++;
        if (!done) setImmediate(count);
      };
      setImmediate(count);
      await Promise.all([
        ...Array.from({ length: 100 }, () => database.db.execute(sql`select n from counter where id = 1`)),
        ...Array.from({ length: 20 }, () =>
          database.db.transaction(async (tx) => {
            await tx.execute(sql`select n from counter where id = 1 for update`);
            await tx.execute(sql`update counter set n = n + 1 where id = 1`);
          }),
        ),
      ]);
      done = true;
      // One turn or more per statement exchange; 100 plain and 40 transaction statements.
      expect(turns).toBeGreaterThan(140);
      const [row] = (
        (await database.db.execute(sql`select n from counter`)) as unknown as { rows: { n: number }[] }
      ).rows;
      expect(row?.n).toBe(20);
    } finally {
      await database.close();
    }
  });
});
