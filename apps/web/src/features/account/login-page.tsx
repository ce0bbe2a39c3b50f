import type { LoginRequest } from '@barber/shared/schemas/auth';
import type { z } from 'zod';
import { EmailField } from '../../components/email-field';
import { TextLink } from '../../components/text-link';
import { PasswordField } from '../../components/password-field';
import { callApi } from '../../lib/api-call';
import { useAuth } from '../../lib/auth-context';
import { lazySchema } from '../../lib/lazy-schema';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountTexts } from '../../i18n/account';
import { AccountForm } from './account-form';
import { AuthCard } from './auth-card';
import { useAccountForm } from './use-account-form';

type LoginPayload = z.output<typeof LoginRequest>;
const loadSchema = lazySchema(() => import('./account-form-schemas').then((m) => m.LoginRequest));

/** After a successful login the route guard sends the user on (back to the page they came from, or by role). */
export default function LoginPage() {
  useDocumentTitle(accountTexts.login.title);
  const { signIn } = useAuth();
  const form = useAccountForm({
    fields: ['email', 'password'],
    loadSchema,
    send: (body: LoginPayload) => callApi('login', { body }),
    onSuccess: (answer) => signIn(answer.token, answer.user),
  });
  const { text } = form;

  return (
    <AuthCard
      title={accountTexts.login.title}
      intro={accountTexts.login.intro}
      footer={
        <>
          <p>
            {accountTexts.login.noAccount} <TextLink to="/register">{accountTexts.login.toRegister}</TextLink>
          </p>
          <p>
            <TextLink to="/reset-password">{accountTexts.login.forgot}</TextLink>
          </p>
        </>
      }
    >
      <AccountForm form={form} submitLabel={accountTexts.login.submit} pendingLabel={accountTexts.login.pending}>
        <EmailField autoComplete="email" label={accountTexts.login.email} {...text('email')} />
        <PasswordField
          label={accountTexts.login.password}
          autoComplete="current-password"
          {...text('password')}
        />
      </AccountForm>
    </AuthCard>
  );
}
