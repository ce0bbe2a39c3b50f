import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@barber/shared/schemas/auth';
import { users } from '../db/schema';
import type { AppContext } from './context';
import { AppError } from './errors';
import { verifyAccessToken } from './tokens';
import type { PlanGate } from '@barber/shared/contract/route-types';
import { assertPlanActive } from '../modules/subscriptions/limits';

/**
 * Every /api route states who may call it, next to its definition: `config: { access: ... }`.
 * - 'public': anyone; a valid token still identifies the caller (guest booking by a logged-in user, say).
 * - 'user': any logged-in role.
 * - a list of roles.
 * A route without a rule refuses to register, so a forgotten rule cannot silently open a route.
 */
export type AccessRule = 'public' | 'user' | readonly Role[];

export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  /** The session (refresh-token family) of the token: a password change keeps this one and ends the others. */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** The plan gate of the contract (RouteAddress.plan): the locked admin areas need an active subscription. */
    plan?: PlanGate;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface RouteInfo {
  method: string;
  url: string;
  access: AccessRule;
}

export function installAccessControl(app: FastifyInstance, ctx: AppContext, routeTable: RouteInfo[]) {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`route ${String(route.method)} ${route.url} has no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    request.user = await identify(request, ctx);
    if (access === 'public') return;
    if (!request.user) throw new AppError(request.headers.authorization ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
    if (access !== 'user' && !access.includes(request.user.role)) throw new AppError('FORBIDDEN');
    // After the role: a client still hears 403 FORBIDDEN, the admin of a shop without a plan hears why (ADR 0017).
    if (request.routeOptions.config?.plan === 'active') await assertPlanActive(ctx.db);
  });
}

/**
 * Identity comes only from a verified token, checked against the database: a deactivated user, a token
 * issued before a password change, or a token whose session (refresh-token family, claim `sid`) was ended by
 * logout or reuse detection, no longer identifies anyone. The role is read from the database, so a role change
 * takes effect at once. One indexed query per request: the user by primary key, the session by an EXISTS on
 * the partial index of live families (migration 0003).
 */
async function identify(request: FastifyRequest, ctx: AppContext): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return identifyToken(ctx, header.slice(7).trim());
}

/** The same check for an access token presented elsewhere (the realtime socket's handshake). */
export async function identifyToken(ctx: AppContext, token: string): Promise<AuthUser | null> {
  const verified = await verifyAccessToken(ctx.config.jwtSecret, token);
  if (!verified.ok) return null;
  const { sid } = verified.claims;
  const sessionLive = sid
    ? // Written out with an alias: drizzle renders columns inside a select list unqualified.
      sql<boolean>`exists (select 1 from refresh_tokens rt where rt.family_id = ${sid} and rt.user_id = ${users}.id and rt.revoked_at is null)`
    : sql<boolean>`true`;
  const [row] = await ctx.db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      tokenVersion: users.tokenVersion,
      isActive: users.isActive,
      sessionLive,
    })
    .from(users)
    .where(eq(users.id, verified.claims.sub));
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

/** For services: the caller must be logged in. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
