import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db, Executor } from '../db/client';
import type { AttachmentRow } from '../db/schema';
import { claimMessage, finishSend, insertMessage, insertMessageWithJob, messageClaimState, messageIdByDedupeKey, type MessageRow } from './outbox-repo';
import { RetryLaterError, type JobQueue } from './jobs';
import { openGate, type MessageGate } from './message-gate';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: AttachmentRow[];
  /** What the message is for ('booking-confirmation', 'password-reset', ...): plan usage and the outbox read it. */
  kind: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post): stored with the message, handed to SMTP. */
  headers?: Record<string, string>;
  /**
   * At most one message per key, ever (a unique index): a second queue with the same key records nothing and
   * returns the first message's id. Reminders use `reminder-email:<appointment>:<start epoch seconds>`.
   */
  dedupeKey?: string;
}

export interface SmsMessage {
  /** E.164 phone number ('+41791234567'). */
  to: string;
  text: string;
  kind: string;
  /** As EmailMessage.dedupeKey. */
  dedupeKey?: string;
}

/** Delivers one recorded message; returns the provider name for the record. */
export interface EmailTransport {
  name: string;
  send(message: EmailMessage & { from: string }): Promise<void>;
}

/** Delivers one recorded SMS; may answer the provider's own id of the message (Twilio's sid). */
export interface SmsTransport {
  name: string;
  send(message: {
    to: string;
    text: string;
    kind: string;
  }): Promise<{ providerId?: string | undefined } | void>;
}

/**
 * A send that no retry can fix (an invalid phone number, a refused recipient): the message is marked failed
 * with the reason and the job ends without a retry. Any other error is retried with backoff by the jobs.
 */
export class PermanentSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentSendError';
  }
}

export type OutboundMessage = ({ channel: 'email' } & EmailMessage) | ({ channel: 'sms' } & SmsMessage);

export interface Mailer {
  /**
   * Records the message and enqueues its delivery in the caller's transaction. Delivery happens after the
   * answer, in the jobs worker, so a slow mail server never slows a booking.
   */
  queue(exec: Executor, message: EmailMessage): Promise<string>;
  /**
   * The SMS twin of queue (channel 'sms'): asks the message gate ('sms', kind), records the message and enqueues
   * its delivery (Twilio when configured, else the dev outbox). Returns the outbound_messages id.
   */
  queueSms(exec: Executor, message: SmsMessage): Promise<string>;
  /** Either channel; `created` is false when a message with the same dedupeKey already existed (nothing queued). */
  record(exec: Executor, message: OutboundMessage): Promise<{ id: string; created: boolean }>;
  transportName: string;
  smsTransportName: string;
}

export const SEND_EMAIL_JOB = 'email.send';
export const SEND_SMS_JOB = 'sms.send';

/**
 * How long one sender holds a message. Longer than nodemailer's own limits (connection 2 min, greeting 30 s,
 * socket 10 min), so a claim only runs out when its sender is gone.
 */
const SEND_CLAIM_SECONDS = 15 * 60;

/** Without SMTP the message stays in the outbox table (status sent, provider 'outbox'): the dev outbox. */
export const outboxTransport: EmailTransport = { name: 'outbox', send: async () => {} };

/** Without Twilio the SMS stays in the outbox table as well. */
export const outboxSmsTransport: SmsTransport = { name: 'outbox', send: async () => {} };

export function smtpTransport(url: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(m) {
      await transporter.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        ...(m.headers && Object.keys(m.headers).length > 0 ? { headers: m.headers } : {}),
        attachments: (m.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
    },
  };
}


