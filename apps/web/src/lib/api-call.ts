import type { RouteName } from '@barber/shared/api-routes';
import type { RouteAddress } from '@barber/shared/contract/route-types';
import { platformRoutes } from '@barber/shared/contract/platform-routes';
import { routeUrl, type CallAnswer, type CallInput } from '@barber/shared/contract/call';
import { apiRequest, type RequestOptions } from './api-client';

export type { CallAnswer, CallInput } from '@barber/shared/contract/call';
export { routeUrl };

export type CallOptions = Omit<RequestOptions, 'method' | 'body'> & {
  /** Upload routes take multipart/form-data (their contract has no JSON body): the form is sent as it is. */
  form?: FormData;
};

/**
 * The first page knows only the platform routes (session, sign-in, shop state); the whole address table, which
 * grows with every area, is a separate chunk loaded at the first call outside them. It keeps the account pages
 * inside their JavaScript budget (TARGETS.md, e2e/journeys/bundle-size.e2e.ts) however many routes are added.
 */
let allRoutes: Promise<Record<string, RouteAddress>> | undefined;
async function addressOf(name: RouteName): Promise<RouteAddress> {
  const known = (platformRoutes as Record<string, RouteAddress>)[name];
  if (known) return known;
  allRoutes ??= import('@barber/shared/api-routes').then((module) => module.apiRoutes as Record<string, RouteAddress>);
  const address = (await allRoutes)[name];
  if (!address) throw new Error(`Unknown API route: ${name}`);
  return address;
}

/** Calls an API route by its contract name, typed end to end: `callApi('publicBarbers', {})`. */
export async function callApi<K extends RouteName>(name: K, input: CallInput<K>, options: CallOptions = {}): Promise<CallAnswer<K>> {
  const address = await addressOf(name);
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const { form, ...rest } = options;
  const sent = form ?? body;
  return apiRequest<CallAnswer<K>>(routeUrl(address.path, params, query), {
    ...rest,
    method: address.method,
    ...(sent === undefined ? {} : { body: sent }),
  });
}
