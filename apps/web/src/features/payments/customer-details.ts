import type { CustomerDetails } from '@barber/shared/schemas/payments';
import { payments } from '../../i18n/payments';

/** The payment panel's customer form (001 section 5): the spec's six fields, as the shared schema names them. */
export type CustomerValues = CustomerDetails;

export type CustomerField = keyof CustomerValues;
export type CustomerErrors = Partial<Record<CustomerField, string>>;

export const CUSTOMER_FIELDS: readonly CustomerField[] = ['name', 'email', 'phone', 'address', 'postalCode', 'city'];

export const emptyCustomer: CustomerValues = { name: '', email: '', phone: '', address: '', postalCode: '', city: '' };

const t = payments.customer;
// The same rule as the server's CustomerDetails schema: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The spec's cleaning: email lower-cased and trimmed, phone kept to digits, plus and spaces, postal code to
 * digits (at most 5), the rest trimmed. The server cleans the same way; this is what the form sends.
 */
export function cleanCustomer(values: CustomerValues): CustomerValues {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.replace(/[^\d+ ]/g, '').trim(),
    address: values.address.trim(),
    postalCode: values.postalCode.replace(/\D/g, '').slice(0, 5),
    city: values.city.trim(),
  };
}

/** Cleaning while typing: only what cannot be part of the field is dropped, so the cursor does not jump. */
export function cleanWhileTyping(field: CustomerField, value: string): string {
  if (field === 'phone') return value.replace(/[^\d+ ]/g, '');
  if (field === 'postalCode') return value.replace(/\D/g, '').slice(0, 5);
  return value;
}

/** The first rule a (cleaned) field breaks, with the spec's text; undefined when it is fine. */
export function customerFieldError(field: CustomerField, raw: string): string | undefined {
  const value = cleanCustomer({ ...emptyCustomer, [field]: raw })[field];
  if (!value) return t.required;
  switch (field) {
    case 'name':
      return value.length < 2 ? t.shortName : undefined;
    case 'email':
      return EMAIL.test(value) ? undefined : t.invalidEmail;
    case 'phone':
      return value.length < 10 ? t.shortPhone : undefined;
    case 'address':
      return value.length < 5 ? t.shortAddress : undefined;
    case 'postalCode':
      return value.length < 4 ? t.badPostalCode : undefined;
    case 'city':
      return value.length < 2 ? t.badCity : undefined;
  }
}

export function validateCustomer(values: CustomerValues): CustomerErrors {
  const errors: CustomerErrors = {};
  for (const field of CUSTOMER_FIELDS) {
    const error = customerFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The labels of the empty fields, for 'Campi obbligatori mancanti: ...' (null when none is empty). */
export function missingFieldsMessage(values: CustomerValues): string | null {
  const cleaned = cleanCustomer(values);
  const missing = CUSTOMER_FIELDS.filter((field) => !cleaned[field]).map((field) => t[field]);
  return missing.length ? t.missing(missing.join(', ')) : null;
}
