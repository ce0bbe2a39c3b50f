import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../test-utils';
import { ApiError, REFRESH_LOCK, apiRequest, onSessionEvent, refreshAccessToken, type SessionEvent } from './api-client';
import { getToken, setToken } from './session-token';

const user = makeUser();
const expired = {
  success: false,
  message: 'Sessione scaduta. Effettua di nuovo il login.',
  code: 'TOKEN_EXPIRED',
};
const refused = { success: false, message: 'Sessione non valida', code: 'REFRESH_INVALID' };

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A 401 with the server's message and code. */
const unauthorized = (body: { message: string; code: string }) => () =>
  jsonResponse(401, { success: false, ...body });
/** The call fails with an expired token, the refresh gives 'new', the retried call succeeds. */
const refreshAndRetry: Handler[] = [
  () => jsonResponse(401, expired),
  () => jsonResponse(200, { success: true, token: 'new', user }),
  () => jsonResponse(200, { success: true, user }),
];
/** The call fails with an expired token and the refresh is refused too. */
const refreshRefused: Handler[] = [() => jsonResponse(401, expired), () => jsonResponse(401, refused)];

// A raw fetch stub, not stubApi (ADR 0042): these tests are about the transport itself (headers, refresh, retry).
/** fetch answering each call with the next handler; the calls are kept for assertions. */
function mockFetch(...handlers: Handler[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const handler = handlers[calls.length - 1];
    if (!handler) throw new Error(`unexpected fetch ${url}`);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

let events: SessionEvent[];
let unsubscribe: () => void;
beforeEach(() => {
  events = [];
  unsubscribe = onSessionEvent((event) => events.push(event));
});
afterEach(() => unsubscribe());

describe('apiRequest', () => {
  it('sends the token and the cookie, and returns the JSON answer', async () => {
    setToken('access-1');
    const calls = mockFetch(() => jsonResponse(200, { success: true, user }));

    await expect(apiRequest('/auth/me')).resolves.toEqual({ success: true, user });
    expect(calls[0]?.url).toBe('/api/auth/me');
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer access-1');
    // The page's language, not the browser's first choice (ADR 0061): an Italian page reads Italian errors.
    expect(header(calls[0]!.init, 'Accept-Language')).toBe('it');
    // ADR 0030: the server answers in the shop's zone; the browser's zone is not read (it costs ICU loading).
    expect(header(calls[0]!.init, 'X-Timezone')).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('throws an ApiError carrying the server message, code and field errors', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        success: false,
        message: 'Dati non validi. Controlla i campi evidenziati.',
        code: 'VALIDATION',
        errors: [{ field: 'email', message: 'Email non valida' }],
      }),
    );
    const error = await apiRequest('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Dati non validi. Controlla i campi evidenziati.',
      errors: [{ field: 'email', message: 'Email non valida' }],
    });
  });

  it('turns a timeout into an Italian TIMEOUT error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))),
    );
    await expect(apiRequest('/shop')).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });
  });
});

describe('401 handling', () => {
  it('refreshes the token once and retries the call with the new token', async () => {
    setToken('old');
    const calls = mockFetch(...refreshAndRetry);

    await expect(apiRequest('/auth/me')).resolves.toEqual({ success: true, user });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/auth/me',
      '/api/auth/refresh-token',
      '/api/auth/me',
    ]);
    expect(calls[1]?.init.method).toBe('POST');
    expect(calls[1]?.init.credentials).toBe('include');
    expect(header(calls[2]!.init, 'Authorization')).toBe('Bearer new');
    expect(getToken()).toBe('new');
    expect(events).toEqual([{ type: 'refreshed', token: 'new', user }]);
  });

  it('shares one refresh between concurrent 401s', async () => {
    setToken('old');
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = String(input);
        urls.push(url);
        if (url.endsWith('/refresh-token')) {
          await refreshGate;
          return jsonResponse(200, { success: true, token: 'new', user });
        }
        const auth = header(init, 'Authorization');
        return auth === 'Bearer new' ? jsonResponse(200, { ok: url }) : jsonResponse(401, expired);
      }),
    );

    const both = Promise.all([apiRequest('/a'), apiRequest('/b')]);
    await vi.waitFor(() => expect(urls.filter((url) => url.endsWith('/refresh-token'))).toHaveLength(1));
    releaseRefresh();
    await expect(both).resolves.toEqual([{ ok: '/api/a' }, { ok: '/api/b' }]);
    expect(urls.filter((url) => url.endsWith('/refresh-token'))).toHaveLength(1);
  });

  it('ends the session and asks for /login when the refresh is refused on a private page', async () => {
    window.history.replaceState(null, '', '/booking');
    setToken('old');
    mockFetch(...refreshRefused);

    await expect(apiRequest('/appointments')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(getToken()).toBeNull();
    expect(events).toEqual([{ type: 'ended', reason: 'expired', redirectToLogin: true }]);
  });

  it('ends the session when the retried call is refused again', async () => {
    window.history.replaceState(null, '', '/profile');
    setToken('old');
    mockFetch(
      () => jsonResponse(401, expired),
      () => jsonResponse(200, { success: true, token: 'new', user }),
      () => jsonResponse(401, expired),
    );

    await expect(apiRequest('/users/profile')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'ended', reason: 'expired', redirectToLogin: true });
  });

  it.each(['/', '/shop', '/guest-booking', '/booking-confirmation', '/marketing-barber-system', '/privacy-policy', '/unsubscribe', '/work-with-us', '/login'])(
    'does not force /login from %s',
    async (path) => {
      window.history.replaceState(null, '', path);
      setToken('old');
      mockFetch(...refreshRefused);

      await expect(apiRequest('/auth/me')).rejects.toBeInstanceOf(ApiError);
      expect(getToken()).toBeNull();
      expect(events).toEqual([{ type: 'ended', reason: 'expired', redirectToLogin: false }]);
    },
  );

  it('does not refresh on the auth calls themselves', async () => {
    window.history.replaceState(null, '', '/login');
    const calls = mockFetch(
      unauthorized({ message: 'Email o password non corretti.', code: 'INVALID_CREDENTIALS' }),
    );

    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Email o password non corretti.',
    });
    expect(calls).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('does not refresh when a wrong current password is the reason', async () => {
    setToken('valid');
    const calls = mockFetch(
      unauthorized({ message: 'La password attuale non è corretta.', code: 'WRONG_PASSWORD' }),
    );
    await expect(apiRequest('/auth/change-password', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'WRONG_PASSWORD',
    });
    expect(calls).toHaveLength(1);
    expect(getToken()).toBe('valid');
  });

  it('keeps the session when the server cannot be reached for the refresh', async () => {
    window.history.replaceState(null, '', '/booking');
    setToken('old');
    mockFetch(
      () => jsonResponse(401, expired),
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(apiRequest('/appointments')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(getToken()).toBe('old');
    expect(events).toEqual([]);
  });
});

