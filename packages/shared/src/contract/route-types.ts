import type { Role } from '../domain/roles';

/** Who may call a route: anyone, any logged-in user, or the listed roles (checked by the server's access hook). */
export type AccessRule = 'public' | 'user' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a route lives and who may call it: the part of the contract without zod, so the web app's first page
 * can build requests without loading the validation library (the public pages' JavaScript budget).
 */
export interface RouteAddress {
  method: HttpMethod;
  /** Under /api, in Fastify's form: '/barbers/:id'. */
  path: `/${string}`;
  access: AccessRule;
  /**
   * The plan gate (issue 12, 000 section 4 'Admin tab gating'): 'active' locks the route while the shop has no
   * active subscription (403 SUBSCRIPTION_REQUIRED with the access message and upgradeRequired), checked by the
   * server's access hook after the role. Mark the locked admin areas: services, barbers, users, waiting list,
   * stats. Omitted: no plan needed.
   */
  plan?: PlanGate;
}

/** What a route needs of the shop's subscription (see RouteAddress.plan). */
export type PlanGate = 'active';
