import { formatRappen } from '@barber/shared/messages/format-it';
import type { EmailMessage } from '../../infra/mailer';
import { FALLBACK_SHOP, renderEmail, type ShopContact } from '../notifications/index';
import type { PaymentRecipient, PaymentRow } from './repo';

/*
 * The payment emails, text and HTML through the notifications layout (ADR 0019), signed with the shop's name,
 * address and phone; the payment's time on the shop's clock.
 */

/** Who a payment's emails go to: the payment form's person, else the account or the booking that paid. */
const METHOD_LABELS: Record<PaymentRow['method'], string> = {
  stripe_card: 'Carta',
  twint: 'TWINT',
  cash: 'Contanti',
};

/** When it was paid, on the shop's clock (its configured time zone), 24-hour. */
const stamp = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('it-CH', { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23', timeZone }).format(date);

/**
 * The receipt of a payment that succeeded: amount in CHF, method, reference (001 'Payment result'). The shop
 * from its settings; a time zone alone (the shop not known) signs with the fallback name.
 */
export function receiptEmail(row: PaymentRow, to: PaymentRecipient, shopOrZone: ShopContact | string): EmailMessage {
  const shop = typeof shopOrZone === 'string' ? { ...FALLBACK_SHOP, timeZone: shopOrZone } : shopOrZone;
  const amount = formatRappen(row.amountRappen);
  return {
    to: to.email,
    kind: 'payment-receipt',
    subject: `Ricevuta di pagamento: ${amount}`,
    ...renderEmail(shop, {
      greeting: `Ciao ${to.name},`,
      intro: ['abbiamo ricevuto il tuo pagamento. Grazie!'],
      details: [
        ['Importo', amount],
        ['Metodo', METHOD_LABELS[row.method]],
        ['Riferimento', row.reference],
        ['Descrizione', row.description],
        ...(row.completedAt ? ([['Data', stamp(row.completedAt, shop.timeZone)]] as [string, string][]) : []),
      ],
      outro: ['Conserva questa email come ricevuta.'],
    }),
  };
}

/** A refund made (by the admin, for a cancelled booking, or for a payment that arrived too late). */
export function refundEmail(
  row: PaymentRow,
  to: PaymentRecipient,
  refund: { amountRappen: number; reason: string | null },
  shop: ShopContact = FALLBACK_SHOP,
): EmailMessage {
  const amount = formatRappen(refund.amountRappen);
  return {
    to: to.email,
    kind: 'payment-refund',
    subject: `Rimborso di ${amount}`,
    ...renderEmail(shop, {
      greeting: `Ciao ${to.name},`,
      intro: [
        `ti abbiamo rimborsato ${amount} sul metodo di pagamento usato.`,
        ...(refund.reason ? [`Motivo: ${refund.reason}`] : []),
      ],
      details: [
        ['Importo rimborsato', `${amount} (pagati ${formatRappen(row.amountRappen)})`],
        ['Metodo', METHOD_LABELS[row.method]],
        ['Riferimento', row.reference],
        ['Descrizione', row.description],
      ],
      outro: [
        row.method === 'twint' && row.provider === 'manual'
          ? 'Il negozio ti restituirà l’importo via TWINT.'
          : 'L’accredito può richiedere alcuni giorni lavorativi, secondo la tua banca.',
      ],
    }),
  };
}
