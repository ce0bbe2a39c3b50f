import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { verifyAccessToken } from '../../infra/tokens';
import * as repo from './repo';
import { SESSION_TOKEN_GRACE_MS, startSession, withinGrace, type Session } from './service';

/** A session refreshed with its Bearer token never goes past 24 hours from its login (the original's token life). */
export const BEARER_SESSION_MAX_MS = 24 * 60 * 60 * 1000;

const secondsLeft = (startedAt: Date, now: Date) => Math.floor((startedAt.getTime() + BEARER_SESSION_MAX_MS - now.getTime()) / 1000);

/**
 * POST /auth/refresh-token with only the Bearer token (ADR 0034; BEARER_REFRESH=true, an origin of CORS_ORIGINS).
 * The token names its session (`sid`) and the session's refresh-token row it was issued with (`rid`): that row is
 * rotated exactly as a cookie would rotate it, in one conditional UPDATE, and the answer names the successor. So
 * the chain is one line, and a token presented again after the chain moved on is a reuse that ends the session,
 * like a reused cookie; the immediately previous token within 30 seconds gets the same grace (two tabs). A token
 * that expired recently may still refresh (a laptop that slept), within the session's 24 hours. The successor's
 * own secret is never sent: this client has no cookie, and the row is reached through `rid` only.
 */
export async function refreshWithBearer(ctx: AppContext, bearer: string): Promise<Session> {
  const verified = await verifyAccessToken(ctx.config.jwtSecret, bearer, { expiredUpToMs: SESSION_TOKEN_GRACE_MS });
  if (!verified.ok || !verified.claims.sid || !verified.claims.rid) throw new AppError('REFRESH_INVALID');
  const { sub, sid, rid, tv } = verified.claims;
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const successorId = randomUUID();
    const consumed = await repo.consumeRefreshTokenById(tx, { id: rid, familyId: sid, userId: sub }, now, successorId);
    if (!consumed) return { previous: await repo.findRefreshTokenById(tx, rid) };
    const user = await repo.findUserById(tx, sub);
    const left = secondsLeft(consumed.sessionStartedAt, now);
    // Thrown inside the transaction: the row stays as it was (a password reset, a deactivation or the 24 hours
    // already ended this session for the Bearer; nothing to rotate).
    if (!user || !user.isActive || user.tokenVersion !== tv || left <= 0) throw new AppError('REFRESH_INVALID');
    const session = await startSession(ctx, tx, user, { familyId: sid, tokenId: successorId, startedAt: consumed.sessionStartedAt, ttlSeconds: left });
    return { session: { token: session.token, user: session.user } };
  });
  if (outcome.session) return outcome.session;
  const previous = outcome.previous;
  // Unknown, of someone else's session, or expired: nothing to revoke.
  if (!previous || previous.familyId !== sid || previous.userId !== sub || !(previous.usedAt || previous.revokedAt)) {
    throw new AppError('REFRESH_INVALID');
  }
  const left = secondsLeft(previous.sessionStartedAt, now);
  const graced = left > 0 ? await withinGrace(ctx, previous, now, left) : undefined;
  if (graced) return graced;
  if (left > 0) {
    await repo.revokeFamily(ctx.db, previous.familyId, now);
    ctx.log.warn({ familyId: previous.familyId }, 'bearer refresh reuse: family revoked');
  }
  throw new AppError('REFRESH_INVALID');
}
