import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { queryRows, type Db, type Executor } from '../db/client';
import { outboundMessages, type AttachmentRow } from '../db/schema';
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
}

/** Delivers one recorded message; returns the provider name for the record. */
export interface EmailTransport {
  name: string;
  send(message: EmailMessage & { from: string }): Promise<void>;
}

export interface Mailer {
  /**
   * Records the message and enqueues its delivery in the caller's transaction. Delivery happens after the
   * answer, in the jobs worker, so a slow mail server never slows a booking.
   */
  queue(exec: Executor, message: EmailMessage): Promise<string>;
  transportName: string;
}

export const SEND_EMAIL_JOB = 'email.send';

/**
 * How long one sender holds a message. Longer than nodemailer's own limits (connection 2 min, greeting 30 s,
 * socket 10 min), so a claim only runs out when its sender is gone.
 */
const SEND_CLAIM_SECONDS = 15 * 60;

/** Without SMTP the message stays in the outbox table (status sent, provider 'outbox'): the dev outbox. */
export const outboxTransport: EmailTransport = { name: 'outbox', send: async () => {} };

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
): Mailer {
  jobs.register(SEND_EMAIL_JOB, async (payload) => {
    const id = String(payload.messageId);
    // Claim the message before sending: a second run of the same job (its lease was lost to a frozen instance)
    // finds it claimed or already sent, and sends nothing.
    const token = randomUUID();
    const [row] = await db
      .update(outboundMessages)
      .set({ sendToken: token, sendingUntil: sql`now() + make_interval(secs => ${SEND_CLAIM_SECONDS})` })
      .where(
        and(
          eq(outboundMessages.id, id),
          ne(outboundMessages.status, 'sent'),
          or(isNull(outboundMessages.sendingUntil), lt(outboundMessages.sendingUntil, sql`now()`)),
        ),
      )
      .returning();
    if (!row) {
      const [current] = await queryRows<{ status: string; wait_seconds: number }>(db, sql`
        select status, greatest(0, extract(epoch from sending_until - now()))::float8 as wait_seconds
        from outbound_messages where id = ${id}`);
      if (!current || current.status === 'sent') return;
      // Another worker is sending it now: look again once its claim has run out (sent by then, or it is gone).
      throw new RetryLaterError('messaggio in invio da un altro processo', (current.wait_seconds + 1) * 1000);
    }
    const mine = and(eq(outboundMessages.id, id), eq(outboundMessages.sendToken, token));
    try {
      await transport.send({
        from,
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.bodyText,
        ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
        attachments: row.attachments,
        kind: row.kind,
      });
      await db
        .update(outboundMessages)
        .set({ status: 'sent', provider: transport.name, sentAt: new Date(), error: null, sendToken: null, sendingUntil: null })
        .where(mine);
    } catch (error) {
      await db
        .update(outboundMessages)
        .set({
          status: 'failed',
          provider: transport.name,
          error: String((error as Error).message).slice(0, 1000),
          sendToken: null,
          sendingUntil: null,
        })
        .where(mine);
      throw error;
    }
  });
  return {
    transportName: transport.name,
    async queue(exec, message) {
      const verdict = await gate()(exec, 'email', message.kind);
      const [row] = await exec
        .insert(outboundMessages)
        .values({
          channel: 'email',
          kind: message.kind,
          recipient: message.to,
          subject: message.subject,
          bodyText: message.text,
          bodyHtml: message.html ?? null,
          attachments: message.attachments ?? [],
          ...(verdict.allowed ? {} : { status: 'skipped' as const, error: verdict.reason }),
        })
        .returning({ id: outboundMessages.id });
      // Over the plan's limit: recorded as skipped (the admin sees it), never handed to the transport.
      if (!verdict.allowed) return row!.id;
      await jobs.enqueue(exec, SEND_EMAIL_JOB, { messageId: row!.id });
      return row!.id;
    },
  };
}
