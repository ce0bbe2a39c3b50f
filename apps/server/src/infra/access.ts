import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@barber/shared/schemas/auth';
import { AppError } from './errors';
import type { PlanGate } from '@barber/shared/contract/route-types';

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

/**
 * What access needs from the modules, passed in by the composition root (src/app.ts) so this layer imports none:
 * who a bearer token identifies (modules/auth), and the plan gate (modules/subscriptions, ADR 0017).
 */
export interface AccessPorts {
  identify: (token: string) => Promise<AuthUser | null>;
  /** Throws the plan's 402 when the shop has no active subscription. */
  assertPlanActive: () => Promise<void>;
}

export function installAccessControl(app: FastifyInstance, ports: AccessPorts, routeTable: RouteInfo[]) {
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
    request.user = await identify(request, ports);
    if (access === 'public') return;
    if (!request.user) throw new AppError(request.headers.authorization ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
    if (access !== 'user' && !access.includes(request.user.role)) throw new AppError('FORBIDDEN');
    // After the role: a client still hears 403 FORBIDDEN, the admin of a shop without a plan hears why (ADR 0017).
    if (request.routeOptions.config?.plan === 'active') await ports.assertPlanActive();
  });
}

/** A bearer token's caller, or null without one. */
async function identify(request: FastifyRequest, ports: AccessPorts): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return ports.identify(header.slice(7).trim());
}

/** For services: the caller must be logged in. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
