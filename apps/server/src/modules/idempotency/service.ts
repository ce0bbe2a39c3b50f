import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client';
import { AppError } from '../../infra/errors';
import * as repo from './repo';

export interface IdempotencyRequest {
  /** Who the key belongs to and for which call, e.g. 'appointments:user:<id>': keys never cross scopes. */
  scope: string;
  key: string;
  /** The validated request body; its canonical hash tells a retry from a different request. */
  body: unknown;
}

export interface Answer<T> {
  statusCode: number;
  body: T;
  /** True when the stored answer of an earlier request was returned and no work was done. */
  replayed: boolean;
}

/**
 * Runs `work` at most once per key, inside the caller's transaction: the key row is written in the same
 * transaction as the work, so both commit or neither does. A failed request leaves no key behind and may be
 * retried; a successful one is answered again, byte for byte, to every retry with the same body.
 */
export async function once<T>(
  tx: Executor,
  request: IdempotencyRequest | undefined,
  work: () => Promise<{ statusCode: number; body: T }>,
): Promise<Answer<T>> {
  if (!request) return { ...(await work()), replayed: false };
  const requestHash = hashBody(request.body);
  if (await repo.claimKey(tx, { scope: request.scope, key: request.key, requestHash })) {
    const answer = await work();
    await repo.saveAnswer(tx, request.scope, request.key, answer.statusCode, answer.body);
    return { ...answer, replayed: false };
  }
  const stored = await repo.findKey(tx, request.scope, request.key);
  // The answer is written in the same transaction as the key, so a visible key always has one.
  if (!stored || stored.statusCode === null || stored.response === null) throw new AppError('CONFLICT');
  if (stored.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_MISMATCH');
  return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
}

export function hashBody(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

// Key order must not matter: {a, b} and {b, a} are the same request.
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
