import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../db/client';
import { freshDatabase } from '../../test/helpers/database';
import { createJobQueue } from './jobs';
import { createMailer, smtpTransport } from './mailer';

/** List-Unsubscribe headers are stored with the message and reach the mail server (RFC 2369 / RFC 8058). */
const quietLog = {
  level: 'silent',
  warn() {},
  error() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  child: () => quietLog,
};
let smtp: SMTPServer;
let port: number;
let database: Database;
const received: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as { port: number }).port;
  database = await freshDatabase();
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe('email headers', () => {
  it('List-Unsubscribe and List-Unsubscribe-Post are recorded and sent over SMTP, with the HTML part', async () => {
    const jobs = createJobQueue(database.db, quietLog as unknown as FastifyBaseLogger, 50);
    const mailer = createMailer(
      database.db,
      jobs,
      smtpTransport(`smtp://127.0.0.1:${port}`),
      'studio@example.ch',
    );
    const url = 'https://book.example.ch/api/users/unsubscribe/one-click?email=carla%40example.ch&token=abc';
    const id = await database.db.transaction((tx) =>
      mailer.queue(tx, {
        to: 'carla@example.ch',
        kind: 'appointment-reminder',
        subject: 'Promemoria',
        text: 'Ciao',
        html: '<p>Ciao</p>',
        headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    );
    await jobs.runDue();
    const [row] = await queryRows<{ status: string; headers: Record<string, string> }>(
      database.db,
      sql`select status, headers from outbound_messages where id = ${id}::uuid`,
    );
    expect(row).toEqual({
      status: 'sent',
      headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(received).toHaveLength(1);
    const raw = received[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toContain(`List-Unsubscribe: <${url}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toContain('text/html');
    await jobs.stop();
  });
});
