import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { withTestApp } from '../../../test/helpers/app-suite';
import type { TestApp } from '../../../test/helpers/test-app';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { purgeExpiredData, RETENTION_JOB } from './service';

let t: TestApp;
let user: TestUser;
withTestApp(async (app) => {
  t = app;
  user = await makeUser(app);
});

/** A time relative to the database clock, e.g. ago('2 days') or ago('-20 minutes') for the future. */
const ago = (interval: string) => sql`now() - ${interval}::interval`;
const rows = <T>(query: SQL) => queryRows<T>(t.ctx.db, query);

async function seed() {
  await t.ctx.db.execute(sql`
    insert into idempotency_keys (scope, key, request_hash, status_code, response, created_at) values
      ('r', 'fresh', 'h', 201, '{}', ${ago('23 hours')}),
      ('r', 'expired', 'h', 201, '{}', ${ago('25 hours')})`);

  const reset = (name: string, expires: SQL, used: SQL | null) =>
    t.ctx.db.execute(sql`insert into password_resets (token_hash, user_id, expires_at, used_at) values (${name}, ${user.id}, ${expires}, ${used})`);
  await reset('reset-expired-2d', ago('2 days'), null);
  await reset('reset-used-2d', ago('-1 day'), ago('2 days'));
  await reset('reset-used-1h', ago('-1 day'), ago('1 hour'));
  await reset('reset-open', ago('-20 minutes'), null);
  await reset('reset-expired-1h', ago('1 hour'), null);

  const link = (name: string, expires: SQL, used: SQL | null) =>
    t.ctx.db.execute(sql`
      insert into email_confirmations (token_hash, user_id, email, expires_at, used_at)
      values (${name}, ${user.id}, ${user.email}, ${expires}, ${used})`);
  await link('confirm-expired-2d', ago('2 days'), null);
  await link('confirm-used-2d', ago('-1 hour'), ago('2 days'));
  await link('confirm-used-1h', ago('-1 hour'), ago('1 hour'));
  await link('confirm-open', ago('-20 hours'), null);

  const token = (family: string, name: string, expires: SQL, used: SQL | null, revoked: SQL | null) =>
    t.ctx.db.execute(sql`
      insert into refresh_tokens (user_id, family_id, token_hash, expires_at, used_at, revoked_at)
      values (${user.id}, ${family}, ${name}, ${expires}, ${used}, ${revoked})`);
  const [live, revoked, expired, recent] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  // A live login: its used tokens stay, a replay of one of them must still be recognised as reuse.
  await token(live, 'live-used', ago('-20 days'), ago('10 days'), null);
  await token(live, 'live-current', ago('-30 days'), null, null);
  await token(revoked, 'revoked-used', ago('-20 days'), ago('5 days'), ago('2 days'));
  await token(revoked, 'revoked-last', ago('-20 days'), null, ago('2 days'));
  await token(expired, 'expired-last', ago('2 days'), null, null);
  await token(recent, 'recent-logout', ago('-20 days'), null, ago('1 hour'));

  await t.ctx.db.execute(sql`
    insert into jobs (kind, payload, run_at, attempts, max_attempts, done_at, created_at, recurring_key) values
      ('test.done-31d', '{}', ${ago('31 days')}, 1, 5, ${ago('31 days')}, ${ago('31 days')}, null),
      ('test.done-29d', '{}', ${ago('29 days')}, 1, 5, ${ago('29 days')}, ${ago('29 days')}, null),
      ('test.dead-31d', '{}', ${ago('31 days')}, 5, 5, null, ${ago('32 days')}, null),
      ('test.dead-1d', '{}', ${ago('1 day')}, 5, 5, null, ${ago('1 day')}, null),
      ('test.waiting', '{}', ${ago('-10 days')}, 0, 5, null, ${ago('40 days')}, null),
      ('test.recurring', '{}', ${ago('-1 hour')}, 0, 5, null, ${ago('40 days')}, 'test.recurring')`);

  const message = (recipient: string, status: string, created: SQL, sent: SQL | null) =>
    t.ctx.db.execute(sql`
      insert into outbound_messages (channel, kind, recipient, subject, body_text, body_html, status, created_at, sent_at)
      values ('email', 'test', ${recipient}, 'Oggetto', 'Testo', '<p>Testo</p>', ${status}, ${created}, ${sent})`);
  await message('sent-31d@example.ch', 'sent', ago('31 days'), ago('31 days'));
  await message('sent-29d@example.ch', 'sent', ago('29 days'), ago('29 days'));
  await message('queued-40d@example.ch', 'queued', ago('40 days'), null);
  const [service] = await rows<{ id: string }>(sql`insert into services (name, price_rappen, duration_minutes) values ('Taglio', 3000, 30) returning id`);
  const walkIn = (token: string, created: SQL) =>
    t.ctx.db.execute(sql`
      insert into walk_ins (token, first_name, phone, service_id, status, created_at)
      values (${token}, 'Luca', '+41795550000', ${service!.id}, 'no_show', ${created})`);
  await walkIn('walk-in-25h', ago('25 hours'));
  await walkIn('walk-in-23h', ago('23 hours'));
  const monthStart = sql`date_trunc('month', now())`;
  await t.ctx.db.execute(sql`
    insert into outbound_messages (channel, kind, recipient, body_text, status, created_at) values
      ('email', 'test', 'older-than-13-months@example.ch', 'x', 'failed', ${monthStart} - interval '13 months' - interval '1 day'),
      ('email', 'test', 'within-13-months@example.ch', 'x', 'failed', ${monthStart} - interval '13 months' + interval '1 hour')`);
}

