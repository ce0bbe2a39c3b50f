import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { User } from '@barber/shared/schemas/auth';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { NameFields } from '../../components/name-fields';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { checkWithSchema, focusFirstError } from '../../lib/schema-field-errors';
import { getToken } from '../../lib/session-token';
import { useSentForm } from '../../lib/use-sent-form';
import { barber as b } from '../../i18n/barber';
import { barberKeys, updateProfile } from './barber-api';
import { ProfileFormSchema, type ProfileFormInput, type ProfileFormValues } from './profile-schema';

const t = b.profile;
type Field = keyof ProfileFormInput & string;
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'phone', 'bio'];
const failureText = (error: unknown) => (error instanceof ApiError ? error.message : t.errors.update);

interface ProfileFormProps {
  user: User;
  /** The barber record of this account, when it has one: its bio is edited here too. */
  ownBarber: { _id: string; phone: string; bio: string | null } | null;
}

/**
 * The account's own details (PUT /users/profile). The email is the login and read-only; for a barber the
 * server copies names, phone and bio onto the barber record the booking pages show. 'Salva profilo' waits for
 * a change from what was last saved.
 */
export function ProfileForm({ user, ownBarber }: ProfileFormProps) {
  const queryClient = useQueryClient();
  const { signIn } = useAuth();
  const [saved, setSaved] = useState<Required<ProfileFormInput>>(() => ({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? ownBarber?.phone ?? '',
    bio: ownBarber?.bio ?? '',
  }));
  const form = useSentForm(saved, FIELDS, failureText);
  const changed = FIELDS.some((field) => form.values[field] !== saved[field]);

  const submit = async (element: HTMLFormElement) => {
    if (form.sending) return;
    const checked = checkWithSchema<ProfileFormValues, Field>(ProfileFormSchema, form.values);
    form.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return focusFirstError(element, FIELDS, checked.errors);
    const values = checked.data;
    const answer = await form.send(() =>
      updateProfile({
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone.replace(/\s/g, ''),
        ...(ownBarber ? { bio: values.bio } : {}),
      }),
    );
    if (!answer) return;
    toast.success(t.saved);
    // What the server kept is the new baseline (it stores the phone without spaces).
    const phone = answer.user.phone ?? form.values.phone;
    form.set('phone', phone);
    setSaved({ ...form.values, phone });
    // The header shows the user's name: refresh the session's copy without touching the token.
    const token = getToken();
    if (token) signIn(token, answer.user);
    if (ownBarber) void queryClient.invalidateQueries({ queryKey: barberKeys.barber(ownBarber._id) });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="profile-info-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <h3 id="profile-info-title" className="text-xl font-semibold">
        {t.infoTitle}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          ownName
          firstName={{ label: t.firstName, ...form.text('firstName') }}
          lastName={{ label: t.lastName, ...form.text('lastName') }}
        />
        <TextField
          label={t.email}
          type="email"
          readOnly
          aria-readonly="true"
          className="[&_input]:bg-surface-2"
          hint={t.emailHint}
          {...form.text('email')}
        />
        <TextField
          label={t.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t.phoneHint}
          {...form.text('phone')}
        />
      </div>
      {ownBarber && (
        <TextareaField label={t.bio} hint={t.bioHint} rows={4} maxLength={1000} {...form.text('bio')} />
      )}
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <Button
        type="submit"
        className="sm:self-start"
        disabled={!changed}
        pending={form.sending}
        pendingLabel={t.saving}
      >
        {t.save}
      </Button>
    </form>
  );
}
