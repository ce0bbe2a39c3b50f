import type { FieldValues, Resolver } from 'react-hook-form';
import { fieldMessage } from './field-message';

/** Every `message` of a react-hook-form error tree, in the page's language (lib/field-message.ts). */
function translate(errors: unknown): unknown {
  if (!errors || typeof errors !== 'object') return errors;
  if (Array.isArray(errors)) return errors.map(translate);
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      key === 'message' && typeof value === 'string' ? fieldMessage(value) : key === 'ref' ? value : translate(value),
    ]),
  );
}

/** A resolver whose messages (the shared schemas' Italian) read in the page's language. */
export function inPageLanguage<TInput extends FieldValues, TContext, TOutput extends FieldValues>(
  resolver: Resolver<TInput, TContext, TOutput>,
): Resolver<TInput, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: translate(result.errors) } as typeof result;
  };
}
