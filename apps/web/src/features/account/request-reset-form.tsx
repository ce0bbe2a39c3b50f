import type { z } from 'zod';
import type { PasswordResetRequest } from '@barber/shared/schemas/auth';
import { EmailField } from '../../components/email-field';
import { FormAlert } from '../../components/form-alert';
import { callApi } from '../../lib/api-call';
import { lazySchema } from '../../lib/lazy-schema';
import { accountTexts } from '../../i18n/account';
import { AccountForm } from './account-form';
import { useAccountForm } from './use-account-form';

type Payload = z.output<typeof PasswordResetRequest>;
const loadSchema = lazySchema(() => import('./account-form-schemas').then((m) => m.PasswordResetRequest));

export function RequestResetForm() {
  const form = useAccountForm({
    fields: ['email'],
    loadSchema,
    send: (body: Payload) => callApi('requestPasswordReset', { body }),
  });

  if (form.answer) {
    return (
      <FormAlert tone="success">
        <p className="font-medium">{form.answer.message}</p>
        <p className="mt-1 text-sm">{accountTexts.reset.requestDone}</p>
      </FormAlert>
    );
  }
  return (
    <AccountForm form={form} submitLabel={accountTexts.reset.requestSubmit} pendingLabel={accountTexts.reset.requestPending}>
      <EmailField
        autoComplete="email"
        label={accountTexts.reset.email}
        {...form.text('email')}
      />
    </AccountForm>
  );
}
