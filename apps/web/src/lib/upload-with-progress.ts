import type { RouteAddress } from '@barber/shared/contract/route-types';
import { routeUrl } from './api-call';
import { API_BASE, ApiError, refreshAccessToken, type FieldError } from './api-client';
import { getToken } from './session-token';
import { it } from '../i18n/it';

/** A photo of up to 5 MB from a phone on a slow line: a minute before giving up (the bar shows it moves). */
export const UPLOAD_TIMEOUT_MS = 60_000;

interface Sent {
  status: number;
  body: unknown;
}

/** One XHR (fetch cannot report upload progress): resolves with the status and the JSON body, if any. */
function sendOnce(
  method: string,
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', it.errors.network));
    xhr.ontimeout = () => reject(new ApiError(0, 'TIMEOUT', it.errors.timeout));
    xhr.send(form);
  });
}

function toError(sent: Sent): ApiError {
  const body = sent.body as { code?: unknown; message?: unknown; errors?: unknown } | undefined;
  if (body && typeof body.message === 'string') {
    const code = typeof body.code === 'string' ? body.code : 'UNKNOWN';
    const errors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
    return new ApiError(sent.status, code as ApiError['code'], body.message, errors);
  }
  return new ApiError(sent.status, 'UNKNOWN', it.errors.unexpected);
}

/**
 * Sends a multipart form to a contract route, reporting the upload's progress from 0 to 1 (the avatar, the
 * product form's photo, the job application's portfolio). Like apiRequest, a 401 refreshes the session once
 * and sends again.
 */
export async function uploadWithProgress<T>(
  address: RouteAddress,
  params: Record<string, string>,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const url = `${API_BASE}${routeUrl(address.path, params)}`;
  const sentToken = getToken();
  let sent = await sendOnce(address.method, url, form, onProgress);
  if (sent.status === 401 && (await refreshAccessToken(sentToken)) === 'refreshed') {
    onProgress(0);
    sent = await sendOnce(address.method, url, form, onProgress);
  }
  if (sent.status >= 200 && sent.status < 300) return sent.body as T;
  throw toError(sent);
}
