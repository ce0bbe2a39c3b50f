import type { DemoContactRequest } from '@barber/shared/contract/contact';
import { loadItalianZodMessages } from '../../lib/italian-zod';

export type DemoField = 'name' | 'email' | 'phone' | 'salonName' | 'message' | 'privacyAccepted';

/** The demo form's check with the shared schema (the server's rules and Italian messages), loaded on first use. */
export async function validateDemo(values: DemoContactRequest): Promise<Partial<Record<DemoField, string>>> {
  const [{ DemoContactRequest: schema }] = await Promise.all([
    import('@barber/shared/contract/contact'),
    loadItalianZodMessages(),
  ]);
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<DemoField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DemoField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
