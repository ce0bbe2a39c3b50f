import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@barber/shared/schemas/auth';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

export interface AccessClaims {
  sub: string;
  role: Role;
  /** users.token_version when issued; a password change bumps it and so ends every older token. */
  tv: number;
  /**
   * The session: the refresh-token family the token was issued for. Logout revokes the family, and the next
   * request with this token is refused (ADR 0002). Absent only on tokens signed without a session (tests' users).
   */
  sid?: string;
  /**
   * The refresh-token row of the session current when the token was issued: a Bearer refresh (ADR 0034) rotates
   * exactly that row, so presenting an older token again is a reuse, as with the cookie.
   */
  rid?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs an access token valid ACCESS_TOKEN_TTL_SECONDS, or `ttlSeconds` when shorter (a Bearer refresh never goes
 * past 24 hours from the login). The lifetime is a duration: the application's clock (ctx.now) decides it, while
 * issue and expiry times are written, and checked, on the real clock.
 */
export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  const lifetime = Math.max(1, Math.min(ACCESS_TOKEN_TTL_SECONDS, Math.floor(ttlSeconds)));
  return new SignJWT({
    role: claims.role,
    tv: claims.tv,
    ...(claims.sid ? { sid: claims.sid } : {}),
    ...(claims.rid ? { rid: claims.rid } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${lifetime}s`)
    .sign(secret);
}

const uuidClaim = (value: unknown): string | undefined | null =>
  value === undefined ? undefined : typeof value === 'string' && UUID.test(value) ? value : null;

/**
 * Checks signature and expiry. `expiredUpToMs` also accepts a token that expired at most that long ago: only for
 * ending or refreshing its own session (logout, Bearer refresh), never to identify a caller.
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  options: { expiredUpToMs?: number } = {},
): Promise<{ ok: true; claims: AccessClaims } | { ok: false; expired: boolean }> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      ...(options.expiredUpToMs ? { clockTolerance: Math.floor(options.expiredUpToMs / 1000) } : {}),
    });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return { ok: false, expired: false };
    // Session and row ids are compared with uuid columns: anything else is refused here, not by the database.
    const sid = uuidClaim(payload.sid);
    const rid = uuidClaim(payload.rid);
    if (sid === null || rid === null) return { ok: false, expired: false };
    return {
      ok: true,
      claims: { sub: payload.sub, role: payload.role as Role, tv: payload.tv, ...(sid ? { sid } : {}), ...(rid ? { rid } : {}) },
    };
  } catch (error) {
    return { ok: false, expired: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' };
  }
}

/** An opaque random token for the client and the SHA-256 hash that the database keeps. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
