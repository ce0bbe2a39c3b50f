import { baseURL } from './base-url';

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
