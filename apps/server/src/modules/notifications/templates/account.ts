import type { Language } from '@barber/shared/messages/languages';
import type { EmailMessage } from '../../../infra/mailer';
import { renderEmail, type ShopContact } from './layout';
import { mailTexts } from './texts';

/*
 * The account emails (email confirmation, password changed, reset link, reset by the admin, account erased), text and HTML through
 * the layout (ADR 0019), signed with the shop's name, address and phone, in the account's language (ADR 0066). They
 * always go (no opt-out).
 */

interface AccountRecipient {
  email: string;
  firstName: string;
  /** The account's language; Italian when absent. */
  language?: Language | undefined;
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
const textsFor = (to: AccountRecipient) => ({ lang: to.language ?? 'it', t: mailTexts[to.language ?? 'it'] });

/**
 * The link that proves the address (ADR 0031): valid 24 hours, once. Until it is opened, guest bookings and orders
 * made with this email stay out of the account; the email says so, so the owner knows why to open it.
 */
export function emailConfirmationEmail(shop: ShopContact, to: AccountRecipient, link: string): EmailMessage {
  const { lang, t } = textsFor(to);
  return {
    to: to.email,
    kind: 'email-confirmation',
    subject: t.account.confirmSubject,
    ...renderEmail(
      shop,
      {
        greeting: t.layout.hello(to.firstName),
        intro: [t.account.confirm(link)],
        outro: [t.account.confirmAfter, t.account.confirmOnce],
      },
      lang,
    ),
  };
}

/** After the user changed their password. */
export function passwordChangedEmail(shop: ShopContact, to: AccountRecipient, publicUrl: string): EmailMessage {
  const { lang, t } = textsFor(to);
  return {
    to: to.email,
    kind: 'password-changed',
    subject: t.account.changedSubject,
    ...renderEmail(
      shop,
      { greeting: t.layout.hello(to.firstName), intro: [t.account.changed(`${base(publicUrl)}/reset-password`)] },
      lang,
    ),
  };
}

/** The reset link (valid 30 minutes, once). */
export function passwordResetEmail(shop: ShopContact, to: AccountRecipient, link: string): EmailMessage {
  const { lang, t } = textsFor(to);
  return {
    to: to.email,
    kind: 'password-reset',
    subject: t.account.resetSubject,
    ...renderEmail(
      shop,
      { greeting: t.layout.hello(to.firstName), intro: [t.account.reset(link)], outro: [t.account.resetOnce] },
      lang,
    ),
  };
}

/** The admin set a new password (the password itself never goes into an email). */
export function adminPasswordResetEmail(shop: ShopContact, to: AccountRecipient, publicUrl: string): EmailMessage {
  const { lang, t } = textsFor(to);
  return {
    to: to.email,
    kind: 'admin-password-reset',
    subject: t.account.adminResetSubject,
    ...renderEmail(
      shop,
      {
        greeting: t.layout.hello(to.firstName),
        intro: [t.account.adminReset(`${base(publicUrl)}/forgot-password`)],
        outro: [t.account.adminResetNotYou],
      },
      lang,
    ),
  };
}

/** The account and its personal data were erased (by the user, or by the shop on request). */
export function accountDeletedEmail(
  shop: ShopContact,
  to: AccountRecipient,
  requestedBy: 'self' | 'admin',
): EmailMessage {
  const { lang, t } = textsFor(to);
  return {
    to: to.email,
    kind: 'account-deleted',
    subject: t.account.deletedSubject,
    ...renderEmail(
      shop,
      {
        greeting: t.layout.hello(to.firstName),
        intro: [t.account.deleted + (requestedBy === 'admin' ? t.account.deletedByShop : '') + t.account.deletedRest],
      },
      lang,
    ),
  };
}
