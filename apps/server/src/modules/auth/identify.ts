import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { verifyAccessToken } from '../../infra/tokens';
import { findTokenHolder } from './repo';

/**
 * Identity comes only from a verified token, checked against the database: a deactivated user, a token
 * issued before a password change, or a token whose session (refresh-token family, claim `sid`) was ended by
 * logout or reuse detection, no longer identifies anyone. The role is read from the database, so a role change
 * takes effect at once. Used by access control (infra/access.ts) and the realtime socket's handshake, both given
 * it by the composition root (src/app.ts).
 */
export async function identifyToken(ctx: AppContext, token: string): Promise<AuthUser | null> {
  const verified = await verifyAccessToken(ctx.config.jwtSecret, token);
  if (!verified.ok) return null;
  const { sid } = verified.claims;
  const row = await findTokenHolder(ctx.db, verified.claims.sub, sid);
  if (!row || !row.isActive || row.tokenVersion !== verified.claims.tv || !row.sessionLive) return null;
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    ...(sid ? { sessionId: sid } : {}),
  };
}
