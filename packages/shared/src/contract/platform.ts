import { z } from 'zod';
import {
  AuthResponse,
  ChangePasswordRequest,
  EmailConfirmRequest,
  LoginRequest,
  MeResponse,
  PasswordResetRequest,
  RegisterRequest,
  ResetPasswordBody,
} from '../schemas/auth';
import { HealthResponse, MessageResponse } from '../schemas/common';
import { OutboxQuery, OutboxResponse } from '../schemas/dev';
import { SetupRequest, SetupResponse, SetupStatusResponse } from '../schemas/setup';
import { ShopStateResponse } from '../schemas/shop';
import type { ContractRoute } from './define';
import { platformRoutes as r } from './platform-routes';
import { AccessCheckResponse } from './subscriptions';

/** POST /dev/subscription (demo mode only). */
export const DevSubscriptionRequest = z.object({
  status: z.enum(['none', 'active', 'pending_payment', 'expired', 'cancelled', 'inactive']),
  plan: z.enum(['STARTER', 'BUSINESS']).default('STARTER'),
  appointmentLimit: z.number().int().min(0).max(999999).optional(),
});

const auth = ['auth'] as const;

/** The platform routes with their request and answer schemas (see contract.ts). */
export const platformContract = {
  health: { ...r.health, tags: ['system'], response: HealthResponse },
  shopState: {
    ...r.shopState,
    tags: ['shop'],
    description:
      "The shop's public details (name, address, contacts, hours) with configured: true; before the first-run setup {configured: false, needsSetup}.",
    response: ShopStateResponse,
  },
  setupStatus: {
    ...r.setupStatus,
    tags: ['setup'],
    description: 'Whether the one-time first-run setup is still open (no admin yet).',
    response: SetupStatusResponse,
  },
  completeSetup: {
    ...r.completeSetup,
    tags: ['setup'],
    description:
      'Creates the first admin and the shop details, once: 409 SETUP_DONE as soon as an admin exists. setupCode is the code the server prints at start while setup is open.',
    body: SetupRequest,
    response: SetupResponse,
    status: 201,
  },
  devOutbox: { ...r.devOutbox, tags: ['dev'], query: OutboxQuery, response: OutboxResponse },
  devSetSubscription: {
    ...r.devSetSubscription,
    tags: ['dev'],
    description:
      "Demo mode only: sets the shop's subscription ('none' removes it) with a plan, and optionally that plan's " +
      'monthly appointment limit, so the browser journeys can show a shop without a plan or at its limit. Answers ' +
      'the access check.',
    body: DevSubscriptionRequest,
    response: AccessCheckResponse,
  },
  register: {
    ...r.register,
    tags: auth,
    description:
      'Creates a client account and its session. A confirmation link goes to the email (valid 24 hours, once): until ' +
      'it is opened the account works, but guest bookings and orders made with that email do not join it (ADR 0031).',
    body: RegisterRequest,
    response: AuthResponse,
    status: 201,
  },
  login: { ...r.login, tags: auth, body: LoginRequest, response: AuthResponse },
  currentUser: { ...r.currentUser, tags: auth, response: MeResponse },
  refreshToken: {
    ...r.refreshToken,
    tags: auth,
    description:
      'Rotates the refresh cookie and answers a new access token. The token rotated in the last 30 seconds ' +
      'answers an access token without a new cookie (two tabs refreshing at once); older used tokens end the session. ' +
      'With BEARER_REFRESH=true, a call from an origin in CORS_ORIGINS without the cookie may refresh with its ' +
      'Bearer token instead, within 24 hours of the login (ADR 0034). Refused (403) from any other site.',
    response: AuthResponse,
  },
  logout: {
    ...r.logout,
    tags: auth,
    description:
      "Ends the session of the refresh cookie and, with only an Authorization: Bearer header, the session of that " +
      'token: its next request is 401. Refused (403) from a site that is neither this one nor in CORS_ORIGINS.',
    response: MessageResponse,
  },
  changePassword: {
    ...r.changePassword,
    tags: auth,
    body: ChangePasswordRequest,
    response: AuthResponse.extend({ message: z.string() }),
  },
  requestPasswordReset: { ...r.requestPasswordReset, tags: auth, body: PasswordResetRequest, response: MessageResponse },
  confirmPasswordReset: {
    ...r.confirmPasswordReset,
    tags: auth,
    description:
      '{token, newPassword} sets the new password with an emailed link. {email} alone asks for a link, exactly as ' +
      'POST /auth/forgot-password (the original client asks here).',
    body: ResetPasswordBody,
    response: MessageResponse,
  },
  confirmEmail: {
    ...r.confirmEmail,
    tags: auth,
    description:
      "Confirms the account's email with the token of the emailed link (once, within 24 hours). A link already used " +
      'for the same address answers success again.',
    body: EmailConfirmRequest,
    response: MessageResponse,
  },
  resendEmailConfirmation: {
    ...r.resendEmailConfirmation,
    tags: auth,
    description: "Sends a new confirmation link to the account's email: 3 an hour (429 beyond).",
    response: MessageResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;