export function createMailer(
  db: Db,
  jobs: JobQueue,
  transport: EmailTransport,
  from: string,
  /** Read at each send, so the app can plug the plan's limits in after the mailer exists. */
  gate: () => MessageGate = () => openGate,
  sms: SmsTransport = outboxSmsTransport,
): Mailer {
  /**
   * One delivery attempt of one recorded message, either channel. Claim the message before sending: a second
   * run of the same job (its lease was lost to a frozen instance) finds it claimed or already sent, and sends
   * nothing.
   */
  async function deliver(
    id: string,
    send: (row: MessageRow) => Promise<{ provider: string; providerId?: string | undefined }>,
  ) {
    const token = randomUUID();
    const row = await claimMessage(db, id, token, SEND_CLAIM_SECONDS);
    if (!row) {
      const current = await messageClaimState(db, id);
      if (!current || current.status === 'sent' || current.status === 'skipped') return;
      // Another worker is sending it now: look again once its claim has run out (sent by then, or it is gone).
      throw new RetryLaterError('messaggio in invio da un altro processo', (current.wait_seconds + 1) * 1000);
    }
    try {
      const done = await send(row);
      await finishSend(db, id, token, {
        status: 'sent',
        provider: done.provider,
        providerMessageId: done.providerId ?? null,
        sentAt: new Date(),
        error: null,
      });
    } catch (error) {
      await finishSend(db, id, token, {
        status: 'failed',
        provider: row.channel === 'sms' ? sms.name : transport.name,
        error: String((error as Error).message).slice(0, 1000),
      });
      // A permanent refusal stays failed: retrying would only be refused again.
      if (error instanceof PermanentSendError) return;
      throw error;
    }
  }

  jobs.register(SEND_EMAIL_JOB, async (payload) => {
    await deliver(String(payload.messageId), async (row) => {
      await transport.send({
        from,
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.bodyText,
        ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
        ...(Object.keys(row.headers ?? {}).length > 0 ? { headers: row.headers } : {}),
        attachments: row.attachments,
        kind: row.kind,
      });
      return { provider: transport.name };
    });
  });

  jobs.register(SEND_SMS_JOB, async (payload) => {
    await deliver(String(payload.messageId), async (row) => {
      const answer = await sms.send({ to: row.recipient, text: row.bodyText, kind: row.kind });
      return { provider: sms.name, providerId: answer?.providerId };
    });
  });

  async function record(exec: Executor, message: OutboundMessage): Promise<{ id: string; created: boolean }> {
    const existing = async () => {
      if (!message.dedupeKey) return undefined;
      return messageIdByDedupeKey(exec, message.dedupeKey);
    };
    const before = await existing();
    if (before) return { id: before, created: false };
    const verdict = await gate()(exec, message.channel, message.kind);
    const values =
      message.channel === 'email'
        ? {
            channel: 'email' as const,
            kind: message.kind,
            recipient: message.to,
            subject: message.subject,
            bodyText: message.text,
            bodyHtml: message.html ?? null,
            attachments: message.attachments ?? [],
            headers: message.headers ?? {},
          }
        : {
            channel: 'sms' as const,
            kind: message.kind,
            recipient: message.to,
            subject: null,
            bodyText: message.text,
          };
    const jobKind = message.channel === 'email' ? SEND_EMAIL_JOB : SEND_SMS_JOB;
    // The common case (no dedupe key, allowed): the message and its job in one statement.
    if (!message.dedupeKey && verdict.allowed) return { id: await insertMessageWithJob(exec, values, jobKind), created: true };
    const id = await insertMessage(exec, {
      ...values,
      dedupeKey: message.dedupeKey ?? null,
      ...(verdict.allowed ? {} : { status: 'skipped' as const, error: verdict.reason }),
    });
    if (!id) {
      const other = await existing();
      if (!other) throw new Error('outbound message vanished after a dedupe conflict');
      return { id: other, created: false };
    }
    // Over the plan's limit: recorded as skipped (the admin sees it), never handed to the transport.
    if (verdict.allowed) {
      await jobs.enqueue(exec, jobKind, { messageId: id });
    }
    return { id, created: true };
  }

  return {
    transportName: transport.name,
    smsTransportName: sms.name,
    record,
    async queue(exec, message) {
      return (await record(exec, { channel: 'email', ...message })).id;
    },
    async queueSms(exec, message) {
      return (await record(exec, { channel: 'sms', ...message })).id;
    },
  };
}
