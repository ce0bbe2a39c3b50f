import type { DemoContactRequest } from '@barber/shared/contract/contact';
import { loadPageValidation } from '../../lib/page-validation';
import { checkWithSchema } from '../../lib/schema-field-errors';

export type DemoField = 'name' | 'email' | 'phone' | 'salonName' | 'message' | 'privacyAccepted';

/** The demo form's check with the shared schema (the server's rules and Italian messages), loaded on first use. */
export async function validateDemo(values: DemoContactRequest): Promise<Partial<Record<DemoField, string>>> {
  const [{ DemoContactRequest: schema }] = await Promise.all([
    import('@barber/shared/contract/contact'),
    loadPageValidation(),
  ]);
  const checked = checkWithSchema<unknown, DemoField>(schema, values);
  return checked.ok ? {} : checked.errors;
}
