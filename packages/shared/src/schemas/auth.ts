import { z } from 'zod';
import { LANGUAGES } from '../messages/languages';
import { ROLES, homeForRole, roleLabelsIt } from '../domain/roles';
import { Email, PersonName } from './common';
import { line, opaque } from './text';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;
export { roleLabelsIt, homeForRole };

export const PASSWORD_MIN = 8;
export const Password = opaque(
  z
    .string({ error: 'La password è obbligatoria' })
    .min(PASSWORD_MIN, { error: `La password deve essere di almeno ${PASSWORD_MIN} caratteri` })
    .max(200, { error: 'La password è troppo lunga' }),
);

/** Optional phone on user accounts: digits, spaces, +, -, parentheses; 8 to 20 characters. */
export const OptionalPhone = line(
  z
    .string()
    .trim()
    .regex(/^\+?[\d\s\-()]{8,20}$/, { error: 'Numero di telefono non valido' }),
)
  .optional()
  .or(z.literal('').transform(() => undefined));

export const User = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: Role,
  barberId: z.string().nullable(),
  profileImage: z.object({ url: z.string() }).nullable(),
  /**
   * Whether the owner of the address proved it (the emailed link, ADR 0031). Until then guest bookings, orders
   * and messages made with this email do not join the account.
   */
  emailConfirmed: z.boolean(),
  /**
   * The language the account's emails are written in (ADR 0066): the one it registered in, changed through the
   * profile (the language switcher saves it there too). Optional for the clients that predate it.
   */
  language: z.enum(LANGUAGES).optional(),
});
export type User = z.infer<typeof User>;

export const RegisterRequest = z.strictObject({
  firstName: PersonName('Il nome'),
  lastName: PersonName('Il cognome'),
  email: Email,
  phone: OptionalPhone,
  password: Password,
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const LoginRequest = z.strictObject({
  email: Email,
  password: opaque(z.string({ error: 'La password è obbligatoria' }).min(1, { error: 'La password è obbligatoria' }).max(200)),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** Login, register and refresh answer with the access token and the user (the spec's {token, user}). */
export const AuthResponse = z.object({ success: z.literal(true), token: z.string(), user: User });
export type AuthResponse = z.infer<typeof AuthResponse>;

/** GET /auth/me answers the user itself: the spec's clients read the role straight from it. */
export const MeResponse = User;
export type MeResponse = z.infer<typeof MeResponse>;

/** userId is sent by the spec's client; the server ignores it and uses the token's identity. */
export const ChangePasswordRequest = z.strictObject({
  userId: line(z.string()).optional(),
  currentPassword: opaque(z.string({ error: 'Tutti i campi sono obbligatori.' }).min(1, { error: 'Tutti i campi sono obbligatori.' })),
  newPassword: opaque(
    z
      .string({ error: 'Tutti i campi sono obbligatori.' })
      .min(PASSWORD_MIN, { error: 'La nuova password deve essere di almeno 8 caratteri.' })
      .max(200),
  ),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

export const PasswordResetRequest = z.strictObject({ email: Email });
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

export const PasswordResetConfirm = z.strictObject({
  token: opaque(z.string({ error: 'Link non valido' }).min(20, { error: 'Link non valido' }).max(200)),
  newPassword: Password,
});
export type PasswordResetConfirm = z.input<typeof PasswordResetConfirm>;

/**
 * POST /auth/reset-password: {token, newPassword} sets the new password; the original client also asks for the
 * link here with {email} alone, which is taken as POST /auth/forgot-password (issue 24). Each form is checked by
 * its own schema, so the messages stay the ones of that form.
 */
export const ResetPasswordBody = z
  .strictObject({ email: z.unknown().optional(), token: z.unknown().optional(), newPassword: z.unknown().optional() })
  .superRefine((value, issues) => {
    const result = (isResetLinkRequest(value) ? PasswordResetRequest : PasswordResetConfirm).safeParse(value);
    if (result.success) return;
    for (const issue of result.error.issues) issues.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

/** {email} without a token: the request for a link. */
export function isResetLinkRequest(body: { email?: unknown; token?: unknown }): boolean {
  return body.email !== undefined && body.token === undefined;
}

/** The token of the emailed confirmation link (/conferma-email#token=…), like a reset link's. */
export const EmailConfirmRequest = z.strictObject({
  token: opaque(z.string({ error: 'Link non valido' }).min(20, { error: 'Link non valido' }).max(200, { error: 'Link non valido' })),
});
export type EmailConfirmRequest = z.input<typeof EmailConfirmRequest>;

/** The answers of the account's own calls (Italian; the web shows them as given). */
export const ACCOUNT_MESSAGES = {
  emailConfirmed: 'Email confermata. Le prenotazioni e gli ordini fatti con questo indirizzo ora compaiono nel tuo account.',
  emailAlreadyConfirmed: 'La tua email è già confermata.',
  confirmationSent: (email: string) => `Ti abbiamo inviato un nuovo link di conferma a ${email}. Vale 24 ore.`,
  loggedOut: 'Logout effettuato.',
  resetLinkRequested: "Se l'email è registrata, riceverai a breve un link per reimpostare la password.",
  passwordReset: 'Password reimpostata. Ora puoi accedere con la nuova password.',
  passwordChanged: 'Password cambiata con successo! Una email di conferma è stata inviata al tuo indirizzo email.',
} as const;
