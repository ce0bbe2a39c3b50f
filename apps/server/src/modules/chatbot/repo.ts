import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import {
  chatbotFaqs,
  chatbotFeedback,
  chatbotMessages,
  chatbotSessions,
  chatbotState,
  chatbotUnanswered,
} from '../../db/schema';
import type { ChatActionRow } from '../../db/schema';
import type { DefaultFaq } from './default-faqs';

export type FaqRow = typeof chatbotFaqs.$inferSelect;
export type NewFaq = typeof chatbotFaqs.$inferInsert;
export type SessionRow = typeof chatbotSessions.$inferSelect;
export type MessageRow = typeof chatbotMessages.$inferSelect;
export type NewMessage = typeof chatbotMessages.$inferInsert;
export type UnansweredRow = typeof chatbotUnanswered.$inferSelect;

// ---- FAQ

/**
 * Seeds the default entries newer than the seeded version, once (the state row is locked, so two instances
 * starting together seed once). An entry whose slug exists is left as the admin made it.
 */
export async function seedFaqs(tx: Executor, defaults: readonly DefaultFaq[], version: number): Promise<void> {
  await tx.insert(chatbotState).values({ id: 1, faqSeedVersion: 0 }).onConflictDoNothing();
  const [state] = await tx.select().from(chatbotState).where(eq(chatbotState.id, 1)).for('update');
  const seeded = state?.faqSeedVersion ?? 0;
  if (seeded >= version) return;
  const fresh = defaults.filter((f) => f.since > seeded);
  if (fresh.length > 0) {
    await tx
      .insert(chatbotFaqs)
      .values(
        fresh.map((f) => ({
          slug: f.slug,
          question: f.question,
          answer: f.answer,
          category: f.category,
          roles: [...f.roles],
          keywords: [...f.keywords],
          sortOrder: defaults.indexOf(f),
        })),
      )
      .onConflictDoNothing({ target: chatbotFaqs.slug });
  }
  await tx.update(chatbotState).set({ faqSeedVersion: version }).where(eq(chatbotState.id, 1));
}

export async function seededVersion(exec: Executor): Promise<number> {
  const [state] = await exec.select().from(chatbotState).where(eq(chatbotState.id, 1));
  return state?.faqSeedVersion ?? 0;
}

export function listFaqs(exec: Executor): Promise<FaqRow[]> {
  return exec.select().from(chatbotFaqs).orderBy(asc(chatbotFaqs.sortOrder), asc(chatbotFaqs.createdAt), asc(chatbotFaqs.id));
}

