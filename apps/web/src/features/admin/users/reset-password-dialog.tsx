import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminResetPasswordRequest, type AdminUser } from '@barber/shared/schemas/users';
import { Dialog } from '../../../components/dialog';
import { FormAlert } from '../../../components/form-alert';
import { FormActions } from '../../../components/form-actions';
import { admin } from '../../../i18n/admin';
import { userFailure } from './user-failure';
import { SuggestedPasswordField } from './suggested-password-field';
import { resetUserPassword } from './users-api';

type Values = z.input<typeof AdminResetPasswordRequest>;

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
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof AdminResetPasswordRequest>>({
    resolver: zodResolver(AdminResetPasswordRequest),
    defaultValues: { newPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: z.output<typeof AdminResetPasswordRequest>) => resetUserPassword(user._id, values),
    onSuccess: (answer) => {
      onDone(answer.message || admin.users.passwordReset);
      onClose();
    },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      {mutation.isError && (
        <FormAlert>{userFailure(admin.users.errors.reset, mutation.error)}</FormAlert>
      )}
      <SuggestedPasswordField
        label={admin.users.newPassword}
        error={errors.newPassword?.message}
        field={register('newPassword')}
        onSuggest={(password) => setValue('newPassword', password, { shouldValidate: true })}
      />
      <FormActions
        inDialog
        cancelLabel={admin.common.cancel}
        onCancel={onClose}
        submitLabel={admin.users.resetSubmit}
        pending={mutation.isPending}
        pendingLabel={admin.users.resetting}
      />
    </form>
  );
}
