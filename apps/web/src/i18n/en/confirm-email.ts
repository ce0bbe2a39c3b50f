import type { confirmEmail as it } from '../confirm-email';
import type { Translation } from '../translation';

export const confirmEmail = {
  title: 'Confirm email address',
  pending: 'Confirming your email address…',
  invalidLink:
    'This confirmation link is not valid. Sign in and request a new one from your profile with "Send the link again".',
  failed: "We couldn't confirm your email address. Please try again in a moment.",
  toProfile: 'Go to your profile',
  toLogin: 'Sign in',
  toHome: 'Back to the home page',
} as const satisfies Translation<typeof it>;
