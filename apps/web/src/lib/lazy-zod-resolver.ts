import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { loadPageValidation } from './page-validation';
import { inPageLanguage } from './translated-resolver';

/**
 * A react-hook-form resolver that loads zod and the form's schema on the first validation. Public pages stay
 * under their download budget (TARGETS.md) while the form still validates with the shared schema and its
 * messages in the page's language, the same ones the server answers with.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  loadSchema: () => Promise<ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  let ready: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema(), loadPageValidation()]).then(
      ([{ zodResolver }, schema]) => inPageLanguage(zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>),
    );
    return (await ready)(values, context, options);
  };
}
