import type { z } from 'zod';
import { EmailField } from '../../components/email-field';
import { NameFields } from '../../components/name-fields';
import { TextField } from '../../components/text-field';
import { TextLink } from '../../components/text-link';
import { NewPasswordFields } from '../../components/new-password-fields';
import { callApi } from '../../lib/api-call';
import { useAuth } from '../../lib/auth-context';
import { lazySchema } from '../../lib/lazy-schema';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountTexts } from '../../i18n/account';
import { AccountForm } from './account-form';
import type { RegisterForm } from './account-form-schemas';
import { AuthCard } from './auth-card';
import { useAccountForm } from './use-account-form';

type RegisterPayload = z.output<typeof RegisterForm>;
/** The server's RegisterRequest plus the confirmation, loaded with the first validation. */
const loadSchema = lazySchema(() => import('./account-form-schemas').then((m) => m.RegisterForm));

export default function RegisterPage() {
  useDocumentTitle(accountTexts.register.title);
  const { signIn } = useAuth();
  const form = useAccountForm({
    fields: ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'],
    loadSchema,
    send: ({ confirmPassword: _confirm, ...body }: RegisterPayload) => callApi('register', { body }),
    onSuccess: (answer) => {
      toast.success(accountTexts.register.success(answer.user.firstName));
      if (!answer.user.emailConfirmed) toast.info(accountTexts.register.confirmationSent(answer.user.email));
      signIn(answer.token, answer.user);
    },
  });
  const { text } = form;

  return (
    <AuthCard
      title={accountTexts.register.title}
      intro={accountTexts.register.intro}
      footer={
        <p>
          {accountTexts.register.haveAccount} <TextLink to="/login">{accountTexts.register.toLogin}</TextLink>
        </p>
      }
    >
      <AccountForm form={form} submitLabel={accountTexts.register.submit} pendingLabel={accountTexts.register.pending}>
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields
            ownName
            firstName={{ label: accountTexts.register.firstName, ...text('firstName') }}
            lastName={{ label: accountTexts.register.lastName, ...text('lastName') }}
          />
        </div>
        <EmailField autoComplete="email" label={accountTexts.register.email} {...text('email')} />
        <TextField
          label={accountTexts.register.phone}
          type="tel"
          autoComplete="tel"
          hint={accountTexts.register.phoneHint}
          {...text('phone')}
        />
        <NewPasswordFields
          password={{
            label: accountTexts.register.password,
            hint: accountTexts.register.passwordHint,
            ...text('password'),
          }}
          confirmation={{
            label: accountTexts.register.confirmPassword,
            ...text('confirmPassword'),
          }}
        />
      </AccountForm>
    </AuthCard>
  );
}
