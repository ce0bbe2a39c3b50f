import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PasswordResetConfirm } from '@barber/shared/schemas/auth';
import { FormAlert } from '../../components/form-alert';
import { TextLink } from '../../components/text-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountTexts } from '../../i18n/account';
import { AuthCard } from './auth-card';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';
import { moveQueryTokenToFragment, resetTokenFrom } from './reset-token';

/**
 * /reset-password asks for the email; /reset-password#token=… (the emailed link) sets the new password.
 * The older form /reset-password?token=… is still read, and its token moved out of the query at once.
 */
export default function ResetPasswordPage() {
  const location = useLocation();
  const token = resetTokenFrom(location);
  useEffect(() => moveQueryTokenToFragment(), []);
  const title = token === null ? accountTexts.reset.requestTitle : accountTexts.reset.confirmTitle;
  useDocumentTitle(title);

  const footer = (
    <p>
      <TextLink to="/login">{accountTexts.reset.backToLogin}</TextLink>
    </p>
  );

  if (token === null) {
    return (
      <AuthCard title={title} intro={accountTexts.reset.requestIntro} footer={footer}>
        <RequestResetForm />
      </AuthCard>
    );
  }
  if (!PasswordResetConfirm.shape.token.safeParse(token).success) {
    return (
      <AuthCard title={title} footer={footer}>
        <FormAlert>
          <p>{accountTexts.reset.invalidLink}</p>
          <p className="mt-2">
            <TextLink to="/reset-password">{accountTexts.reset.requestNew}</TextLink>
          </p>
        </FormAlert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} intro={accountTexts.reset.confirmIntro} footer={footer}>
      <NewPasswordForm token={token} />
    </AuthCard>
  );
}