/** A cheap fingerprint of the FAQ table: a change by another instance shows up here. */
export async function faqStamp(exec: Executor): Promise<string> {
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int`, at: sql<string>`coalesce(max(${chatbotFaqs.updatedAt})::text, '')` })
    .from(chatbotFaqs);
  return `${row?.n ?? 0}|${row?.at ?? ''}`;
}

export async function findFaq(exec: Executor, id: string): Promise<FaqRow | undefined> {
  const [row] = await exec.select().from(chatbotFaqs).where(eq(chatbotFaqs.id, id));
  return row;
}

export async function insertFaq(exec: Executor, values: NewFaq): Promise<FaqRow> {
  const [row] = await exec.insert(chatbotFaqs).values(values).returning();
  return row!;
}

export async function updateFaq(exec: Executor, id: string, values: Partial<NewFaq>): Promise<FaqRow | undefined> {
  const [row] = await exec.update(chatbotFaqs).set(values).where(eq(chatbotFaqs.id, id)).returning();
  return row;
}

export async function deleteFaq(exec: Executor, id: string): Promise<boolean> {
  const rows = await exec.delete(chatbotFaqs).where(eq(chatbotFaqs.id, id)).returning({ id: chatbotFaqs.id });
  return rows.length > 0;
}

// ---- sessions and messages

export async function insertSession(exec: Executor, values: typeof chatbotSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await exec.insert(chatbotSessions).values(values).returning();
  return row!;
}

export async function findSession(exec: Executor, id: string): Promise<SessionRow | undefined> {
  const [row] = await exec.select().from(chatbotSessions).where(eq(chatbotSessions.id, id));
  return row;
}

export async function insertMessages(exec: Executor, values: NewMessage[]): Promise<MessageRow[]> {
  return exec.insert(chatbotMessages).values(values).returning();
}

export function listMessages(exec: Executor, sessionId: string, limit = 200): Promise<MessageRow[]> {
  return exec
    .select()
    .from(chatbotMessages)
    .where(eq(chatbotMessages.sessionId, sessionId))
    .orderBy(asc(chatbotMessages.seq))
    .limit(limit);
}

export async function findMessage(exec: Executor, sessionId: string, id: string): Promise<MessageRow | undefined> {
  const [row] = await exec
    .select()
    .from(chatbotMessages)
    .where(and(eq(chatbotMessages.sessionId, sessionId), eq(chatbotMessages.id, id)));
  return row;
}

// ---- feedback

/**
 * Records a vote on a bot message (a second vote replaces the first) and keeps the FAQ's counters in step, in
 * the caller's transaction: the counters outlive the feedback rows, which are deleted with their session.
 */
export async function saveFeedback(
  tx: Executor,
  values: { messageId: string; sessionId: string; faqId: string | null; helpful: boolean; rating: number | null; comment: string | null; at: Date },
): Promise<void> {
  const [previous] = await tx
    .select()
    .from(chatbotFeedback)
    .where(eq(chatbotFeedback.messageId, values.messageId))
    .for('update');
  await tx
    .insert(chatbotFeedback)
    .values({
      messageId: values.messageId,
      sessionId: values.sessionId,
      faqId: values.faqId,
      helpful: values.helpful,
      rating: values.rating,
      comment: values.comment,
      createdAt: values.at,
    })
    .onConflictDoUpdate({
      target: chatbotFeedback.messageId,
      set: { helpful: values.helpful, rating: values.rating, comment: values.comment, createdAt: values.at },
    });
  if (!values.faqId || previous?.helpful === values.helpful) return;
  const helpful = chatbotFaqs.helpfulCount;
  const notHelpful = chatbotFaqs.notHelpfulCount;
  // A changed vote moves one count from the other side.
  const set = values.helpful
    ? { helpfulCount: sql`${helpful} + 1`, ...(previous ? { notHelpfulCount: sql`greatest(${notHelpful} - 1, 0)` } : {}) }
    : { notHelpfulCount: sql`${notHelpful} + 1`, ...(previous ? { helpfulCount: sql`greatest(${helpful} - 1, 0)` } : {}) };
  await tx.update(chatbotFaqs).set(set).where(eq(chatbotFaqs.id, values.faqId));
}

// ---- unanswered questions

export async function recordUnanswered(
  exec: Executor,
  values: { normalized: string; question: string; role: UnansweredRow['role']; currentPage: string | null; closestFaqId: string | null; at: Date },
): Promise<void> {
  await exec
    .insert(chatbotUnanswered)
    .values({
      normalized: values.normalized,
      question: values.question,
      role: values.role,
      currentPage: values.currentPage,
      closestFaqId: values.closestFaqId,
      firstAskedAt: values.at,
      lastAskedAt: values.at,
    })
    .onConflictDoUpdate({
      target: chatbotUnanswered.normalized,
      set: {
        askCount: sql`${chatbotUnanswered.askCount} + 1`,
        question: values.question,
        role: values.role,
        currentPage: values.currentPage,
        closestFaqId: values.closestFaqId,
        lastAskedAt: values.at,
      },
    });
}

export function listUnanswered(exec: Executor, limit: number): Promise<UnansweredRow[]> {
  return exec
    .select()
    .from(chatbotUnanswered)
    .orderBy(desc(chatbotUnanswered.askCount), desc(chatbotUnanswered.lastAskedAt))
    .limit(limit);
}

export async function deleteUnanswered(exec: Executor, id: string): Promise<boolean> {
  const rows = await exec.delete(chatbotUnanswered).where(eq(chatbotUnanswered.id, id)).returning({ id: chatbotUnanswered.id });
  return rows.length > 0;
}

// ---- retention (ADR 0009: 30 days from the last use)

export async function purgeBefore(exec: Executor, cutoff: Date): Promise<{ sessions: number; unanswered: number }> {
  const sessions = await exec
    .delete(chatbotSessions)
    .where(lt(chatbotSessions.lastActiveAt, cutoff))
    .returning({ id: chatbotSessions.id });
  const unanswered = await exec
    .delete(chatbotUnanswered)
    .where(lt(chatbotUnanswered.lastAskedAt, cutoff))
    .returning({ id: chatbotUnanswered.id });
  return { sessions: sessions.length, unanswered: unanswered.length };
}

// ---- the catalogue the questions name (one statement per question)

export interface CatalogRow {
  services: { id: string; name: string; priceRappen: number; durationMinutes: number }[];
  barbers: { id: string; firstName: string; lastName: string; serviceIds: string[] }[];
}

/**
 * The active services (the booking page's order: by name) and the active barbers with the active services they
 * offer, read fresh for every question: a price the admin has just changed is the one answered.
 */
export async function loadCatalog(exec: Executor): Promise<CatalogRow> {
  const [row] = await queryRows<{ catalog: CatalogRow }>(
    exec,
    sql`select json_build_object(
      'services', coalesce((
        select json_agg(json_build_object('id', s.id, 'name', s.name, 'priceRappen', s.price_rappen,
          'durationMinutes', s.duration_minutes) order by s.name, s.id)
        from services s where s.is_active), '[]'::json),
      'barbers', coalesce((
        select json_agg(json_build_object('id', b.id, 'firstName', b.first_name, 'lastName', b.last_name,
          'serviceIds', coalesce((
            select json_agg(bs.service_id order by s2.name, s2.id)
            from barber_services bs join services s2 on s2.id = bs.service_id and s2.is_active
            where bs.barber_id = b.id), '[]'::json)) order by b.first_name, b.last_name, b.id)
        from barbers b where b.is_active), '[]'::json)
    ) as catalog`,
  );
  return row?.catalog ?? { services: [], barbers: [] };
}

/**
 * One question and its answer, and the session's last use, in one statement (atomic without a transaction: the
 * answer path's single write). The visitor's message is inserted first, so its seq is lower.
 */
export async function saveExchange(
  exec: Executor,
  values: {
    sessionId: string;
    question: string;
    askedAt: Date;
    answer: Pick<NewMessage, 'content' | 'type' | 'intent'> & { actions: ChatActionRow[]; suggestions: string[]; faqId: string | null };
    currentPage: string | null;
    at: Date;
  },
): Promise<{ id: string; createdAt: Date }> {
  const { sessionId, answer, currentPage } = values;
  const rows = await queryRows<{ id: string; is_bot: boolean; created_at: Date | string }>(
    exec,
    sql`with touched as (
        update chatbot_sessions set last_active_at = ${values.at.toISOString()}::timestamptz where id = ${sessionId}::uuid
      )
      insert into chatbot_messages (session_id, is_bot, content, type, actions, suggestions, intent, faq_id, current_page, created_at)
      values
        (${sessionId}::uuid, false, ${values.question}, 'text', '[]'::jsonb, '[]'::jsonb, null, null, ${currentPage}, ${values.askedAt.toISOString()}::timestamptz),
        (${sessionId}::uuid, true, ${answer.content}, ${answer.type}, ${JSON.stringify(answer.actions)}::jsonb,
         ${JSON.stringify(answer.suggestions)}::jsonb, ${answer.intent ?? null}, ${answer.faqId}::uuid, ${currentPage}, ${values.at.toISOString()}::timestamptz)
      returning id, is_bot, created_at`,
  );
  const bot = rows.find((r) => r.is_bot)!;
  return { id: bot.id, createdAt: new Date(bot.created_at) };
}

/**
 * An erased account's conversations (ADR 0021): for the users module's erase to call in its transaction, so a
 * deleted account's chats go at once instead of 30 days later. Returns the sessions removed.
 */
export async function deleteSessionsOfUser(exec: Executor, userId: string): Promise<number> {
  const rows = await exec.delete(chatbotSessions).where(eq(chatbotSessions.userId, userId)).returning({ id: chatbotSessions.id });
  return rows.length;
}