describe('refresh across tabs (navigator.locks)', () => {
  /** A lock manager shared by "tabs": callbacks run one at a time, in request order. */
  function fakeLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    const requested: string[] = [];
    const locks = {
      request: vi.fn((name: string, callback: () => Promise<unknown>) => {
        requested.push(name);
        const run = tail.then(() => callback());
        tail = run.catch(() => undefined);
        return run;
      }),
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    return { locks, requested, hold: (work: () => Promise<unknown>) => locks.request(REFRESH_LOCK, work) };
  }

  it('refreshes inside the shared lock', async () => {
    const { requested } = fakeLocks();
    setToken('old');
    const calls = mockFetch(...refreshAndRetry);
    await expect(apiRequest('/auth/me')).resolves.toEqual({ success: true, user });
    expect(requested).toEqual([REFRESH_LOCK]);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me', '/api/auth/refresh-token', '/api/auth/me']);
    expect(getToken()).toBe('new');
  });

  it('after waiting for another tab that refreshed, uses its token and does not call the server', async () => {
    const { hold } = fakeLocks();
    setToken('old');
    // Another tab holds the lock while it refreshes and stores its new token.
    let finishOtherTab: () => void = () => {};
    const otherTab = hold(
      () =>
        new Promise<void>((resolve) => {
          finishOtherTab = () => {
            setToken('from-other-tab');
            resolve();
          };
        }),
    );
    const calls = mockFetch(
      () => jsonResponse(401, expired),
      (_url, init) =>
        header(init, 'Authorization') === 'Bearer from-other-tab'
          ? jsonResponse(200, { success: true, user })
          : jsonResponse(401, expired),
    );
    const request = apiRequest('/auth/me');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    finishOtherTab();
    await otherTab;
    await expect(request).resolves.toEqual({ success: true, user });
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me', '/api/auth/me']);
    expect(calls.some((call) => call.url.endsWith('/refresh-token'))).toBe(false);
    expect(getToken()).toBe('from-other-tab');
    expect(events).toEqual([]);
  });

  it('a timer refresh waiting behind another tab skips its own request', async () => {
    const { hold } = fakeLocks();
    setToken('old');
    const calls = mockFetch();
    const otherTab = hold(async () => setToken('from-other-tab'));
    await expect(refreshAccessToken()).resolves.toBe('refreshed');
    await otherTab;
    expect(calls).toHaveLength(0);
  });

  it('still refreshes when the stored token is the one that failed, and ends the session if refused', async () => {
    window.history.replaceState(null, '', '/booking');
    fakeLocks();
    setToken('old');
    mockFetch(...refreshRefused);
    await expect(apiRequest('/appointments')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(events).toEqual([{ type: 'ended', reason: 'expired', redirectToLogin: true }]);
  });

  it('falls back to refreshing without the lock when the lock manager fails', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: { request: vi.fn(() => Promise.reject(new DOMException('denied', 'SecurityError'))) },
    });
    setToken('old');
    const calls = mockFetch(...refreshAndRetry);
    await expect(apiRequest('/auth/me')).resolves.toEqual({ success: true, user });
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me', '/api/auth/refresh-token', '/api/auth/me']);
  });
});
