import { z } from 'zod';
import { line } from './text';

/** GET /api/dev/outbox (demo mode only): what the product would have emailed, newest first. */
export const OutboxQuery = z.object({
  to: line(z.string().max(254)).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const OutboxMessage = z.object({
  _id: z.string(),
  channel: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  bodyText: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  status: z.string(),
  provider: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxResponse = z.object({ success: z.literal(true), data: z.array(OutboxMessage) });
