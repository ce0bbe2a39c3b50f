import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { UpdateUserRequest, type AdminUser } from '@barber/shared/schemas/users';
import { EmailField } from '../../../components/email-field';
import { NameFields } from '../../../components/name-fields';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { checkWithSchema, focusFirstError } from '../../../lib/schema-field-errors';
import { useSentForm } from '../../../lib/use-sent-form';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { AdminInlineEditor } from '../admin-forms';
import { userFailure } from './user-failure';
import { roleOptions } from './role-options';
import { updateUser } from './users-api';

const FIELDS = ['email', 'firstName', 'lastName', 'phone', 'role'] as const;
type Values = Required<Pick<z.input<typeof UpdateUserRequest>, (typeof FIELDS)[number]>>;
const failure = (error: unknown) => userFailure(admin.users.errors.update, error);

interface UserEditorProps {
  user: AdminUser;
  name: string;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

/** The inline editor of one user, role included (the server refuses to take the last admin's role away). */
export function UserEditor({ user, name, onCancel, onSaved }: UserEditorProps) {
  const queryClient = useQueryClient();
  const [start] = useState<Values>(() => ({
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    role: user.role,
  }));
  const form = useSentForm(start, FIELDS, failure);
  const formElement = useRef<HTMLFormElement>(null);
  // The edit button that opened the editor is gone: start in the first field.
  useEffect(() => {
    const first = formElement.current?.elements.namedItem('firstName');
    if (first instanceof HTMLElement) first.focus();
  }, []);
  const submit = async (element: HTMLFormElement) => {
    if (form.sending) return;
    const checked = checkWithSchema<z.output<typeof UpdateUserRequest>, (typeof FIELDS)[number]>(
      UpdateUserRequest,
      form.values,
    );
    form.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return focusFirstError(element, FIELDS, checked.errors);
    const answer = await form.send(() => updateUser(user._id, checked.data));
    if (!answer) return;
    void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    // A role change can link or unlink a barber record.
    void queryClient.invalidateQueries({ queryKey: adminKeys.barbers });
    onSaved(answer.message || admin.users.updated);
  };
  const label = (text: string) => `${text} – ${name}`;
  return (
    <AdminInlineEditor
      ref={formElement}
      label={admin.users.editLabel(name)}
      onCancel={onCancel}
      error={form.failure}
      pending={form.sending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <NameFields
          firstName={{ label: label(admin.users.firstName), ...form.text('firstName') }}
          lastName={{ label: label(admin.users.lastName), ...form.text('lastName') }}
        />
        <EmailField label={label(admin.users.email)} {...form.text('email')} />
        <TextField label={label(admin.users.phone)} type="tel" inputMode="tel" {...form.text('phone')} />
        <SelectField
          label={label(admin.users.role)}
          options={roleOptions}
          {...form.text('role')}
          onChange={(event) => form.set('role', event.target.value as Values['role'])}
        />
      </div>
    </AdminInlineEditor>
  );
}
