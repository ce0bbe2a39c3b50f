import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { admin } from '../../../i18n/admin';

export interface ServiceFormValues {
  name: string;
  price: unknown;
  duration: unknown;
  description?: string | null;
}

interface ServiceFieldsProps {
  register: UseFormRegister<ServiceFormValues>;
  errors: FieldErrors<ServiceFormValues>;
  /** The inline editor is narrow: its fields name the service they belong to for screen readers. */
  labelSuffix?: string;
}

/** Name, price (>= 0, 2 decimals), duration (whole minutes > 0) and an optional description: add and edit alike. */
export function ServiceFields({ register, errors, labelSuffix }: ServiceFieldsProps) {
  const described = (label: string) => (labelSuffix ? `${label} – ${labelSuffix}` : label);
  return (
    <>
      <TextField
        label={described(admin.services.name)}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={described(admin.services.price)}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label={described(admin.services.duration)}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.duration?.message}
          {...register('duration')}
        />
      </div>
      <TextareaField
        label={`${described(admin.services.description)} ${admin.common.optional}`}
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
    </>
  );
}
