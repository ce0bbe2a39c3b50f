import type { z } from 'zod';
import type { RouteName } from '../api-routes';
import type { Contract } from '../contract';

// Only types come from the contract here: the web app's first page imports this without loading zod.
type Part<R, F extends string> = R extends Record<F, infer S extends z.ZodType>
  ? { [P in F]: z.input<S> }
  : { [P in F]?: undefined };

/** What a call of a route takes: path params, query and body, each required exactly when the route has it. */
export type CallInput<K extends RouteName> = Part<Contract[K], 'params'> & Part<Contract[K], 'query'> & Part<Contract[K], 'body'>;
/** What a call answers, as the server's answer schema describes it. */
export type CallAnswer<K extends RouteName> = z.output<Contract[K]['response']>;

/** '/barbers/:id' with {id: 'x'} -> '/barbers/x', plus the query string of the defined values. */
export function routeUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
  // Form encoding, as URLSearchParams writes it (this package runs where that class is not declared).
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encode(key)}=${encode(String(item))}`);
  }
  return pairs.length ? `${filled}?${pairs.join('&')}` : filled;
}
