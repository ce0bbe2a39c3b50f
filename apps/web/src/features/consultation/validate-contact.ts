import { loadPageValidation } from '../../lib/page-validation';
import { checkWithSchema } from '../../lib/schema-field-errors';

type ContactFields = { name: string; phone: string; email: string };

/**
 * Step 3's check with the shared schema (the server's own rules and Italian messages), loaded on first use so
 * the homepage that carries the button does not download zod.
 */
export async function validateContact(values: ContactFields): Promise<Partial<Record<keyof ContactFields, string>>> {
  const [{ ConsultationContactRequest }] = await Promise.all([
    import('@barber/shared/contract/contact'),
    loadPageValidation(),
  ]);
  const schema = ConsultationContactRequest.pick({ name: true, phone: true, email: true });
  const checked = checkWithSchema<unknown, keyof ContactFields>(schema, values);
  return checked.ok ? {} : checked.errors;
}
