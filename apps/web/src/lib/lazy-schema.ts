import type { ZodType } from 'zod';
import { loadPageValidation } from './page-validation';

/**
 * A form's schema loaded on its first check, with zod's own messages in the page's language: public pages keep
 * zod out of their first download (TARGETS.md) and still check with the server's schema and messages.
 */
export function lazySchema<T>(load: () => Promise<ZodType<T>>): () => Promise<ZodType<T>> {
  let ready: Promise<ZodType<T>> | undefined;
  return () => (ready ??= Promise.all([load(), loadPageValidation()]).then(([schema]) => schema));
}
