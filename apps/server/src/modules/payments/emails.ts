import type { Language } from '@barber/shared/messages/languages';
import { formatRappen } from '@barber/shared/messages/format-it';
import { paymentMailTextsIt, type PaymentMailTexts } from '@barber/shared/messages/payment-mail-it';
import { paymentMailTextsDe } from '@barber/shared/messages/payment-mail-de';
import { paymentMailTextsEn } from '@barber/shared/messages/payment-mail-en';
import { paymentMailTextsFr } from '@barber/shared/messages/payment-mail-fr';
import type { Catalogue } from '@barber/shared/messages/catalogue';
import type { EmailMessage } from '../../infra/mailer';
import { translate } from '../../infra/languages';
import { FALLBACK_SHOP, mailTexts, renderEmail, type ShopContact } from '../notifications/index';
import { descriptionIn } from './description';
import type { PaymentRecipient, PaymentRow } from './repo';

/*
 * The payment emails, text and HTML through the notifications layout (ADR 0019), signed with the shop's name,
 * address and phone; the payment's time on the shop's clock. Written in the payment's language (ADR 0071): the
 * payer's, recorded when their request opened it.
 */

const TEXTS: Record<Language, Catalogue<PaymentMailTexts>> = {
  it: paymentMailTextsIt,
  de: paymentMailTextsDe,
  fr: paymentMailTextsFr,
  en: paymentMailTextsEn,
};

/** The method's name: TWINT is a brand, the same in every language. */
const methodLabel = (method: PaymentRow['method'], t: Catalogue<PaymentMailTexts>) =>
  method === 'twint' ? 'TWINT' : method === 'cash' ? t.methods.cash : t.methods.card;

const LOCALES: Record<Language, string> = { it: 'it-CH', de: 'de-CH', fr: 'fr-CH', en: 'en-CH' };

/** When it was paid, on the shop's clock (its configured time zone), 24-hour, in the language's words. */
const stamp = (date: Date, timeZone: string, lang: Language) =>
  new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(date);

type Row = [label: string, value: string];

/**
 * A payment email to its payer, in the payment's language: the greeting, the intro, the rows (`first`, then the
 * method, reference and what was paid for that every payment email shows, then `last`) and the outro.
 */
function paymentEmail(
  row: PaymentRow,
  to: PaymentRecipient,
  shop: ShopContact,
  mail: { kind: string; subject: string; intro: string[]; first: Row[]; last?: Row[]; outro: string[] },
): EmailMessage {
  const lang = row.language;
  const t = TEXTS[lang];
  return {
    to: to.email,
    kind: mail.kind,
    subject: mail.subject,
    ...renderEmail(
      shop,
      {
        greeting: mailTexts[lang].layout.hello(to.name),
        intro: mail.intro,
        details: [
          ...mail.first,
          [t.rows.method, methodLabel(row.method, t)],
          [t.rows.reference, row.reference],
          [t.rows.description, descriptionIn(lang, row)],
          ...(mail.last ?? []),
        ],
        outro: mail.outro,
      },
      lang,
    ),
  };
}

/**
 * The receipt of a payment that succeeded: amount in CHF, method, reference (001 'Payment result'). The shop
 * from its settings; a time zone alone (the shop not known) signs with the fallback name.
 */
export function receiptEmail(
  row: PaymentRow,
  to: PaymentRecipient,
  shopOrZone: ShopContact | string,
): EmailMessage {
  const shop = typeof shopOrZone === 'string' ? { ...FALLBACK_SHOP, timeZone: shopOrZone } : shopOrZone;
  const t = TEXTS[row.language];
  const amount = formatRappen(row.amountRappen);
  return paymentEmail(row, to, shop, {
    kind: 'payment-receipt',
    subject: t.receiptSubject(amount),
    intro: [t.receiptIntro],
    first: [[t.rows.amount, amount]],
    last: row.completedAt ? [[t.rows.date, stamp(row.completedAt, shop.timeZone, row.language)]] : [],
    outro: [t.receiptOutro],
  });
}

/**
 * A refund made (by the admin, for a cancelled booking, or for a payment that arrived too late). A reason the
 * server wrote (a cancellation's, a late payment's) is said in the payment's language; one the admin typed stays
 * as typed.
 */
export function refundEmail(
  row: PaymentRow,
  to: PaymentRecipient,
  refund: { amountRappen: number; reason: string | null },
  shop: ShopContact = FALLBACK_SHOP,
): EmailMessage {
  const lang = row.language;
  const t = TEXTS[lang];
  const amount = formatRappen(refund.amountRappen);
  return paymentEmail(row, to, shop, {
    kind: 'payment-refund',
    subject: t.refundSubject(amount),
    intro: [
      t.refundIntro(amount),
      ...(refund.reason ? [t.refundReason(translate(lang, refund.reason))] : []),
    ],
    first: [[t.rows.refunded, t.refundedOfPaid(amount, formatRappen(row.amountRappen))]],
    outro: [row.method === 'twint' && row.provider === 'manual' ? t.refundByTwint : t.refundDelay],
  });
}
