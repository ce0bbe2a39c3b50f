import { ApiError } from './api-client';

/**
 * The payload of a list call, which answers the bare list as the spec's tables give it (docs/decisions/0003).
 * A proxy or an old server may answer 200 with something else: say so instead of crashing on .map.
 */
export function listAnswer<T>(answer: unknown, message: string): T[] {
  if (!Array.isArray(answer)) throw new ApiError(200, 'UNKNOWN', message);
  return answer as T[];
}
