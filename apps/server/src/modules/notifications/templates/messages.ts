import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import type { Language } from '@barber/shared/messages/languages';
import { nameIn, type ContentTranslations } from '@barber/shared/domain/content-translations';
import { translate } from '../../../infra/languages';
import type { EmailMessage, SmsMessage } from '../../../infra/mailer';
import { renderEmail, renderSms, shopAddressLine, whenInShop, type ShopContact } from './layout';
import { mailTexts } from './texts';

/** The appointment as every customer message describes it. */
export interface AppointmentFacts {
  id: string;
  /** As booked, in Italian; with the owner's translations of the service's name, said in the message's language. */
  serviceName: string;
  serviceTranslations?: ContentTranslations | null | undefined;
  barberName: string;
  startsAt: Date;
  durationMinutes: number;
}

export interface Recipient {
  email: string;
  firstName: string;
  /** The language the message is written in (ADR 0066): the booking's, the account's; Italian when absent. */
  language?: Language | undefined;
}

const serviceOf = (a: AppointmentFacts, lang: Language) => nameIn(lang, a.serviceName, a.serviceTranslations);

const langOf = (r: { language?: Language | undefined }): Language => r.language ?? 'it';

function appointmentRows(shop: ShopContact, a: AppointmentFacts, lang: Language): [string, string][] {
  const t = mailTexts[lang];
  const when = whenInShop(a.startsAt, shop.timeZone, lang);
  const address = shopAddressLine(shop);
  return [
    [t.rows.service, serviceOf(a, lang)],
    [t.rows.barber, a.barberName],
    [t.rows.date, when.longDate],
    [t.rows.time, when.time],
    [t.rows.duration, t.minutes(a.durationMinutes)],
    ...(address ? ([[t.rows.where, `${shop.name}, ${address}`]] as [string, string][]) : []),
  ];
}

export const REMINDER_KIND = 'appointment-reminder';

/** The email reminder (24 hours before by default): opt-out possible, so it carries List-Unsubscribe. */
export function reminderEmail(input: {
  shop: ShopContact;
  to: Recipient;
  appointment: AppointmentFacts;
  manageUrl?: string | undefined;
  unsubscribeUrl: string;
  headers: Record<string, string>;
  dedupeKey: string;
}): EmailMessage {
  const { shop, appointment: a } = input;
  const lang = langOf(input.to);
  const t = mailTexts[lang];
  const when = whenInShop(a.startsAt, shop.timeZone, lang);
  const rendered = renderEmail(
    shop,
    {
      greeting: t.layout.hello(input.to.firstName),
      intro: [t.reminder.intro(shop.name)],
      details: appointmentRows(shop, a, lang),
      ...(input.manageUrl ? { action: { label: t.manageAction, url: input.manageUrl } } : {}),
      outro: [shop.phone ? t.reminder.cantComeOffer : t.reminder.cantCome],
      unsubscribeUrl: input.unsubscribeUrl,
    },
    lang,
  );
  return {
    to: input.to.email,
    kind: REMINDER_KIND,
    subject: t.reminder.subject(serviceOf(a, lang), t.at(when.longDate, when.time)),
    ...rendered,
    headers: input.headers,
    dedupeKey: input.dedupeKey,
  };
}

/** The SMS reminder (2 hours before by default). */
export function reminderSms(input: {
  shop: ShopContact;
  to: string;
  appointment: AppointmentFacts;
  now: Date;
  dedupeKey: string;
  language?: Language | undefined;
}): SmsMessage {
  const { shop, appointment: a } = input;
  const lang = input.language ?? 'it';
  const t = mailTexts[lang].reminder;
  const when = whenInShop(a.startsAt, shop.timeZone, lang);
  const today = whenInShop(input.now, shop.timeZone).date === when.date;
  const day = today ? t.today : t.onDay(when.shortDate);
  return {
    to: input.to,
    kind: REMINDER_KIND,
    text: renderSms(shop, t.sms(day, when.time, serviceOf(a, lang), a.barberName), lang),
    dedupeKey: input.dedupeKey,
  };
}

export const STAFF_CHANGE_KIND = 'appointment-staff-change';

