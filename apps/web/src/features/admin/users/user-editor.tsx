import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inPageLanguage } from '../../../lib/translated-resolver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { UpdateUserRequest, type AdminUser } from '@barber/shared/schemas/users';
import { EmailField } from '../../../components/email-field';
import { NameFields } from '../../../components/name-fields';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { applyFieldErrors } from '../../../lib/form-errors';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { AdminInlineEditor } from '../admin-forms';
import { userFailure } from './user-failure';
import { roleOptions } from './role-options';
import { updateUser } from './users-api';

type Values = z.input<typeof UpdateUserRequest>;
const FIELDS = ['email', 'firstName', 'lastName', 'phone', 'role'] as const;

interface UserEditorProps {
  user: AdminUser;
  name: string;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

/** The inline editor of one user, role included (the server refuses to take the last admin's role away). */
export function UserEditor({ user, name, onCancel, onSaved }: UserEditorProps) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof UpdateUserRequest>>({
    resolver: inPageLanguage(zodResolver(UpdateUserRequest)),
    defaultValues: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? '',
      role: user.role,
    },
  });
  // The edit button that opened the editor is gone: start in the first field.
  useEffect(() => setFocus('firstName'), [setFocus]);
  const mutation = useMutation({
    mutationFn: (values: z.output<typeof UpdateUserRequest>) => updateUser(user._id, values),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      // A role change can link or unlink a barber record.
      void queryClient.invalidateQueries({ queryKey: adminKeys.barbers });
      onSaved(answer.message || admin.users.updated);
    },
    onError: (error) => applyFieldErrors(error, setError, FIELDS),
  });
  const label = (text: string) => `${text} – ${name}`;
  return (
    <AdminInlineEditor
      label={admin.users.editLabel(name)}
      onCancel={onCancel}
      error={mutation.isError ? userFailure(admin.users.errors.update, mutation.error) : undefined}
      pending={mutation.isPending}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <NameFields
          firstName={{ label: label(admin.users.firstName), error: errors.firstName?.message, ...register('firstName') }}
          lastName={{ label: label(admin.users.lastName), error: errors.lastName?.message, ...register('lastName') }}
        />
        <EmailField
          label={label(admin.users.email)}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={label(admin.users.phone)}
          type="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField
          label={label(admin.users.role)}
          options={roleOptions}
          error={errors.role?.message}
          {...register('role')}
        />
      </div>
    </AdminInlineEditor>
  );
}
