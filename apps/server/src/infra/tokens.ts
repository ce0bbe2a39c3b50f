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
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function signAccessToken(secret: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({ role: claims.role, tv: claims.tv, ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret);
}

export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<{ ok: true; claims: AccessClaims } | { ok: false; expired: boolean }> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return { ok: false, expired: false };
    // The session id is compared with a uuid column: anything else is refused here, not by the database.
    const sid = payload.sid;
    if (sid !== undefined && (typeof sid !== 'string' || !UUID.test(sid))) return { ok: false, expired: false };
    return { ok: true, claims: { sub: payload.sub, role: payload.role as Role, tv: payload.tv, ...(sid ? { sid } : {}) } };
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
