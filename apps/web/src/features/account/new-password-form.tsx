import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextLink } from '../../components/text-link';
import { NewPasswordFields } from '../../components/new-password-fields';
import { callApi } from '../../lib/api-call';
import { ApiError } from '../../lib/api-client';
import { lazySchema } from '../../lib/lazy-schema';
import { toast } from '../../lib/toast';
import { accountTexts } from '../../i18n/account';
import { AccountForm } from './account-form';
import type { NewPasswordForm as NewPasswordFormSchema } from './account-form-schemas';
import { forgetResetToken } from './reset-token';
import { useAccountForm } from './use-account-form';

type Payload = z.output<typeof NewPasswordFormSchema>;
const loadSchema = lazySchema(() => import('./account-form-schemas').then((m) => m.NewPasswordForm));

const isExpiredLink = (error: unknown) => error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID';

export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useAccountForm({
    fields: ['newPassword', 'confirmPassword'],
    loadSchema,
    send: ({ newPassword }: Payload) => callApi('confirmPasswordReset', { body: { token, newPassword } }),
    onSuccess: (answer) => {
      toast.success(answer.message || accountTexts.reset.confirmDone);
      navigate('/login', { replace: true });
    },
    // A link is single-use and short-lived: once refused, its token leaves the address bar.
    onError: (error) => {
      if (isExpiredLink(error)) forgetResetToken();
    },
  });
  const { text } = form;

  return (
    <AccountForm
      form={form}
      submitLabel={accountTexts.reset.confirmSubmit}
      pendingLabel={accountTexts.reset.confirmPending}
      errorExtra={
        isExpiredLink(form.refusal) && (
          <p className="mt-2">
            <TextLink to="/reset-password">{accountTexts.reset.requestNew}</TextLink>
          </p>
        )
      }
    >
      <NewPasswordFields
        password={{
          label: accountTexts.reset.newPassword,
          hint: accountTexts.register.passwordHint,
          ...text('newPassword'),
        }}
        confirmation={{
          label: accountTexts.reset.confirmPassword,
          ...text('confirmPassword'),
        }}
      />
    </AccountForm>
  );
}
