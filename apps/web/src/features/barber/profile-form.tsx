import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inPageLanguage } from '../../lib/translated-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { User } from '@barber/shared/schemas/auth';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { NameFields } from '../../components/name-fields';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { applyFieldErrors } from '../../lib/form-errors';
import { getToken } from '../../lib/session-token';
import { barber as b } from '../../i18n/barber';
import { barberKeys, updateProfile } from './barber-api';
import { ProfileFormSchema, type ProfileFormInput, type ProfileFormValues } from './profile-schema';

const t = b.profile;

interface ProfileFormProps {
  user: User;
  /** The barber record of this account, when it has one: its bio is edited here too. */
  ownBarber: { _id: string; phone: string; bio: string | null } | null;
}

/**
 * The account's own details (PUT /users/profile). The email is the login and read-only; for a barber the
 * server copies names, phone and bio onto the barber record the booking pages show.
 */
export function ProfileForm({ user, ownBarber }: ProfileFormProps) {
  const queryClient = useQueryClient();
  const { signIn } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: inPageLanguage(zodResolver(ProfileFormSchema)),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone ?? ownBarber?.phone ?? '',
      bio: ownBarber?.bio ?? '',
    },
  });

  const mutation = useMutation({
    mutationFn: (values: ProfileFormValues) =>
      updateProfile({
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone.replace(/\s/g, ''),
        ...(ownBarber ? { bio: values.bio } : {}),
      }),
    onSuccess: (answer, values) => {
      toast.success(t.saved);
      reset({ ...values, phone: answer.user.phone ?? values.phone });
      // The header shows the user's name: refresh the session's copy without touching the token.
      const token = getToken();
      if (token) signIn(token, answer.user);
      if (ownBarber) void queryClient.invalidateQueries({ queryKey: barberKeys.barber(ownBarber._id) });
    },
    onError: (error) => applyFieldErrors(error, setError, ['firstName', 'lastName', 'phone', 'bio']),
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="profile-info-title"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <h3 id="profile-info-title" className="text-xl font-semibold">
        {t.infoTitle}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          ownName
          firstName={{ label: t.firstName, error: errors.firstName?.message, ...register('firstName') }}
          lastName={{ label: t.lastName, error: errors.lastName?.message, ...register('lastName') }}
        />
        <TextField
          label={t.email}
          type="email"
          readOnly
          aria-readonly="true"
          className="[&_input]:bg-surface-2"
          hint={t.emailHint}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t.phoneHint}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      {ownBarber && (
        <TextareaField
          label={t.bio}
          hint={t.bioHint}
          rows={4}
          maxLength={1000}
          error={errors.bio?.message}
          {...register('bio')}
        />
      )}
      {mutation.isError && (
        <FormAlert>{mutation.error instanceof ApiError ? mutation.error.message : t.errors.update}</FormAlert>
      )}
      <Button
        type="submit"
        className="sm:self-start"
        disabled={!isDirty}
        pending={mutation.isPending}
        pendingLabel={t.saving}
      >
        {t.save}
      </Button>
    </form>
  );
}
