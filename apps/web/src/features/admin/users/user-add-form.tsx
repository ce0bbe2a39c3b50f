import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreateUserRequest } from '@barber/shared/schemas/users';
import { EmailField } from '../../../components/email-field';
import { NameFields } from '../../../components/name-fields';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { checkWithSchema, focusFirstError } from '../../../lib/schema-field-errors';
import { useSentForm } from '../../../lib/use-sent-form';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { AdminAddForm } from '../admin-forms';
import { userFailure } from './user-failure';
import { roleOptions } from './role-options';
import { SuggestedPasswordField } from './suggested-password-field';
import { createUser } from './users-api';

type Values = Required<z.input<typeof CreateUserRequest>>;
const EMPTY: Values = { email: '', firstName: '', lastName: '', phone: '', role: 'client', password: '' };
const FIELDS = ['email', 'firstName', 'lastName', 'phone', 'role', 'password'] as const;
const failure = (error: unknown) => userFailure(admin.users.errors.create, error);

export function UserAddForm({
  onDone,
  onCancel,
}: {
  onDone: (message: string) => void;
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useSentForm(EMPTY, FIELDS, failure);
  // Remounts the password field after a creation, so the last suggestion is not shown for the next user.
  const [createdCount, setCreatedCount] = useState(0);
  const submit = async (element: HTMLFormElement) => {
    if (form.sending) return;
    const checked = checkWithSchema<z.output<typeof CreateUserRequest>, (typeof FIELDS)[number]>(
      CreateUserRequest,
      form.values,
    );
    form.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return focusFirstError(element, FIELDS, checked.errors);
    const answer = await form.send(() => createUser(checked.data));
    if (!answer) return;
    form.reset();
    setCreatedCount((n) => n + 1);
    void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    onDone(answer.message || admin.users.created);
  };
  return (
    <AdminAddForm
      titleId="user-add-title"
      title={admin.users.addTitle}
      submitLabel={admin.users.add}
      pendingLabel={admin.users.adding}
      error={form.failure}
      pending={form.sending}
      {...(onCancel ? { onCancel } : {})}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <EmailField label={admin.users.email} autoComplete="off" {...form.text('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          autoComplete="off"
          firstName={{ label: admin.users.firstName, ...form.text('firstName') }}
          lastName={{ label: admin.users.lastName, ...form.text('lastName') }}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={admin.users.phone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...form.text('phone')}
        />
        <SelectField
          label={admin.users.role}
          options={roleOptions}
          {...form.text('role')}
          onChange={(event) => form.set('role', event.target.value as Values['role'])}
        />
      </div>
      <SuggestedPasswordField
        key={createdCount}
        label={admin.users.password}
        {...form.text('password')}
        onChange={(password) => form.set('password', password)}
      />
    </AdminAddForm>
  );
}
