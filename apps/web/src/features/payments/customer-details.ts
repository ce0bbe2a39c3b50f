import type { CustomerDetails } from '@barber/shared/schemas/payments';
import { payments } from '../../i18n/payments';

/**
 * The payment panel's customer form (001 section 5, as issue 27 narrows it, ADR 0056): name, email and phone. An
 * appointment and a pickup order need nothing more; the server takes the spec's address fields as optional.
 */
export type CustomerValues = Pick<CustomerDetails, 'name' | 'email' | 'phone'>;

export type CustomerField = keyof CustomerValues;
export type CustomerErrors = Partial<Record<CustomerField, string>>;

export const CUSTOMER_FIELDS: readonly CustomerField[] = ['name', 'email', 'phone'];

export const emptyCustomer: CustomerValues = { name: '', email: '', phone: '' };

const t = payments.customer;
// The same rule as the server's CustomerDetails schema: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The spec's cleaning: email lower-cased and trimmed, phone kept to digits, plus and spaces, the name trimmed.
 * The server cleans the same way; this is what the form sends.
 */
export function cleanCustomer(values: CustomerValues): CustomerValues {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.replace(/[^\d+ ]/g, '').trim(),
  };
}

/** Cleaning while typing: only what cannot be part of the field is dropped, so the cursor does not jump. */
export function cleanWhileTyping(field: CustomerField, value: string): string {
  return field === 'phone' ? value.replace(/[^\d+ ]/g, '') : value;
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
