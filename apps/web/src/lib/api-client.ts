import { platformRoutes as apiRoutes } from '@barber/shared/contract/platform-routes';
import type { AuthResponse, User } from '@barber/shared/schemas/auth';
import type { ApiErrorResponse } from '@barber/shared/schemas/common';
import type { ErrorCode } from '@barber/shared/messages/error-codes';
import { it } from '../i18n/it';
import { pageLanguage } from '../i18n/page-language';
import { clearToken, getToken, setToken } from './session-token';
import { shouldRedirectToLogin } from './session-paths';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 30_000;

/** Codes the client adds for failures that never reached the API. */
export type ClientErrorCode = 'NETWORK' | 'TIMEOUT' | 'UNKNOWN';
export type FieldError = { field: string; message: string };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
    /** The whole error answer, for the few refusals that carry more than a message (a 409's conflicts). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** Session events the auth provider listens to; the client itself never touches React or the router. */
export type SessionEndReason = 'expired' | 'logout' | 'inactivity';
export type SessionEvent =
  | { type: 'refreshed'; token: string; user: User }
  | { type: 'ended'; reason: SessionEndReason; redirectToLogin: boolean };

const listeners = new Set<(event: SessionEvent) => void>();
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit = (event: SessionEvent) => listeners.forEach((listener) => listener(event));

/** Auth calls answer 401 for wrong credentials, not for an expired session: never refresh on them. */
const NO_REFRESH_PATHS = new Set<string>(
  (['login', 'register', 'refreshToken', 'logout', 'requestPasswordReset', 'confirmPasswordReset'] as const).map(
    (name) => apiRoutes[name].path,
  ),
);
const CREDENTIAL_CODES = new Set<string>(['INVALID_CREDENTIALS', 'WRONG_PASSWORD']);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Overrides REQUEST_TIMEOUT_MS (the admin area gives up after 10 s, spec 002 section 9). */
  timeoutMs?: number;
}

function requestSignal(signal?: AbortSignal, timeoutMs = REQUEST_TIMEOUT_MS): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The API answers in the language asked for (ADR 0061): the page's own, not the browser's first choice.
    'Accept-Language': pageLanguage,
    // No X-Timezone (ADR 0030): the server always answers in the shop's time zone, and reading the browser's
    // zone builds an Intl formatter, tens of milliseconds of ICU loading on a phone for a header nobody reads.
    ...options.headers,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: requestSignal(options.signal, options.timeoutMs),
    });
  } catch (error) {
    // The caller's own cancellation (a query no longer needed) is not an error to show.
    if (options.signal?.aborted) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(0, 'TIMEOUT', it.errors.timeout);
    }
    throw new ApiError(0, 'NETWORK', it.errors.network);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isErrorBody(body: unknown): body is ApiErrorResponse {
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string';
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const code = typeof body.code === 'string' ? body.code : 'UNKNOWN';
    return new ApiError(status, code, body.message, Array.isArray(body.errors) ? body.errors : [], body);
  }
  // No JSON body (a proxy page, an empty answer): fall back to the text for the status class.
  if (status === 429) return new ApiError(status, 'RATE_LIMITED', it.transport.RATE_LIMITED);
  if (status === 401) return new ApiError(status, 'UNAUTHENTICATED', it.transport.UNAUTHENTICATED);
  if (status >= 500) return new ApiError(status, 'UNAVAILABLE', it.transport.UNAVAILABLE);
  return new ApiError(status, 'UNKNOWN', it.errors.unexpected);
}

type RefreshOutcome = 'refreshed' | 'invalid' | 'unreachable';
let refreshInFlight: Promise<RefreshOutcome> | null = null;

/** The Web Locks name every tab of the app takes to refresh: one refresh at a time across tabs. */
export const REFRESH_LOCK = 'barber-studio-auth-refresh';

async function doRefresh(): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await send(apiRoutes.refreshToken.path, { method: apiRoutes.refreshToken.method });
  } catch {
    return 'unreachable';
  }
  const body = response.ok ? ((await readBody(response)) as AuthResponse | undefined) : undefined;
  if (response.status >= 500) return 'unreachable';
  if (!body?.token) {
    expireSession();
    return 'invalid';
  }
  setToken(body.token);
  emit({ type: 'refreshed', token: body.token, user: body.user });
  return 'refreshed';
}

/**
 * Refreshes unless another tab already did: the tabs share the token in localStorage and the refresh cookie, so
 * a stored token that differs from the one that failed is a fresh one to use (no server call, no rotation).
 */
async function refreshUnlessDone(stale: string | null): Promise<RefreshOutcome> {
  const current = getToken();
  if (current !== null && current !== stale) return 'refreshed';
  return doRefresh();
}

/**
 * One refresh at a time across the tabs of this origin, with the Web Locks API where the browser has it: a tab
 * that waited for the lock re-checks the stored token before calling the server. Without locks (older
 * browsers) each tab still refreshes once for all its callers, and the server's short grace for a just-rotated
 * token covers two tabs racing (ADR 0002).
 */
async function refreshAcrossTabs(stale: string | null): Promise<RefreshOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return refreshUnlessDone(stale);
  let entered = false;
  try {
    return await locks.request(REFRESH_LOCK, () => {
      entered = true;
      return refreshUnlessDone(stale);
    });
  } catch (error) {
    // The lock itself failed (a sandboxed frame, say): refresh without it. A failure inside is not retried.
    if (entered) throw error;
    return refreshUnlessDone(stale);
  }
}

/**
 * Exchanges the refresh cookie for a new access token. Concurrent callers share one request, so ten parallel
 * 401s cause one refresh (the server rotates refresh tokens and would treat a second use as reuse); other tabs
 * wait for it through a lock. `failedToken` is the token a call was refused with: if the stored one differs,
 * another tab refreshed meanwhile and no request is needed. A refused refresh ends the session; an unreachable
 * server leaves it alone.
 */
export function refreshAccessToken(failedToken: string | null = getToken()): Promise<RefreshOutcome> {
  refreshInFlight ??= refreshAcrossTabs(failedToken).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Ends the local session: token gone, listeners told why and whether the page must go to /login. */
export function endSession(reason: SessionEndReason, redirectToLogin: boolean): void {
  clearToken();
  emit({ type: 'ended', reason, redirectToLogin });
}

/** The server refused the session: leave the page unless it is public or already the login page. */
function expireSession(): void {
  endSession('expired', shouldRedirectToLogin(window.location.pathname));
}

/**
 * Calls the API under /api. Resolves with the JSON answer; rejects with ApiError. A 401 on any call but the
 * auth calls themselves triggers one token refresh and one retry; when that fails the session ends.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const sentToken = getToken();
  let response = await send(path, options);
  let body = await readBody(response);
  if (response.ok) return body as T;

  const error = toApiError(response.status, body);
  if (response.status !== 401 || NO_REFRESH_PATHS.has(path) || CREDENTIAL_CODES.has(error.code)) throw error;

  const outcome = await refreshAccessToken(sentToken);
  if (outcome === 'unreachable') throw new ApiError(0, 'NETWORK', it.errors.network);
  if (outcome === 'invalid') throw error;

  response = await send(path, options);
  body = await readBody(response);
  if (response.ok) return body as T;
  const retryError = toApiError(response.status, body);
  if (response.status === 401) expireSession();
  throw retryError;
}
