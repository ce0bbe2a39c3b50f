import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { buildApp } from '../app';
import { loadConfig } from './config';
import { smtpTransport } from './mailer';
import { freshDatabase } from '../../test/helpers/database';
import { applyTestPlan } from '../../test/helpers/subscriptions';
import type { Database } from '../db/client';

/** The real SMTP adapter against a local SMTP server that speaks the protocol. */
interface Received {
  from: string;
  to: string[];
  data: string;
}
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];
let database: Database;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as { port: number }).port;
  database = await freshDatabase();
  // The shop's plan (issue 12): the message gate lets mail through only with an active one.
  await applyTestPlan(database.db, 'unlimited');
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe('SMTP transport', () => {
  it('delivers a queued email with its attachment and records it as sent', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), mailFrom: 'Studio <studio@example.ch>' };
    const { app, ctx } = await buildApp({ config, database, emailTransport: smtpTransport(`smtp://127.0.0.1:${port}`) });
    try {
      await ctx.db.transaction((tx) =>
        ctx.mailer.queue(tx, {
          to: 'cliente@example.ch',
          kind: 'test',
          subject: 'Conferma prenotazione',
          text: 'Ciao! A presto.',
          attachments: [{ filename: 'invito.ics', contentType: 'text/calendar', content: Buffer.from('BEGIN:VCALENDAR').toString('base64') }],
        }),
      );
      await ctx.jobs.runDue();
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['cliente@example.ch']);
      expect(received[0]!.from).toBe('studio@example.ch');
      expect(received[0]!.data).toContain('Subject: Conferma prenotazione');
      expect(received[0]!.data).toContain('invito.ics');
      const [row] = await queryRows<{ status: string; provider: string }>(ctx.db, sql`select status, provider from outbound_messages`);
      expect(row).toEqual({ status: 'sent', provider: 'smtp' });
    } finally {
      await app.close();
    }
  });

  it('records a failure and retries when the SMTP server is unreachable', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const { app, ctx } = await buildApp({ config, database, emailTransport: smtpTransport('smtp://127.0.0.1:1') });
    try {
      await ctx.db.transaction((tx) => ctx.mailer.queue(tx, { to: 'x@example.ch', kind: 'test', subject: 's', text: 't' }));
      await ctx.jobs.runDue();
      const [row] = await queryRows<{ status: string; error: string }>(
        ctx.db,
        sql`select status, error from outbound_messages where recipient = 'x@example.ch'`,
      );
      expect(row?.status).toBe('failed');
      expect(row?.error).toBeTruthy();
      const [job] = await queryRows<{ done: boolean; last_error: string | null }>(
        ctx.db,
        sql`select done_at is not null as done, last_error from jobs where payload->>'messageId' is not null order by id desc limit 1`,
      );
      expect(job).toMatchObject({ done: false });
      expect(job?.last_error).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});
