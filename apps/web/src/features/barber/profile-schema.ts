import { z } from 'zod';
import { PASSWORD_MIN } from '@barber/shared/schemas/auth';
import { barber as b } from '../../i18n/barber';

const t = b.profile;
const required = z.string().trim().min(1, { error: t.required });

/**
 * The barber's 'Profilo' form with the spec's texts (002 section 5): every starred field required, a basic
 * email pattern, the phone an optional + then 10 to 15 digits once spaces are removed, the bio optional.
 */
export const ProfileFormSchema = z.object({
  firstName: required.max(60),
  lastName: required.max(60),
  email: required.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: t.invalidEmail }),
  phone: required.refine((p) => /^\+?\d{10,15}$/.test(p.replace(/\s/g, '')), { error: t.invalidPhone }),
  bio: z.string().trim().max(1000),
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileFormValues = z.output<typeof ProfileFormSchema>;

/** The three password fields: all required, the new one long enough, the confirmation equal to it. */
export const PasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: t.passwordRequired }),
    newPassword: z
      .string()
      .min(1, { error: t.passwordRequired })
      .min(PASSWORD_MIN, { error: t.passwordShort }),
    confirmPassword: z.string().min(1, { error: t.passwordRequired }),
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
    error: t.passwordMismatch,
    path: ['confirmPassword'],
  });
export type PasswordFormValues = z.infer<typeof PasswordFormSchema>;
