import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { isDateTimeInput, shopDateOf } from '@barber/shared/domain/date-input';
import { datePathsOf, type FieldPath } from '@barber/shared/schemas/date-paths';

interface Slot {
  holder: Record<string, unknown>;
  key: string;
  value: string;
}

/** The string values found at a path of a parsed body or query that look like date-times. */
function dateTimesAt(root: unknown, path: FieldPath, found: Slot[]): void {
  if (!root || typeof root !== 'object') return;
  const [head, ...rest] = path;
  if (head === undefined) return;
  const keys = head === '*' ? (Array.isArray(root) ? root.keys() : []) : [head];
  for (const key of keys) {
    const holder = root as Record<string, unknown>;
    const value = holder[key];
    if (rest.length > 0) dateTimesAt(value, rest, found);
    else if (typeof value === 'string' && isDateTimeInput(value)) found.push({ holder, key: String(key), value });
  }
}

/**
 * Every date field of every route, in one place (ADR 0035): a date-time sent where a date is expected
 * (2026-12-17T23:00:00.000Z, a browser's local midnight as UTC) is replaced before validation by the date it
 * names on the shop's clock, so the schema and the service see "YYYY-MM-DD" and 18 December stays the 18th. The
 * routes and their date fields come from the contract's schemas (dateField); the shop's time zone is read only
 * when a request actually carries a date-time.
 */
export function installDateReading(app: FastifyInstance, timeZone: () => Promise<string>) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: z.ZodType; querystring?: z.ZodType } | undefined;
    const bodyPaths = datePathsOf(schema?.body);
    const queryPaths = datePathsOf(schema?.querystring);
    if (bodyPaths.length === 0 && queryPaths.length === 0) return;
    const readDates: preValidationAsyncHookHandler = async (request: FastifyRequest) => {
      const found: Slot[] = [];
      for (const path of bodyPaths) dateTimesAt(request.body, path, found);
      for (const path of queryPaths) dateTimesAt(request.query, path, found);
      if (found.length === 0) return;
      const zone = await timeZone();
      for (const slot of found) slot.holder[slot.key] = shopDateOf(slot.value, zone);
    };
    route.preValidation = [...[route.preValidation ?? []].flat(), readDates];
  });
}
