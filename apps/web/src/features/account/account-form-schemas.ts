import { z } from 'zod';
import { LoginRequest, PasswordResetConfirm, PasswordResetRequest, RegisterRequest } from '@barber/shared/schemas/auth';
import { accountTexts } from '../../i18n/account';

/**
 * The account forms' schemas: the server's own request schemas (same Italian messages), plus the confirmation
 * fields that never leave the browser. Loaded on the first validation only (lib/lazy-schema.ts).
 */
export { LoginRequest, PasswordResetRequest };

export const RegisterForm = RegisterRequest.extend({ confirmPassword: z.string() }).refine(
  (values) => values.password === values.confirmPassword,
  { path: ['confirmPassword'], error: accountTexts.register.mismatch },
);

export const NewPasswordForm = PasswordResetConfirm.pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: accountTexts.reset.mismatch,
  });
