import type { HTMLInputAutoCompleteAttribute } from 'react';
import { TextField } from '../../components/text-field';
import { payments } from '../../i18n/payments';
import {
  CUSTOMER_FIELDS,
  cleanWhileTyping,
  type CustomerErrors,
  type CustomerField,
  type CustomerValues,
} from './customer-details';

const t = payments.customer;

const inputs: Record<
  CustomerField,
  { autoComplete: HTMLInputAutoCompleteAttribute; type?: string; inputMode?: 'tel' | 'numeric' | 'email' }
> = {
  name: { autoComplete: 'name' },
  email: { autoComplete: 'email', type: 'email', inputMode: 'email' },
  phone: { autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
};

/**
 * The payment panel's customer form (001 section 5; issue 27: no street address, ADR 0056): name, email and
 * phone, required, cleaned while typing (the phone keeps digits, plus and spaces) and checked when a field is left.
 */
export function CustomerForm({
  values,
  errors,
  onChange,
  onBlur,
  disabled,
}: {
  values: CustomerValues;
  errors: CustomerErrors;
  onChange: (field: CustomerField, value: string) => void;
  onBlur: (field: CustomerField) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="mt-6 grid gap-4 sm:grid-cols-2" disabled={disabled}>
      <legend className="mb-3 text-lg font-semibold">{t.legend}</legend>
      {CUSTOMER_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t[field]}
          name={field}
          required
          value={values[field]}
          error={errors[field]}
          className={field === 'name' ? 'sm:col-span-2' : undefined}
          onChange={(event) => onChange(field, cleanWhileTyping(field, event.target.value))}
          onBlur={() => onBlur(field)}
          {...inputs[field]}
        />
      ))}
    </fieldset>
  );
}
