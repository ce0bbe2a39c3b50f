import { ApiError, apiRequest, type RequestOptions } from '../../lib/api-client';
import { admin } from '../../i18n/admin';

/** The admin area gives up after 10 s (spec 002 section 9): a stuck call should say so, not spin forever. */
export const ADMIN_TIMEOUT_MS = 10_000;

export type Ok<T> = { success: true; data: T; message?: string };

export function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, timeoutMs: ADMIN_TIMEOUT_MS });
}

/** The payload of a list answer; a proxy or an old server may answer 200 with something else: say so. */
export function listOf<T>(answer: Ok<T[]>): T[] {
  if (!Array.isArray(answer?.data)) throw new ApiError(200, 'UNKNOWN', admin.unknownAnswer);
  return answer.data;
}

/** Every admin query key starts here, so a change can refresh exactly the lists it affects. */
export const adminKeys = {
  barbers: ['admin', 'barbers'] as const,
  services: ['admin', 'services'] as const,
  users: ['admin', 'users'] as const,
  appointments: ['admin', 'appointments'] as const,
  absences: ['admin', 'absences'] as const,
  dayAppointments: ['admin', 'day-appointments'] as const,
  slots: ['admin', 'slots'] as const,
};
