/**
 * zod's messages and the shared schemas' in the page's language (lib/validation-language.ts), loaded together with
 * zod: the public pages load zod on the first validation, so this comes with it and costs the first page nothing.
 */
export const loadPageValidation = (): Promise<void> =>
  import('./validation-language').then((m) => m.installPageValidation());
