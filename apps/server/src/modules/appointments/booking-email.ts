import { formatPhone } from '@barber/shared/domain/phone-format';
import { formatLongDate, formatRappen } from '@barber/shared/messages/format-it';
import { MODIFY_CUTOFF_HOURS } from '@barber/shared/domain/appointment-rules';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { EmailMessage } from '../../infra/mailer';
import { buildIcs } from '@barber/shared/domain/ics';
import { renderEmail, shopContactOf } from '../notifications/index';

export interface BookingEmailInput {
  kind: 'created' | 'modified';
  appointmentId: string;
  /** Shop-local date and time, as the client chose them. */
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  serviceName: string;
  durationMinutes: number;
  priceRappen: number;
  paymentType: 'in_person' | 'online';
  barberName: string;
  recipient: { email: string; firstName: string };
  /** null when the shop's details are not configured yet: the email then leaves the address out. */
  shop: (Pick<ShopInfo, 'name' | 'address' | 'postalCode' | 'city' | 'phone'> & { booking?: ShopInfo['booking'] }) | null;
  now: Date;
  publicUrl: string;
  /** 0 for a new booking; higher for each later version of the same appointment. */
  sequence: number;
  /**
   * The booking's manage link (/appuntamento/<token>, ADR 0013): see, move or cancel it without an account.
   * Without it the email points to 'I tuoi appuntamenti' and the shop.
   */
  manageUrl?: string | undefined;
  /**
   * The /unsubscribe link of the address (notifications, ADR 0019): the confirmation always goes, but its footer
   * lets the customer turn the reminders off. No List-Unsubscribe header here: the email itself is not optional.
   */
  unsubscribeUrl?: string | undefined;
}

const KIND = { created: 'booking-confirmation', modified: 'booking-modified' } as const;

/**
 * The confirmation (or change) email with the appointment as an .ics attachment, text and HTML through the
 * notifications layout (ADR 0019). The date and time are the shop-local ones the client chose.
 */
export function bookingEmail(input: BookingEmailInput): EmailMessage {
  const shopName = input.shop?.name ?? 'Barber Studio';
  // The shop's own notice (ADR 0049): the email promises exactly what the change rules allow.
  const notice = input.shop?.booking?.changeNoticeHours ?? MODIFY_CUTOFF_HOURS;
  const address = input.shop ? `${input.shop.address}, ${input.shop.postalCode} ${input.shop.city}` : '';
  const longDate = formatLongDate(input.date);
  const price = formatRappen(input.priceRappen);
  const payment = input.paymentType === 'in_person' ? 'pagamento in sede' : 'pagato online';
  const opening =
    input.kind === 'created' ? 'la tua prenotazione è confermata.' : 'il tuo appuntamento è stato modificato. Ecco i nuovi dettagli.';
  const rendered = renderEmail(shopContactOf(input.shop), {
    greeting: `Ciao ${input.recipient.firstName},`,
    intro: [opening],
    details: [
      ['Servizio', input.serviceName],
      ['Barbiere', input.barberName],
      ['Data', longDate],
      ['Ora', input.time],
      ['Durata', `${input.durationMinutes} minuti`],
      ['Prezzo', `${price} (${payment})`],
      ['Dove', `${shopName}${address ? `, ${address}` : ''}`],
      ...(input.shop ? ([['Telefono', formatPhone(input.shop.phone)]] as [string, string][]) : []),
    ],
    outro: [
      input.manageUrl
        ? [
            `Puoi vedere, spostare o cancellare l'appuntamento fino a ${notice} ore prima da questo link:`,
            input.manageUrl,
            'Il link è personale: non inoltrarlo.',
          ].join('\n')
        : `Puoi modificare o cancellare l'appuntamento fino a ${notice} ore prima dalla pagina 'I tuoi appuntamenti' oppure contattando il negozio.`,
      "In allegato trovi l'appuntamento da aggiungere al tuo calendario.",
    ],
    unsubscribeUrl: input.unsubscribeUrl,
    unsubscribeText: 'Non vuoi ricevere i promemoria degli appuntamenti? Annulla l’iscrizione:',
  });

  const ics = buildIcs({
    uid: `${input.appointmentId}@${hostOf(input.publicUrl)}`,
    start: input.startsAt,
    end: input.endsAt,
    stamp: input.now,
    summary: `${input.serviceName} - ${shopName}`,
    ...(address ? { location: `${shopName}, ${address}` } : {}),
    description: `Barbiere: ${input.barberName}\nPrezzo: ${price} (${payment})${input.manageUrl ? `\nGestisci: ${input.manageUrl}` : ''}`,
    sequence: input.sequence,
  });

  return {
    to: input.recipient.email,
    kind: KIND[input.kind],
    subject:
      input.kind === 'created'
        ? `Prenotazione confermata: ${input.serviceName}, ${longDate} alle ${input.time}`
        : `Appuntamento modificato: ${input.serviceName}, ${longDate} alle ${input.time}`,
    ...rendered,
    attachments: [
      { filename: 'appuntamento.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics).toString('base64') },
    ],
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'barber-studio.local';
  } catch {
    return 'barber-studio.local';
  }
}
