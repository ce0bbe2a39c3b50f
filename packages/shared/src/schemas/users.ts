/**
 * User administration and the own profile (spec 002 sections 3, 5, 7; spec 001 'PUT or PATCH /users/profile').
 * Routes -> schemas:
 *   GET       /api/admin/users                       admin  -> AdminUserListResponse (a bare list, deactivated included)
 *   POST      /api/admin/users                       admin  CreateUserRequest -> AdminUserResponse (201, message)
 *   PUT       /api/admin/users/:id                   admin  UpdateUserRequest -> AdminUserResponse (message)
 *   DELETE    /api/admin/users/:id                   admin  -> MessageResponse (deactivates, sessions end)
 *   POST      /api/admin/users/:id/reset-password    admin  AdminResetPasswordRequest -> MessageResponse
 *   PUT|PATCH /api/users/profile                     any logged-in user  UpdateProfileRequest -> ProfileResponse
 */
import { z } from 'zod';
import { LANGUAGES } from '../messages/languages';
import { PASSWORD_MIN, Role, User } from './auth';
import { Email, PersonName, ok } from './common';
import { OptionalBio, STAFF_MESSAGES } from './staff';
import { updateBody } from './update-body';
import { line, opaque } from './text';

export const USER_MESSAGES = {
  phoneRequired: 'Il telefono è obbligatorio',
  phoneInvalid: 'Numero di telefono non valido',
  resetRequired: 'ID utente e nuova password sono richiesti',
  created: 'Utente creato con successo!',
  updated: 'Utente aggiornato con successo!',
  deleted: 'Utente eliminato con successo!',
  passwordReset: "Password ripristinata con successo. Una email è stata inviata all'utente.",
  profileUpdated: 'Profilo aggiornato con successo!',
} as const;

/** Same shape as the register form's phone: digits, spaces, +, -, parentheses, 8 to 20 characters. */
const PHONE = /^\+?[\d\s\-()]{8,20}$/;
const RequiredPhone = line(
  z
    .string({ error: USER_MESSAGES.phoneRequired })
    .trim()
    .min(1, { error: USER_MESSAGES.phoneRequired })
    .regex(PHONE, { error: USER_MESSAGES.phoneInvalid }),
);

/** The admin's list adds whether the account can still log in. */
export const AdminUser = User.extend({ isActive: z.boolean(), createdAt: z.string() });
export type AdminUser = z.infer<typeof AdminUser>;
/** GET /admin/users: the bare list like every other list (ADR 0003); the original admin client calls .map on it. */
export const AdminUserListResponse = z.array(AdminUser);
export const AdminUserResponse = ok(AdminUser);

export const CreateUserRequest = z.strictObject({
  email: Email,
  firstName: PersonName('Il nome'),
  lastName: PersonName('Il cognome'),
  phone: RequiredPhone,
  role: Role.default('client'),
  password: opaque(
    z
      .string({ error: 'La password è obbligatoria' })
      .min(PASSWORD_MIN, { error: `La password deve essere di almeno ${PASSWORD_MIN} caratteri` })
      .max(200, { error: 'La password è troppo lunga' }),
  ),
});
export type CreateUserRequest = z.input<typeof CreateUserRequest>;

/**
 * email may be left out (inline edit without it); an admin cannot take away their own admin role. The whole user
 * read from the list may be sent back (the original admin client does): its other fields are ignored.
 */
export const UpdateUserRequest = updateBody(
  {
    email: Email.optional(),
    firstName: PersonName('Il nome'),
    lastName: PersonName('Il cognome'),
    phone: RequiredPhone,
    role: Role,
  },
  AdminUser,
);
export type UpdateUserRequest = z.input<typeof UpdateUserRequest>;

export const AdminResetPasswordRequest = z.strictObject({
  newPassword: opaque(
    z
      .string({ error: USER_MESSAGES.resetRequired })
      .min(1, { error: USER_MESSAGES.resetRequired })
      .min(PASSWORD_MIN, { error: `La password deve essere di almeno ${PASSWORD_MIN} caratteri` })
      .max(200, { error: 'La password è troppo lunga' }),
  ),
});
export type AdminResetPasswordRequest = z.input<typeof AdminResetPasswordRequest>;

/** After removing spaces: an optional + then 10 to 15 digits (spec 002, barber profile). */
const ProfilePhone = z
  .string()
  .trim()
  .refine((p) => /^\+?\d{10,15}$/.test(p.replace(/\s/g, '')), { error: STAFF_MESSAGES.profilePhone });
const ProfileName = line(
  z
    .string({ error: STAFF_MESSAGES.profileRequired })
    .trim()
    .min(1, { error: STAFF_MESSAGES.profileRequired })
    .max(60, { error: 'Il nome è troppo lungo' }),
);

/** Absent or empty: no password change in this save (001 section 5: sent only when both are filled). */
const OptionalSecret = z.union([z.literal('').transform(() => undefined), opaque(z.string().max(200))]).optional();

/**
 * Own profile, any logged-in user (001 section 3 'Profile update payload'). email is read-only: it may be sent
 * back (the spec's form does) but is ignored. With currentPassword and newPassword the password changes in the
 * same save: a wrong current password refuses the whole save (401), nothing changes, and on success every other
 * session ends and an email confirms it (POST /auth/change-password does the same alone). A barber's phone is
 * required (their profile form); for others an empty phone clears it. bio applies to barbers only.
 */
export const UpdateProfileRequest = updateBody(
  {
    firstName: ProfileName,
    lastName: ProfileName,
    phone: z.union([z.literal('').transform(() => null), z.null(), ProfilePhone]).optional(),
    email: line(z.string()).optional(),
    bio: OptionalBio,
    currentPassword: OptionalSecret,
    newPassword: OptionalSecret,
    /** The account's language for its emails (ADR 0066); absent: unchanged. */
    language: z.enum(LANGUAGES).optional(),
  },
  User,
).superRefine((value, issues) => {
    if (value.newPassword === undefined && value.currentPassword === undefined) return;
    if (!value.currentPassword || !value.newPassword) {
      const field = value.currentPassword ? 'newPassword' : 'currentPassword';
      issues.addIssue({ code: 'custom', path: [field], message: 'Tutti i campi sono obbligatori.' });
      return;
    }
    if (value.newPassword.length < PASSWORD_MIN) {
      issues.addIssue({ code: 'custom', path: ['newPassword'], message: 'La nuova password deve essere di almeno 8 caratteri.' });
    }
  });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

/** With a password change the answer carries this device's fresh access token (the other sessions ended). */
export const ProfileResponse = z.object({ success: z.literal(true), message: z.string(), user: User, token: z.string().optional() });
export type ProfileResponse = z.infer<typeof ProfileResponse>;
