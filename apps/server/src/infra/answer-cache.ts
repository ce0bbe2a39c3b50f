import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './context';
import { PUBLIC_LISTS, type AvailabilityScope, type PublicList } from './realtime';

/**
 * The public lists (services, barbers, products, the shop's details) kept in memory as the answers themselves: the
 * JSON body as the route's own serialiser wrote it, with its ETag (issue 30 item 4, ADR 0080). Every booking page
 * and the shop read them on every visit and they change only when the owner edits them, or (the products) when an
 * order takes or gives back stock. A hit runs no SQL, no zod check and no JSON writing; a browser that already has
 * the answer gets a 304.
 *
 * An answer is dropped by Realtime.listsChanged (raised after the commit of every write that changes a list), by
 * Realtime.availabilityChanged (a barber's hours, vacations, services or activity: the barbers; 'all', the services
 * and the shop's rules: everything), on this instance and, through Redis, on every other. As for the slot cache
 * (ADR 0076): nothing is kept while the Redis link is down, and everything is dropped when it comes back.
 */

interface Entry {
  answer: Promise<Answer>;
  at: number;
}

export interface Answer {
  body: string;
  etag: string;
}

/** A safety net, not the invalidation: a change made outside the app (a script on the database) shows within it. */
export const ANSWER_CACHE_MAX_AGE_MS = 60_000;
/** Product searches make a key each: the oldest answers go first beyond this (a few MB at most). */
export const ANSWER_CACHE_MAX_ENTRIES = 500;

export interface AnswerCache {
  /** The answer from memory while it is current, else `load`'s (one load for everyone asking at once). */
  get(list: PublicList, key: string, load: () => Promise<string>): Promise<Answer>;
  forget(lists: readonly PublicList[]): void;
  readonly size: number;
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export function createAnswerCache(options: { usable: () => boolean; now?: () => number }): AnswerCache {
  const now = options.now ?? Date.now;
  // One map per list, so a change drops its list at once; the count bounds all of them together.
  const lists = new Map<PublicList, Map<string, Entry>>(PUBLIC_LISTS.map((list) => [list, new Map()]));
  let size = 0;
  const remove = (list: PublicList, key: string) => {
    if (lists.get(list)!.delete(key)) size--;
  };
  const evictOldest = () => {
    let oldest: { list: PublicList; key: string; at: number } | undefined;
    for (const [list, entries] of lists) {
      // Insertion order: each list's first entry is its oldest.
      const first = entries.entries().next().value;
      if (first && (!oldest || first[1].at < oldest.at)) oldest = { list, key: first[0], at: first[1].at };
    }
    if (oldest) remove(oldest.list, oldest.key);
  };
  const load = async (read: () => Promise<string>): Promise<Answer> => {
    const body = await read();
    return { body, etag: etagOf(body) };
  };
  return {
    get size() {
      return size;
    },
    get(list, key, read) {
      if (!options.usable()) return load(read);
      const entries = lists.get(list)!;
      const kept = entries.get(key);
      if (kept && now() - kept.at < ANSWER_CACHE_MAX_AGE_MS) return kept.answer;
      if (kept) remove(list, key);
      if (size >= ANSWER_CACHE_MAX_ENTRIES) evictOldest();
      // Kept before the read starts, so a change committed after this read's snapshot always finds it to drop.
      const entry: Entry = { answer: load(read), at: now() };
      entries.set(key, entry);
      size++;
      // A failed read is not kept.
      entry.answer.catch(() => {
        if (entries.get(key) === entry) remove(list, key);
      });
      return entry.answer;
    },
    forget(names) {
      for (const list of names) {
        const entries = lists.get(list);
        if (!entries) continue;
        size -= entries.size;
        entries.clear();
      }
    },
  };
}

/** What an availability change makes stale among the lists: a barber's profile shows hours, vacations, services. */
const listsOfAvailability = (scope: AvailabilityScope): readonly PublicList[] =>
  scope === 'all' ? PUBLIC_LISTS : scope.dates ? [] : (['barbers'] as const);

/**
 * The app's own cache, made on first use and fed by its realtime events. Keyed by the context the composition root
 * builds once per app (app.ts), so two apps in one process (the tests) never share one.
 */
const caches = new WeakMap<AppContext, AnswerCache>();
export function answerCacheOf(ctx: AppContext): AnswerCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = createAnswerCache({ usable: () => ctx.realtime.hearsAllChanges() });
    const own = cache;
    ctx.realtime.onListsChanged((lists) => own.forget(lists));
    ctx.realtime.onAvailabilityChanged((scope) => own.forget(listsOfAvailability(scope)));
    caches.set(ctx, cache);
  }
  return cache;
}

/**
 * Answers a public list from the cache: `key` must name everything the answer depends on (the caller's language,
 * the query, the day). The body is written by the route's own serialiser (its response schema), so a kept answer
 * is byte for byte what the route would send. 304 when the caller already has it (If-None-Match).
 */
export async function sendCachedAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  list: PublicList,
  key: string,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const answer = await answerCacheOf(ctx).get(list, key, async () => {
    const body = reply.serialize(await compute());
    // A JSON schema's serialiser writes text; anything else would be a route that is not a JSON list.
    if (typeof body !== 'string') throw new Error(`${list}: the answer did not serialise to JSON text`);
    return body;
  });
  void reply.header('etag', answer.etag);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** If-None-Match: a list of tags (weak ones compare by their value, RFC 9110 13.1.2) or '*'. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
