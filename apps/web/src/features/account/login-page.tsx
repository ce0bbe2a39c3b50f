import type { LoginRequest } from '@barber/shared/schemas/auth';
import type { z } from 'zod';
import { EmailField } from '../../components/email-field';
import { TextLink } from '../../components/text-link';
import { PasswordField } from '../../components/password-field';
import { callApi } from '../../lib/api-call';
import { useAuth } from '../../lib/auth-context';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountTexts } from '../../i18n/account';
import { AccountForm } from './account-form';
import { AuthCard } from './auth-card';
import { useAccountForm } from './use-account-form';

type LoginValues = z.input<typeof LoginRequest>;
type LoginPayload = z.output<typeof LoginRequest>;
const resolver = lazyZodResolver<LoginValues, LoginPayload>(() => import('./account-form-schemas').then((m) => m.LoginRequest));

/** After a successful login the route guard sends the user on (back to the page they came from, or by role). */
export default function LoginPage() {
  useDocumentTitle(accountTexts.login.title);
  const { signIn } = useAuth();
  const form = useAccountForm({
    resolver,
    defaultValues: { email: '', password: '' },
    send: (body: LoginPayload) => callApi('login', { body }),
    serverFields: ['email', 'password'],
    onSuccess: (answer) => signIn(answer.token, answer.user),
  });
  const { register, errors } = form;

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
        <EmailField autoComplete="email" label={accountTexts.login.email} error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={accountTexts.login.password}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
      </AccountForm>
    </AuthCard>
  );
}
