import type { z } from 'zod';
import { AdminResetPasswordRequest, type AdminUser } from '@barber/shared/schemas/users';
import { Dialog } from '../../../components/dialog';
import { FormAlert } from '../../../components/form-alert';
import { FormActions } from '../../../components/form-actions';
import { checkWithSchema, focusFirstError } from '../../../lib/schema-field-errors';
import { useSentForm } from '../../../lib/use-sent-form';
import { admin } from '../../../i18n/admin';
import { userFailure } from './user-failure';
import { SuggestedPasswordField } from './suggested-password-field';
import { resetUserPassword } from './users-api';

type Values = z.output<typeof AdminResetPasswordRequest>;
const EMPTY = { newPassword: '' };
const FIELDS = ['newPassword'] as const;
const failure = (error: unknown) => userFailure(admin.users.errors.reset, error);

interface ResetPasswordDialogProps {
  user: AdminUser | null;
  name: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Asks for the new password in a dialog (focus trapped); the server sets it and emails the user. */
export function ResetPasswordDialog({ user, name, onClose, onDone }: ResetPasswordDialogProps) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={admin.users.resetTitle}
      description={user ? admin.users.resetIntro(name, user.email) : undefined}
      closeLabel={admin.common.close}
    >
      {user && <ResetForm key={user._id} user={user} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function ResetForm({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const form = useSentForm(EMPTY, FIELDS, failure);
  const submit = async (element: HTMLFormElement) => {
    if (form.sending) return;
    const checked = checkWithSchema<Values, (typeof FIELDS)[number]>(AdminResetPasswordRequest, form.values);
    form.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return focusFirstError(element, FIELDS, checked.errors);
    const answer = await form.send(() => resetUserPassword(user._id, checked.data));
    if (!answer) return;
    onDone(answer.message || admin.users.passwordReset);
    onClose();
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      <SuggestedPasswordField
        label={admin.users.newPassword}
        {...form.text('newPassword')}
        onChange={(password) => form.set('newPassword', password)}
      />
      <FormActions
        inDialog
        cancelLabel={admin.common.cancel}
        onCancel={onClose}
        submitLabel={admin.users.resetSubmit}
        pending={form.sending}
        pendingLabel={admin.users.resetting}
      />
    </form>
  );
}