export type StaffChange =
  | { type: 'status'; status: AppointmentStatus; reason?: string | null | undefined }
  | { type: 'moved'; previousStartsAt: Date; previousBarberName: string; reason?: string | null | undefined };

/**
 * The shop (admin or barber) changed the appointment: the new state and the reason. About the customer's own
 * booking, so it always goes (no opt-out).
 */
export function staffChangeEmail(input: {
  shop: ShopContact;
  to: Recipient;
  appointment: AppointmentFacts;
  change: StaffChange;
  publicUrl: string;
  manageUrl?: string | undefined;
}): EmailMessage {
  const { shop, appointment: a, change } = input;
  const lang = langOf(input.to);
  const t = mailTexts[lang];
  const labels = t.appointmentStatus;
  const when = whenInShop(a.startsAt, shop.timeZone, lang);
  const at = t.at(when.longDate, when.time);
  // A reason the server wrote (the default one, a released hold's) in the customer's language; a typed one as typed.
  const reason = change.reason?.trim() && translate(lang, change.reason.trim());
  const bookingUrl = `${input.publicUrl.replace(/\/+$/, '')}/booking`;
  let subject: string;
  let intro: string[];
  let details = appointmentRows(shop, a, lang);
  let action: { label: string; url: string } | undefined;
  if (change.type === 'moved') {
    const before = whenInShop(change.previousStartsAt, shop.timeZone, lang);
    subject = t.staffChange.movedSubject(serviceOf(a, lang), at);
    const other = change.previousBarberName !== a.barberName ? t.withBarber(change.previousBarberName) : '';
    intro = [t.staffChange.moved(t.at(before.longDate, before.time), other)];
    details = [...details, [t.rows.status, labels.confirmed]];
    action = input.manageUrl ? { label: t.manageAction, url: input.manageUrl } : undefined;
  } else if (change.status === 'cancelled') {
    subject = t.staffChange.cancelledSubject(serviceOf(a, lang), at);
    intro = [t.staffChange.cancelled];
    details = [...details, [t.rows.status, labels.cancelled]];
    action = { label: t.staffChange.bookAgain, url: bookingUrl };
  } else {
    subject = t.staffChange.statusSubject(labels[change.status].toLowerCase());
    intro = [t.staffChange.status(labels[change.status])];
    details = [...details, [t.rows.status, labels[change.status]]];
  }
  if (reason) details.push([t.rows.reason, reason]);
  const rendered = renderEmail(
    shop,
    {
      greeting: t.layout.hello(input.to.firstName),
      intro,
      details,
      ...(action ? { action } : {}),
      outro: [t.staffChange.questions],
    },
    lang,
  );
  return { to: input.to.email, kind: STAFF_CHANGE_KIND, subject, ...rendered };
}

export const SCHEDULE_CONFLICT_KIND = 'schedule-conflict';

/**
 * The barber's hours or vacations changed and the appointment no longer fits: please pick a new time. About the
 * customer's own booking, so it always goes.
 */
export function scheduleConflictEmail(input: {
  shop: ShopContact;
  to: Recipient;
  appointment: AppointmentFacts;
  why: 'hours' | 'vacation';
  publicUrl: string;
  manageUrl?: string | undefined;
}): EmailMessage {
  const { shop, appointment: a } = input;
  const lang = langOf(input.to);
  const t = mailTexts[lang];
  const when = whenInShop(a.startsAt, shop.timeZone, lang);
  const cause = input.why === 'vacation' ? t.conflict.vacation(a.barberName) : t.conflict.hours(a.barberName);
  const rendered = renderEmail(
    shop,
    {
      greeting: t.layout.hello(input.to.firstName),
      intro: [t.conflict.intro(t.at(when.longDate, when.time), cause), t.conflict.pick],
      details: appointmentRows(shop, a, lang),
      action: { label: t.conflict.action, url: `${input.publicUrl.replace(/\/+$/, '')}/booking` },
      outro: [...(input.manageUrl ? [t.conflict.manage(input.manageUrl)] : []), t.conflict.call],
    },
    lang,
  );
  return {
    to: input.to.email,
    kind: SCHEDULE_CONFLICT_KIND,
    subject: t.conflict.subject(when.shortDate),
    ...rendered,
  };
}