describe('data retention (ADR 0009)', () => {
  it('the hourly retention job deletes what is past its period and keeps the rest', async () => {
    await seed();
    await t.ctx.jobs.runDue();
    const [ran] = await rows<{ n: number }>(sql`select count(*)::int as n from jobs where kind = ${RETENTION_JOB} and done_at is not null and last_error is null`);
    expect(ran!.n).toBe(1);

    const keys = await rows<{ key: string }>(sql`select key from idempotency_keys where scope = 'r' order by key`);
    expect(keys.map((r) => r.key)).toEqual(['fresh']);

    const resets = await rows<{ token_hash: string }>(sql`select token_hash from password_resets order by token_hash`);
    expect(resets.map((r) => r.token_hash)).toEqual(['reset-expired-1h', 'reset-open', 'reset-used-1h']);

    const links = await rows<{ token_hash: string }>(sql`select token_hash from email_confirmations where user_id = ${user.id} order by token_hash`);
    expect(links.map((r) => r.token_hash)).toEqual(['confirm-open', 'confirm-used-1h']);

    const tokens = await rows<{ token_hash: string }>(sql`select token_hash from refresh_tokens where user_id = ${user.id} order by token_hash`);
    expect(tokens.map((r) => r.token_hash)).toEqual(['live-current', 'live-used', 'recent-logout']);

    const kept = await rows<{ kind: string }>(sql`select kind from jobs where kind like 'test.%' order by kind`);
    expect(kept.map((r) => r.kind)).toEqual(['test.dead-1d', 'test.done-29d', 'test.recurring', 'test.waiting']);

    const messages = await rows<{ recipient: string; subject: string | null; body_text: string; body_html: string | null; status: string }>(
      sql`select recipient, subject, body_text, body_html, status from outbound_messages order by created_at`,
    );
    expect(messages).toEqual([
      { recipient: 'within-13-months@example.ch', subject: null, body_text: 'x', body_html: null, status: 'failed' },
      { recipient: 'queued-40d@example.ch', subject: 'Oggetto', body_text: 'Testo', body_html: '<p>Testo</p>', status: 'queued' },
      // Sent 31 days ago: still counted for plan usage, but recipient and content are gone.
      { recipient: '', subject: null, body_text: '', body_html: null, status: 'sent' },
      { recipient: 'sent-29d@example.ch', subject: 'Oggetto', body_text: 'Testo', body_html: '<p>Testo</p>', status: 'sent' },
    ]);

    // Yesterday's queue is gone: the name and phone were for that day's SMS.
    const queue = await rows<{ token: string }>(sql`select token from walk_ins order by token`);
    expect(queue.map((r) => r.token)).toEqual(['walk-in-23h']);

    // A second pass finds nothing more to do.
    expect(await purgeExpiredData(t.ctx.db)).toEqual({
      idempotencyKeys: 0,
      passwordResets: 0,
      emailConfirmations: 0,
      refreshTokens: 0,
      jobs: 0,
      messageContents: 0,
      messages: 0,
      walkIns: 0,
    });
  });
});
