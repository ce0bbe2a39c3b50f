import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../db/client';
import { outboundMessages } from '../db/schema';

/** The SQL of the outbox (mailer.ts): recorded messages, claimed by one sender at a time. */

export type MessageRow = typeof outboundMessages.$inferSelect;
export type NewMessageRow = typeof outboundMessages.$inferInsert;

/** Claims a message for sending for `claimSeconds` (not sent, skipped, or claimed by another sender now). */
export async function claimMessage(
  db: Db,
  id: string,
  token: string,
  claimSeconds: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(outboundMessages)
    .set({ sendToken: token, sendingUntil: sql`now() + make_interval(secs => ${claimSeconds})` })
    .where(
      and(
        eq(outboundMessages.id, id),
        ne(outboundMessages.status, 'sent'),
        ne(outboundMessages.status, 'skipped'),
        or(isNull(outboundMessages.sendingUntil), lt(outboundMessages.sendingUntil, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

/** A message's status, and how long until another sender's claim on it runs out. */
export async function messageClaimState(db: Db, id: string) {
  const [current] = await queryRows<{ status: string; wait_seconds: number }>(
    db,
    sql`
        select status, greatest(0, extract(epoch from sending_until - now()))::float8 as wait_seconds
        from outbound_messages where id = ${id}`,
  );
  return current;
}

/** Records how a claimed send ended; only the holder of the claim's token can. */
export async function finishSend(
  db: Db,
  id: string,
  token: string,
  values: Partial<NewMessageRow>,
): Promise<void> {
  await db
    .update(outboundMessages)
    .set({ ...values, sendToken: null, sendingUntil: null })
    .where(and(eq(outboundMessages.id, id), eq(outboundMessages.sendToken, token)));
}

/** The message already recorded under this dedupe key, if any. */
export async function messageIdByDedupeKey(exec: Executor, dedupeKey: string): Promise<string | undefined> {
  const [row] = await exec
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(eq(outboundMessages.dedupeKey, dedupeKey));
  return row?.id;
}

/** Records a message; undefined when another one with the same dedupe key won the race. */
export async function insertMessage(exec: Executor, values: NewMessageRow): Promise<string | undefined> {
  const [row] = await exec
    .insert(outboundMessages)
    .values(values)
    // Two instances (or two scans) recording the same reminder at once: the unique index keeps one.
    .onConflictDoNothing({ target: outboundMessages.dedupeKey, where: sql`dedupe_key is not null` })
    .returning({ id: outboundMessages.id });
  return row?.id;
}

/**
 * Records a message that has no dedupe key and its delivery job in ONE statement (a data-modifying CTE): the two
 * rows exist together or not at all, as with two inserts in the caller's transaction, one round trip fewer.
 */
export async function insertMessageWithJob(
  exec: Executor,
  values: Pick<NewMessageRow, 'channel' | 'kind' | 'recipient' | 'subject' | 'bodyText' | 'bodyHtml' | 'attachments' | 'headers'>,
  jobKind: string,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    exec,
    sql`
    with m as (
      insert into outbound_messages (channel, kind, recipient, subject, body_text, body_html, attachments, headers)
      values (${values.channel}, ${values.kind}, ${values.recipient}, ${values.subject ?? null}, ${values.bodyText},
              ${values.bodyHtml ?? null}, ${JSON.stringify(values.attachments ?? [])}::jsonb, ${JSON.stringify(values.headers ?? {})}::jsonb)
      returning id)
    insert into jobs (kind, payload)
    select ${jobKind}, jsonb_build_object('messageId', m.id) from m
    returning payload->>'messageId' as id`,
  );
  return row!.id;
}
