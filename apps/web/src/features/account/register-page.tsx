import type { z } from 'zod';
import { EmailField } from '../../components/email-field';
import { NameFields } from '../../components/name-fields';
import { TextField } from '../../components/text-field';
import { TextLink } from '../../components/text-link';
import { NewPasswordFields } from '../../components/new-password-fields';
import { callApi } from '../../lib/api-call';
import { useAuth } from '../../lib/auth-context';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountTexts } from '../../i18n/account';
import { AccountForm } from './account-form';
import type { RegisterForm } from './account-form-schemas';
import { AuthCard } from './auth-card';
import { useAccountForm } from './use-account-form';

type RegisterValues = z.input<typeof RegisterForm>;
type RegisterPayload = z.output<typeof RegisterForm>;
/** The server's RegisterRequest plus the confirmation, loaded with the first validation. */
const resolver = lazyZodResolver<RegisterValues, RegisterPayload>(() => import('./account-form-schemas').then((m) => m.RegisterForm));

export default function RegisterPage() {
  useDocumentTitle(accountTexts.register.title);
  const { signIn } = useAuth();
  const form = useAccountForm({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' },
    send: ({ confirmPassword: _confirm, ...body }: RegisterPayload) => callApi('register', { body }),
    serverFields: ['firstName', 'lastName', 'email', 'phone', 'password'],
    onSuccess: (answer) => {
      toast.success(accountTexts.register.success(answer.user.firstName));
      if (!answer.user.emailConfirmed) toast.info(accountTexts.register.confirmationSent(answer.user.email));
      signIn(answer.token, answer.user);
    },
  });
  const { register, errors } = form;

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
            firstName={{ label: accountTexts.register.firstName, error: errors.firstName?.message, ...register('firstName') }}
            lastName={{ label: accountTexts.register.lastName, error: errors.lastName?.message, ...register('lastName') }}
          />
        </div>
        <EmailField autoComplete="email" label={accountTexts.register.email} error={errors.email?.message} {...register('email')} />
        <TextField
          label={accountTexts.register.phone}
          type="tel"
          autoComplete="tel"
          hint={accountTexts.register.phoneHint}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <NewPasswordFields
          password={{
            label: accountTexts.register.password,
            hint: accountTexts.register.passwordHint,
            error: errors.password?.message,
            ...register('password'),
          }}
          confirmation={{
            label: accountTexts.register.confirmPassword,
            error: errors.confirmPassword?.message,
            ...register('confirmPassword'),
          }}
        />
      </AccountForm>
    </AuthCard>
  );
}
