import { baseURL } from './base-url';
import { demoAdmin } from './accounts';

/** Talks to the demo server's API directly, for set-up and for checking what the booking pages are offered. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const body = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** What the public booking grid offers: the times of a barber-day that can be booked for `duration` minutes. */
export async function freeTimes(barberId: string, date: string, duration: number): Promise<string[]> {
  const query = new URLSearchParams({ barberId, date, duration: String(duration) });
  const slots = await api<{ time: string; available: boolean }[]>(`/appointments/public/available-slots?${query}`);
  return slots.filter((slot) => slot.available).map((slot) => slot.time);
}

/** An email as the demo server recorded it in its dev outbox. */
export interface OutboxMail {
  kind: string;
  bodyText: string;
}

/** The emails the demo server recorded for `to`, newest first: its dev outbox, read as the demo admin. */
export async function outboxTo(to: string): Promise<OutboxMail[]> {
  const { token } = await api<{ token: string }>('/auth/login', {
    method: 'POST',
    body: { email: demoAdmin.email, password: demoAdmin.password },
  });
  return (await api<{ data: OutboxMail[] }>(`/dev/outbox?to=${encodeURIComponent(to)}`, { token })).data;
}
