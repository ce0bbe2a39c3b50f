import { normalizePhone } from '@barber/shared/domain/phone';
import { EmailField } from '../../../components/email-field';
import { NameFields } from '../../../components/name-fields';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import type { FormErrors } from '../../../lib/use-sent-form';
import { staff } from '../../../i18n/staff';
import type { AddBarberField, AddBarberInput } from './add-barber-schema';

const t = staff.barbers;

interface AddBarberContactFieldsProps {
  values: AddBarberInput;
  errors: FormErrors<AddBarberField>;
  set: <K extends keyof AddBarberInput>(field: K, value: AddBarberInput[K]) => void;
}

/** The new barber's name, email and phone (its +41 form previewed as typed), and the optional account. */
export function AddBarberContactFields({ values, errors, set }: AddBarberContactFieldsProps) {
  const preview = values.phone.trim() ? normalizePhone(values.phone) : '';
  const text = (field: AddBarberField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          autoComplete="off"
          autoCapitalize="words"
          firstName={{ label: t.firstName, ...text('firstName') }}
          lastName={{ label: t.lastName, ...text('lastName') }}
        />
        <EmailField
          label={t.email}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          {...text('email')}
        />
        <div className="flex flex-col gap-1">
          <TextField
            label={t.phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={t.phonePlaceholder}
            hint={t.phoneHint}
            {...text('phone')}
          />
          {preview && (
            <p className="text-sm text-muted" aria-live="polite">
              {t.phonePreview(preview)}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            name="createAccount"
            className="mt-1 size-5 shrink-0 accent-accent"
            checked={values.createAccount}
            onChange={(event) => set('createAccount', event.target.checked)}
          />
          <span>
            <span className="font-medium">{t.createAccount}</span>
            <span className="block text-sm text-muted">{t.createAccountHint}</span>
          </span>
        </label>
        {values.createAccount && (
          <PasswordField
            label={t.password}
            autoComplete="new-password"
            hint={t.passwordHint}
            className="sm:max-w-sm"
            {...text('password')}
          />
        )}
      </div>
    </>
  );
}
