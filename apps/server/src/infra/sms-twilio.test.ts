import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { startFakeTwilio, twilioTransportFor, type FakeTwilio } from '../../test/helpers/fake-twilio';
import { loadConfig } from './config';
import { PermanentSendError } from './mailer';

/** The SMS adapter (official `twilio` client) against a local fake of Twilio's REST API, and SMS through the mailer. */
let twilio: FakeTwilio;
let t: TestApp;
const transport = () => twilioTransportFor(twilio, { timeoutMs: 5000 });

beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({}, { smsTransport: transport() });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});
beforeEach(() => {
  twilio.messages.length = 0;
  twilio.requests.length = 0;
});

const rowOf = async (id: string) =>
  (
    await queryRows<{
      channel: string;
      status: string;
      provider: string | null;
      provider_message_id: string | null;
      error: string | null;
      subject: string | null;
    }>(
      t.ctx.db,
      sql`select channel, status, provider, provider_message_id, error, subject from outbound_messages where id = ${id}::uuid`,
    )
  )[0]!;
const openJobs = async () =>
  (
    await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from jobs where kind = 'sms.send' and done_at is null`,
    )
  )[0]!.n;

describe('Twilio adapter', () => {
  it('sends form-encoded To, From and Body with basic auth to Messages.json and answers the message sid', async () => {
    const answer = await transport().send({
      to: '+41791234567',
      text: 'Ciao, a domani alle 10:00',
      kind: 'test',
    });
    expect(answer).toEqual({ providerId: twilio.messages[0]!.sid });
    expect(twilio.requests).toHaveLength(1);
    expect(twilio.requests[0]).toMatchObject({
      path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
      authorized: true,
      form: { To: '+41791234567', From: twilio.from, Body: 'Ciao, a domani alle 10:00' },
    });
  });

  it('a Messaging Service sid is sent as MessagingServiceSid', async () => {
    const mg = `MG${'a'.repeat(32)}`;
    await twilioTransportFor(twilio, { from: mg }).send({ to: '+41791234567', text: 'x', kind: 'test' });
    expect(twilio.requests[0]!.form).toMatchObject({ MessagingServiceSid: mg });
    expect(twilio.requests[0]!.form.From).toBeUndefined();
  });

  it("Twilio's error answer: an invalid number is permanent, a 5xx is not, wrong credentials are not", async () => {
    const invalid = await transport()
      .send({ to: '+1', text: 'x', kind: 'test' })
      .catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(PermanentSendError);
    expect((invalid as Error).message).toBe(
      "Twilio 400 (codice 21211): The 'To' number +1 is not a valid phone number.",
    );
    twilio.failNext(1);
    const down = await transport()
      .send({ to: '+41791234567', text: 'x', kind: 'test' })
      .catch((e: unknown) => e);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(PermanentSendError);
    expect((down as Error).message).toContain('Twilio 500 (codice 20500)');
    const wrong = twilioTransportFor(twilio, { authToken: 'sbagliato-sbagliato' });
    const refused = await wrong
      .send({ to: '+41791234567', text: 'x', kind: 'test' })
      .catch((e: unknown) => e);
    expect((refused as Error).message).toContain('Twilio 401 (codice 20003)');
    expect(refused).not.toBeInstanceOf(PermanentSendError);
    expect(twilio.messages).toHaveLength(0);
  });
});

describe('SMS through the mailer (outbound_messages, channel sms)', () => {
  it('recorded, sent by the sms.send job, marked sent with the provider and its sid', async () => {
    const id = await t.ctx.db.transaction((tx) =>
      t.ctx.mailer.queueSms(tx, { to: '+41791234567', text: 'Il tuo posto è libero', kind: 'test-sms' }),
    );
    expect(await rowOf(id)).toMatchObject({ channel: 'sms', status: 'queued', subject: null });
    await t.ctx.jobs.runDue();
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', provider: 'twilio' });
    expect(row.provider_message_id).toBe(twilio.messages[0]!.sid);
  });

  it('a 500 from Twilio: failed, retried with backoff, then sent once', async () => {
    twilio.failNext(1);
    const id = await t.ctx.db.transaction((tx) =>
      t.ctx.mailer.queueSms(tx, { to: '+41791234568', text: 'Riprova', kind: 'test-sms' }),
    );
    await t.ctx.jobs.runDue();
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      error: 'Twilio 500 (codice 20500): An internal server error has occurred',
    });
    const [job] = await queryRows<{ wait: number; attempts: number }>(
      t.ctx.db,
      sql`select extract(epoch from run_at - now())::float8 as wait, attempts from jobs where kind = 'sms.send' and done_at is null`,
    );
    expect(job!.attempts).toBe(1);
    expect(job!.wait).toBeGreaterThan(5);
    await t.ctx.db.execute(sql`update jobs set run_at = now() where kind = 'sms.send' and done_at is null`);
    await t.ctx.jobs.runDue();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', error: null });
    expect(twilio.messages.map((m) => m.body)).toEqual(['Riprova']);
  });

  it('an invalid number: failed for good, no retry left', async () => {
    const id = await t.ctx.db.transaction((tx) =>
      t.ctx.mailer.queueSms(tx, { to: '0791234567', text: 'x', kind: 'test-sms' }),
    );
    await t.ctx.jobs.runDue();
    expect(await rowOf(id)).toMatchObject({ status: 'failed' });
    expect((await rowOf(id)).error).toContain('21211');
    expect(await openJobs()).toBe(0);
  });

  it('the message gate is asked with channel sms: a refused SMS is recorded as skipped and never sent', async () => {
    const asked: string[] = [];
    const gate = t.ctx.messageGate;
    t.ctx.messageGate = async (_exec, channel, kind) => {
      asked.push(`${channel}:${kind}`);
      return { allowed: false, reason: 'Limite SMS del piano raggiunto' };
    };
    try {
      const id = await t.ctx.db.transaction((tx) =>
        t.ctx.mailer.queueSms(tx, { to: '+41791234569', text: 'x', kind: 'waiting-list-offer' }),
      );
      await t.ctx.jobs.runDue();
      expect(asked).toEqual(['sms:waiting-list-offer']);
      expect(await rowOf(id)).toMatchObject({ status: 'skipped', error: 'Limite SMS del piano raggiunto' });
      expect(twilio.messages).toHaveLength(0);
    } finally {
      t.ctx.messageGate = gate;
    }
  });

  it('a dedupe key records one message: the second queue answers the first id and sends nothing', async () => {
    const first = await t.ctx.db.transaction((tx) =>
      t.ctx.mailer.queueSms(tx, {
        to: '+41791234570',
        text: 'una',
        kind: 'test-sms',
        dedupeKey: 'test:once',
      }),
    );
    const second = await t.ctx.db.transaction((tx) =>
      t.ctx.mailer.queueSms(tx, {
        to: '+41791234570',
        text: 'due',
        kind: 'test-sms',
        dedupeKey: 'test:once',
      }),
    );
    expect(second).toBe(first);
    await t.ctx.jobs.runDue();
    expect(twilio.messages.map((m) => m.body)).toEqual(['una']);
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/barber-test-data' };
  it('all three Twilio variables, or none (the dev outbox)', () => {
    expect(loadConfig(base).twilio).toBeUndefined();
    const sid = `AC${'0'.repeat(32)}`;
    expect(
      loadConfig({
        ...base,
        TWILIO_ACCOUNT_SID: sid,
        TWILIO_AUTH_TOKEN: 'x'.repeat(32),
        TWILIO_FROM: '+41445550000',
      }).twilio,
    ).toEqual({
      accountSid: sid,
      authToken: 'x'.repeat(32),
      from: '+41445550000',
    });
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: sid })).toThrow(
      /TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together/,
    );
    expect(() =>
      loadConfig({
        ...base,
        TWILIO_ACCOUNT_SID: 'nope',
        TWILIO_AUTH_TOKEN: 'x'.repeat(32),
        TWILIO_FROM: '+41445550000',
      }),
    ).toThrow(/TWILIO_ACCOUNT_SID must be a Twilio account sid/);
    // The token is named, never echoed.
    try {
      loadConfig({
        ...base,
        TWILIO_ACCOUNT_SID: sid,
        TWILIO_AUTH_TOKEN: 'short',
        TWILIO_FROM: '+41445550000',
      });
    } catch (error) {
      expect((error as Error).message).toContain('TWILIO_AUTH_TOKEN');
      expect((error as Error).message).not.toContain('short');
    }
  });
});
