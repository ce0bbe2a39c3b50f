import { EmailField } from '../../components/email-field';
import { NameFields } from '../../components/name-fields';
import { TextField } from '../../components/text-field';
import type { useSchemaForm } from '../../lib/use-schema-form';
import { bookingPages } from '../../i18n/booking-pages';
import type { GuestDetails, GuestDetailsInput } from './guest-details-form';

type Register = ReturnType<typeof useSchemaForm<GuestDetailsInput, GuestDetails>>['register'];
type Errors = ReturnType<typeof useSchemaForm<GuestDetailsInput, GuestDetails>>['formState']['errors'];

/** Name, email and phone, with what the browser needs to fill them in. */
export default function GuestDetailsFields({ register, errors }: { register: Register; errors: Errors }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          ownName
          autoCapitalize="words"
          enterKeyHint="next"
          firstName={{
            label: bookingPages.booking.firstName,
            error: errors.firstName?.message,
            ...register('firstName'),
          }}
          lastName={{
            label: bookingPages.booking.lastName,
            error: errors.lastName?.message,
            ...register('lastName'),
          }}
        />
      </div>
      <EmailField
        label={bookingPages.booking.email}
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="next"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={bookingPages.booking.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={bookingPages.booking.phonePlaceholder}
        hint={bookingPages.booking.phoneHint}
        enterKeyHint="done"
        error={errors.phone?.message}
        {...register('phone')}
      />
    </div>
  );
}
