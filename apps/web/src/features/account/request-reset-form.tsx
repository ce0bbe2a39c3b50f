import type { z } from 'zod';
import type { PasswordResetRequest } from '@barber/shared/schemas/auth';
import { EmailField } from '../../components/email-field';
import { FormAlert } from '../../components/form-alert';
import { callApi } from '../../lib/api-call';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { accountTexts } from '../../i18n/account';
import { AccountForm } from './account-form';
import { useAccountForm } from './use-account-form';

type Values = z.input<typeof PasswordResetRequest>;
type Payload = z.output<typeof PasswordResetRequest>;
const resolver = lazyZodResolver<Values, Payload>(() => import('./account-form-schemas').then((m) => m.PasswordResetRequest));

export function RequestResetForm() {
  const form = useAccountForm({
    resolver,
    defaultValues: { email: '' },
    send: (body: Payload) => callApi('requestPasswordReset', { body }),
    serverFields: ['email'],
  });

  if (form.mutation.isSuccess) {
    return (
      <FormAlert tone="success">
        <p className="font-medium">{form.mutation.data.message}</p>
        <p className="mt-1 text-sm">{accountTexts.reset.requestDone}</p>
      </FormAlert>
    );
  }
  return (
    <AccountForm form={form} submitLabel={accountTexts.reset.requestSubmit} pendingLabel={accountTexts.reset.requestPending}>
      <EmailField
        autoComplete="email"
        label={accountTexts.reset.email}
        error={form.errors.email?.message}
        {...form.register('email')}
      />
    </AccountForm>
  );
}
