import { useState } from 'react';
import {
  cleanCustomer,
  customerFieldError,
  emptyCustomer,
  missingFieldsMessage,
  validateCustomer,
  type CustomerErrors,
  type CustomerField,
  type CustomerValues,
} from './customer-details';

/** The payer's details in the panel: each field checked again as it changes once it was wrong, and on leaving it. */
export function useCustomerDetails(initial: Partial<CustomerValues> | undefined) {
  const [customer, setCustomer] = useState<CustomerValues>({ ...emptyCustomer, ...initial });
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [missing, setMissing] = useState<string | null>(null);

  const change = (field: CustomerField, value: string) => {
    const next = { ...customer, [field]: value };
    setCustomer(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: customerFieldError(field, value) }));
    // Once shown, the missing list follows what is filled in, so it never names a field that now has a value.
    if (missing) setMissing(missingFieldsMessage(next));
  };
  const blur = (field: CustomerField) =>
    setErrors((current) => ({ ...current, [field]: customerFieldError(field, customer[field]) }));

  /** The form's check before paying: the missing list first, then each field's own rule. */
  const checked = (): CustomerValues | null => {
    const found = validateCustomer(customer);
    setErrors(found);
    setMissing(missingFieldsMessage(customer));
    return Object.keys(found).length === 0 ? cleanCustomer(customer) : null;
  };

  return { customer, errors, missing, change, blur, checked };
}
