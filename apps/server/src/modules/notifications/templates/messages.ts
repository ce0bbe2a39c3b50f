import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import type { EmailMessage, SmsMessage } from '../../../infra/mailer';
import { renderEmail, renderSms, shopAddressLine, whenInShop, type ShopContact } from './layout';

/** The appointment as every customer message describes it. */
export interface AppointmentFacts {
  id: string;
  serviceName: string;
  barberName: string;
  startsAt: Date;
  durationMinutes: number;
}

export interface Recipient {
  email: string;
  firstName: string;
}

const hello = (r: { firstName: string }) => (r.firstName ? `Ciao ${r.firstName},` : 'Ciao,');

function appointmentRows(shop: ShopContact, a: AppointmentFacts): [string, string][] {
  const when = whenInShop(a.startsAt, shop.timeZone);
  const address = shopAddressLine(shop);
  return [
    ['Servizio', a.serviceName],
    ['Barbiere', a.barberName],
    ['Data', when.longDate],
    ['Ora', when.time],
    ['Durata', `${a.durationMinutes} minuti`],
    ...(address ? ([['Dove', `${shop.name}, ${address}`]] as [string, string][]) : []),
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
  const when = whenInShop(a.startsAt, shop.timeZone);
  const rendered = renderEmail(shop, {
    greeting: hello(input.to),
    intro: [`ti ricordiamo il tuo appuntamento da ${shop.name}.`],
    details: appointmentRows(shop, a),
    ...(input.manageUrl ? { action: { label: 'Gestisci il tuo appuntamento', url: input.manageUrl } } : {}),
    outro: [
      shop.phone
        ? 'Se non puoi venire, avvisaci il prima possibile: il posto potrà essere offerto a un altro cliente.'
        : 'Se non puoi venire, avvisaci il prima possibile.',
    ],
    unsubscribeUrl: input.unsubscribeUrl,
  });
  return {
    to: input.to.email,
    kind: REMINDER_KIND,
    subject: `Promemoria: ${a.serviceName}, ${when.longDate} alle ${when.time}`,
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
}): SmsMessage {
  const { shop, appointment: a } = input;
  const when = whenInShop(a.startsAt, shop.timeZone);
  const today = whenInShop(input.now, shop.timeZone).date === when.date;
  const day = today ? 'oggi' : `il ${when.shortDate}`;
  return {
    to: input.to,
    kind: REMINDER_KIND,
    text: renderSms(
      shop,
      `promemoria del tuo appuntamento ${day} alle ${when.time} (${a.serviceName} con ${a.barberName}).`,
    ),
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
  const when = whenInShop(a.startsAt, shop.timeZone);
  const reason = change.reason?.trim();
  const bookingUrl = `${input.publicUrl.replace(/\/+$/, '')}/booking`;
  let subject: string;
  let intro: string[];
  let details = appointmentRows(shop, a);
  let action: { label: string; url: string } | undefined;
  if (change.type === 'moved') {
    const before = whenInShop(change.previousStartsAt, shop.timeZone);
    subject = `Appuntamento spostato: ${a.serviceName}, ${when.longDate} alle ${when.time}`;
    intro = [
      `il negozio ha spostato il tuo appuntamento del ${before.longDate} alle ${before.time}` +
        (change.previousBarberName !== a.barberName ? ` con ${change.previousBarberName}` : '') +
        '. Ecco i nuovi dettagli.',
    ];
    details = [...details, ['Stato', APPOINTMENT_STATUS_LABELS.confirmed]];
    action = input.manageUrl ? { label: 'Gestisci il tuo appuntamento', url: input.manageUrl } : undefined;
  } else if (change.status === 'cancelled') {
    subject = `Appuntamento cancellato: ${a.serviceName}, ${when.longDate} alle ${when.time}`;
    intro = ['il negozio ha cancellato il tuo appuntamento. Ci scusiamo per il disagio.'];
    details = [...details, ['Stato', APPOINTMENT_STATUS_LABELS.cancelled]];
    action = { label: 'Prenota un nuovo appuntamento', url: bookingUrl };
  } else {
    subject = `Appuntamento aggiornato: ${APPOINTMENT_STATUS_LABELS[change.status].toLowerCase()}`;
    intro = [`lo stato del tuo appuntamento è ora: ${APPOINTMENT_STATUS_LABELS[change.status]}.`];
    details = [...details, ['Stato', APPOINTMENT_STATUS_LABELS[change.status]]];
  }
  if (reason) details.push(['Motivo', reason]);
  const rendered = renderEmail(shop, {
    greeting: hello(input.to),
    intro,
    details,
    ...(action ? { action } : {}),
    outro: ['Per qualsiasi domanda rispondi a questa email o chiamaci.'],
  });
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
  const when = whenInShop(a.startsAt, shop.timeZone);
  const cause =
    input.why === 'vacation'
      ? `${a.barberName} sarà in vacanza quel giorno`
      : `l'orario non rientra più negli orari di lavoro di ${a.barberName}`;
  const rendered = renderEmail(shop, {
    greeting: hello(input.to),
    intro: [
      `il tuo appuntamento del ${when.longDate} alle ${when.time} non può più essere svolto come previsto: ${cause}.`,
      'Ti chiediamo di scegliere un nuovo orario. Ci scusiamo per il disagio.',
    ],
    details: appointmentRows(shop, a),
    action: { label: 'Scegli un nuovo orario', url: `${input.publicUrl.replace(/\/+$/, '')}/booking` },
    outro: [
      ...(input.manageUrl
        ? [`Puoi anche spostare o cancellare questo appuntamento dal tuo link personale: ${input.manageUrl}`]
        : []),
      'Se preferisci, chiamaci e troviamo insieme un nuovo orario.',
    ],
  });
  return {
    to: input.to.email,
    kind: SCHEDULE_CONFLICT_KIND,
    subject: `Scegli un nuovo orario per il tuo appuntamento del ${when.shortDate}`,
    ...rendered,
  };
}
