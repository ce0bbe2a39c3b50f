/**
 * Zod's own messages in Italian (packages/shared/src/messages/zod-it.ts), loaded together with zod: the public
 * pages load zod on the first validation, so this comes with it and costs the first page nothing.
 */
export const loadItalianZodMessages = (): Promise<void> =>
  import('@barber/shared/messages/zod-it').then((m) => m.installItalianZodMessages());
