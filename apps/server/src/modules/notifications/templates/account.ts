import type { EmailMessage } from '../../../infra/mailer';
import { renderEmail, type ShopContact } from './layout';

/*
 * The account emails (email confirmation, password changed, reset link, reset by the admin, account erased), text and HTML through
 * the layout (ADR 0019), signed with the shop's name, address and phone. They always go (no opt-out).
 */

interface AccountRecipient {
  email: string;
  firstName: string;
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/**
 * The link that proves the address (ADR 0031): valid 24 hours, once. Until it is opened, guest bookings and orders
 * made with this email stay out of the account; the email says so, so the owner knows why to open it.
 */
export function emailConfirmationEmail(shop: ShopContact, to: AccountRecipient, link: string): EmailMessage {
  return {
    to: to.email,
    kind: 'email-confirmation',
    subject: 'Conferma la tua email',
    ...renderEmail(shop, {
      greeting: `Ciao ${to.firstName},`,
      intro: [`per confermare che questo indirizzo è tuo apri questo link entro 24 ore:\n${link}`],
      outro: [
        'Dopo la conferma vedrai nel tuo account anche le prenotazioni e gli ordini fatti come ospite con questa email.',
        "Il link vale una volta sola. Se non hai creato tu l'account, ignora questa email.",
      ],
    }),
  };
}

/** After the user changed their password. */
export function passwordChangedEmail(shop: ShopContact, to: AccountRecipient, publicUrl: string): EmailMessage {
  return {
    to: to.email,
    kind: 'password-changed',
    subject: 'La tua password è stata cambiata',
    ...renderEmail(shop, {
      greeting: `Ciao ${to.firstName},`,
      intro: [
        `la password del tuo account è stata cambiata. Se non sei stato tu, reimposta subito la password da ${base(publicUrl)}/reset-password e contatta il negozio.`,
      ],
    }),
  };
}

/** The reset link (valid 30 minutes, once). */
export function passwordResetEmail(shop: ShopContact, to: AccountRecipient, link: string): EmailMessage {
  return {
    to: to.email,
    kind: 'password-reset',
    subject: 'Reimposta la tua password',
    ...renderEmail(shop, {
      greeting: `Ciao ${to.firstName},`,
      intro: [`per scegliere una nuova password apri questo link entro 30 minuti:\n${link}`],
      outro: ['Il link vale una volta sola. Se non hai chiesto tu il cambio, ignora questa email.'],
    }),
  };
}

/** The admin set a new password (the password itself never goes into an email). */
export function adminPasswordResetEmail(shop: ShopContact, to: AccountRecipient, publicUrl: string): EmailMessage {
  return {
    to: to.email,
    kind: 'admin-password-reset',
    subject: 'La tua password è stata reimpostata',
    ...renderEmail(shop, {
      greeting: `Ciao ${to.firstName},`,
      intro: [
        `la password del tuo account è stata reimpostata da un amministratore del negozio. ` +
          `Accedi con la nuova password che ti è stata comunicata e poi cambiala dal tuo profilo, oppure scegline una ` +
          `nuova da ${base(publicUrl)}/forgot-password.`,
      ],
      outro: ['Se non hai chiesto tu il ripristino, contatta il negozio.'],
    }),
  };
}

/** The account and its personal data were erased (by the user, or by the shop on request). */
export function accountDeletedEmail(
  shop: ShopContact,
  to: AccountRecipient,
  requestedBy: 'self' | 'admin',
): EmailMessage {
  return {
    to: to.email,
    kind: 'account-deleted',
    subject: 'Il tuo account è stato eliminato',
    ...renderEmail(shop, {
      greeting: `Ciao ${to.firstName},`,
      intro: [
        `il tuo account e i tuoi dati personali sono stati eliminati` +
          (requestedBy === 'admin' ? ' su tua richiesta dal negozio' : '') +
          '. Gli appuntamenti e gli ordini passati restano nella contabilità del negozio in forma anonima.',
      ],
    }),
  };
}
