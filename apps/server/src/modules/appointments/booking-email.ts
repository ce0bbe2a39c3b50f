import { formatPhone } from '@barber/shared/domain/phone-format';
import { formatRappen } from '@barber/shared/messages/format-it';
import type { Language } from '@barber/shared/messages/languages';
import { MODIFY_CUTOFF_HOURS } from '@barber/shared/domain/appointment-rules';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { EmailMessage } from '../../infra/mailer';
import { buildIcs } from '@barber/shared/domain/ics';
import { nameIn, type ContentTranslations } from '@barber/shared/domain/content-translations';
import { longDateIn, mailTexts, renderEmail, shopContactOf } from '../notifications/index';

export interface BookingEmailInput {
  kind: 'created' | 'modified';
  /** The booking's language (ADR 0066): the email and its invitation are written in it. */
  language: Language;
  appointmentId: string;
  /** Shop-local date and time, as the client chose them. */
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  /** The service as booked, in Italian; with the owner's translations of it, said in the booking's language. */
  serviceName: string;
  serviceTranslations?: ContentTranslations | null | undefined;
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
  const lang = input.language;
  const t = mailTexts[lang];
  const longDate = longDateIn(lang, input.date);
  const serviceName = nameIn(lang, input.serviceName, input.serviceTranslations);
  const price = formatRappen(input.priceRappen);
  const payment = input.paymentType === 'in_person' ? t.booking.payInShop : t.booking.paidOnline;
  const opening = input.kind === 'created' ? t.booking.created : t.booking.modified;
  const rendered = renderEmail(
    shopContactOf(input.shop),
    {
      greeting: t.layout.hello(input.recipient.firstName),
      intro: [opening],
      details: [
        [t.rows.service, serviceName],
        [t.rows.barber, input.barberName],
        [t.rows.date, longDate],
        [t.rows.time, input.time],
        [t.rows.duration, t.minutes(input.durationMinutes)],
        [t.rows.price, `${price} (${payment})`],
        [t.rows.where, `${shopName}${address ? `, ${address}` : ''}`],
        ...(input.shop ? ([[t.rows.phone, formatPhone(input.shop.phone)]] as [string, string][]) : []),
      ],
      outro: [
        input.manageUrl
          ? [t.booking.manageLink(notice), input.manageUrl, t.booking.personalLink].join('\n')
          : t.booking.manageNoLink(notice),
        t.booking.attached,
      ],
      unsubscribeUrl: input.unsubscribeUrl,
      unsubscribeText: t.booking.unsubscribe,
    },
    lang,
  );

  const ics = buildIcs({
    uid: `${input.appointmentId}@${hostOf(input.publicUrl)}`,
    start: input.startsAt,
    end: input.endsAt,
    stamp: input.now,
    summary: `${serviceName} - ${shopName}`,
    ...(address ? { location: `${shopName}, ${address}` } : {}),
    description: [
      t.booking.icsBarber(input.barberName),
      t.booking.icsPrice(`${price} (${payment})`),
      ...(input.manageUrl ? [t.booking.icsManage(input.manageUrl)] : []),
    ].join('\n'),
    sequence: input.sequence,
  });

  return {
    to: input.recipient.email,
    kind: KIND[input.kind],
    subject: (input.kind === 'created' ? t.booking.createdSubject : t.booking.modifiedSubject)(
      serviceName,
      t.at(longDate, input.time),
    ),
    ...rendered,
    attachments: [
      { filename: t.booking.icsFile, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics).toString('base64') },
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
