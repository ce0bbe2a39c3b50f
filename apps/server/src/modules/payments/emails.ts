import { formatRappen } from '@barber/shared/messages/format-it';
import type { EmailMessage } from '../../infra/mailer';
import type { PaymentRow } from './repo';

/** Who a payment's emails go to: the payment form's person, else the account or the booking that paid. */
export interface PaymentRecipient {
  email: string;
  name: string;
}

const METHOD_LABELS: Record<PaymentRow['method'], string> = {
  stripe_card: 'Carta',
  twint: 'TWINT',
  cash: 'Contanti',
};

/** When it was paid, on the shop's clock (its configured time zone), 24-hour. */
const stamp = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('it-CH', { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23', timeZone }).format(date);

/** The receipt of a payment that succeeded: amount in CHF, method, reference (001 'Payment result'). */
export function receiptEmail(row: PaymentRow, to: PaymentRecipient, timeZone: string): EmailMessage {
  const amount = formatRappen(row.amountRappen);
  return {
    to: to.email,
    kind: 'payment-receipt',
    subject: `Ricevuta di pagamento: ${amount}`,
    text: [
      `Ciao ${to.name},`,
      '',
      'abbiamo ricevuto il tuo pagamento. Grazie!',
      '',
      `Importo: ${amount}`,
      `Metodo: ${METHOD_LABELS[row.method]}`,
      `Riferimento: ${row.reference}`,
      `Descrizione: ${row.description}`,
      ...(row.completedAt ? [`Data: ${stamp(row.completedAt, timeZone)}`] : []),
      '',
      'Conserva questa email come ricevuta.',
      '',
    ].join('\n'),
  };
}

/** A refund made (by the admin, for a cancelled booking, or for a payment that arrived too late). */
export function refundEmail(
  row: PaymentRow,
  to: PaymentRecipient,
  refund: { amountRappen: number; reason: string | null },
): EmailMessage {
  const amount = formatRappen(refund.amountRappen);
  return {
    to: to.email,
    kind: 'payment-refund',
    subject: `Rimborso di ${amount}`,
    text: [
      `Ciao ${to.name},`,
      '',
      `ti abbiamo rimborsato ${amount} sul metodo di pagamento usato.`,
      ...(refund.reason ? ['', `Motivo: ${refund.reason}`] : []),
      '',
      `Importo rimborsato: ${amount} (pagati ${formatRappen(row.amountRappen)})`,
      `Metodo: ${METHOD_LABELS[row.method]}`,
      `Riferimento: ${row.reference}`,
      `Descrizione: ${row.description}`,
      '',
      row.method === 'twint' && row.provider === 'manual'
        ? 'Il negozio ti restituirà l’importo via TWINT.'
        : 'L’accredito può richiedere alcuni giorni lavorativi, secondo la tua banca.',
      '',
    ].join('\n'),
  };
}
