import type { TestApp } from './test-app';

export type ClientMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OriginalClient {
  /** The X-Timezone header the client sends. */
  timeZone: string;
  /** The Origin header, for a client served from another origin (CORS); none by default. */
  origin?: string;
}

/**
 * How the original clients call (the spec's section 7 tables, dcreativo-design-studio/barber-shop): JSON, a bearer
 * header from the stored token ('' without one), X-Timezone. Raw on purpose: their literal paths and headers, so a
 * contract change cannot hide a broken alias. `app` gives the file's app once it exists. Answers what axios would
 * hand the client as `response.data`, with the status and any Set-Cookie.
 */
export function originalClientCalls(app: () => TestApp, client: OriginalClient) {
  return async (method: ClientMethod, path: string, options: { token?: string; body?: unknown } = {}) => {
    const res = await app().inject({
      method,
      url: `/api${path}`,
      headers: {
        Authorization: options.token ? `Bearer ${options.token}` : '',
        'X-Timezone': client.timeZone,
        ...(client.origin ? { Origin: client.origin } : {}),
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read the way the clients read it, untyped
    return { status: res.statusCode, data: res.json() as any, setCookie: res.headers['set-cookie'] };
  };
}
