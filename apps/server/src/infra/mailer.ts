import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Executor } from '../db/client';
import { outboundMessages, type AttachmentRow } from '../db/schema';
import type { JobQueue } from './jobs';

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

export function createMailer(db: Db, jobs: JobQueue, transport: EmailTransport, from: string): Mailer {
  jobs.register(SEND_EMAIL_JOB, async (payload) => {
    const id = String(payload.messageId);
    const [row] = await db.select().from(outboundMessages).where(eq(outboundMessages.id, id));
    if (!row || row.status === 'sent') return;
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
        .set({ status: 'sent', provider: transport.name, sentAt: new Date(), error: null })
        .where(eq(outboundMessages.id, id));
    } catch (error) {
      await db
        .update(outboundMessages)
        .set({ status: 'failed', provider: transport.name, error: String((error as Error).message).slice(0, 1000) })
        .where(eq(outboundMessages.id, id));
      throw error;
    }
  });
  return {
    transportName: transport.name,
    async queue(exec, message) {
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
        })
        .returning({ id: outboundMessages.id });
      await jobs.enqueue(exec, SEND_EMAIL_JOB, { messageId: row!.id });
      return row!.id;
    },
  };
}
