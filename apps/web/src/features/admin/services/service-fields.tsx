import { useEffect, useRef } from 'react';
import type { ZodType } from 'zod';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { checkWithSchema, focusFirstError } from '../../../lib/schema-field-errors';
import { useSentForm, type TextBinding } from '../../../lib/use-sent-form';
import { admin } from '../../../i18n/admin';

export interface ServiceFormValues {
  name: string;
  price: string;
  duration: string;
  description: string;
}
type ServiceField = keyof ServiceFormValues;
const FIELDS: readonly ServiceField[] = ['name', 'price', 'duration', 'description'];

/**
 * A service's form on the form kit, to add or to edit: checked with the server's schema (its messages), the first
 * wrong field focused, the server's field errors under their fields and its message (else `failureText`) above
 * the buttons. `submit` gives the server's answer back once saved.
 */
export function useServiceForm<S, A>(
  start: ServiceFormValues,
  schema: ZodType<S>,
  save: (values: S) => Promise<A>,
  failureText: string,
) {
  const form = useSentForm(start, FIELDS, failureText);
  const submit = async (element: HTMLFormElement) => {
    if (form.sending) return undefined;
    const checked = checkWithSchema<S, ServiceField>(schema, form.values);
    form.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return focusFirstError(element, FIELDS, checked.errors);
    return form.send(() => save(checked.data));
  };
  return { form, submit };
}

interface ServiceFieldsProps {
  text: (field: ServiceField) => TextBinding;
  /** The inline editor is narrow: its fields name the service they belong to for screen readers. */
  labelSuffix?: string;
  /** The editor opens in place of the button that opened it: it starts in the name. */
  startInName?: boolean;
}

/** Name, price (>= 0, 2 decimals), duration (whole minutes > 0) and an optional description: add and edit alike. */
export function ServiceFields({ text, labelSuffix, startInName = false }: ServiceFieldsProps) {
  const described = (label: string) => (labelSuffix ? `${label} – ${labelSuffix}` : label);
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (startInName) nameInput.current?.focus();
  }, [startInName]);
  return (
    <>
      <TextField
        label={described(admin.services.name)}
        autoComplete="off"
        ref={nameInput}
        {...text('name')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={described(admin.services.price)}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...text('price')}
        />
        <TextField
          label={described(admin.services.duration)}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...text('duration')}
        />
      </div>
      <TextareaField
        label={`${described(admin.services.description)} ${admin.common.optional}`}
        rows={2}
        {...text('description')}
      />
    </>
  );
}
