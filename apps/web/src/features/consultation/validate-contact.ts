import { loadItalianZodMessages } from '../../lib/italian-zod';

type ContactFields = { name: string; phone: string; email: string };

/**
 * Step 3's check with the shared schema (the server's own rules and Italian messages), loaded on first use so
 * the homepage that carries the button does not download zod.
 */
export async function validateContact(values: ContactFields): Promise<Partial<Record<keyof ContactFields, string>>> {
  const [{ ConsultationContactRequest }] = await Promise.all([
    import('@barber/shared/contract/contact'),
    loadItalianZodMessages(),
  ]);
  const result = ConsultationContactRequest.pick({ name: true, phone: true, email: true }).safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof ContactFields, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFields | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
