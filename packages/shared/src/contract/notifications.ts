import { z } from 'zod';
import { MessageResponse, ok } from '../schemas/common';
import { updateBody } from '../schemas/update-body';
import { line, opaque } from '../schemas/text';
import { REMINDER_EMAIL_HOURS, REMINDER_SMS_HOURS } from '../domain/notification-settings';
import type { ContractRoute } from './define';
import { notificationsRoutes as r } from './notifications-routes';

/** The unsubscribe link's token, as the page and the one-click address send it. */
const UnsubscribeToken = opaque(
  z
    .string({ error: 'Il codice del link è obbligatorio' })
    .min(1, { error: 'Il codice del link è obbligatorio' })
    .max(100, { error: 'Link non valido' }),
);

/** The page's call: both fields are needed (001 section 5 'Unsubscribe'). */
export const UnsubscribeRequest = z.strictObject({
  email: line(
    z
      .string({ error: "L'email è obbligatoria" })
      .trim()
      .min(1, { error: "L'email è obbligatoria" })
      .max(254, { error: 'Email troppo lunga' }),
  ),
  token: UnsubscribeToken,
});
export type UnsubscribeRequest = z.input<typeof UnsubscribeRequest>;

/** The one-click address carries the email and the token in its query. */
export const UnsubscribeOneClickQuery = z.object({
  email: line(
    z
      .string({ error: "L'email è obbligatoria" })
      .min(1, { error: "L'email è obbligatoria" })
      .max(254, { error: 'Email troppo lunga' }),
  ),
  token: UnsubscribeToken,
});

/** RFC 8058's form body (List-Unsubscribe=One-Click), form-encoded; anything else is ignored. */
export const UnsubscribeOneClickBody = z.record(z.string(), z.unknown()).nullish();

/** Whole hours within the bounds; 0 turns that reminder off (ADR 0019). */
const hours = (label: string, bounds: { min: number; max: number }) => {
  const message = `${label}: scegli un numero intero di ore tra ${bounds.min} (disattivato) e ${bounds.max}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(bounds.min, { error: message })
    .max(bounds.max, { error: message });
};

export const NotificationSettings = z.object({
  reminderEmailHours: z.number().int(),
  reminderSmsHours: z.number().int(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;
/** The admin's 'Notifiche' card: both values every time (the card always sends both). */
export const NotificationSettingsRequest = updateBody(
  {
    reminderEmailHours: hours('Promemoria email', REMINDER_EMAIL_HOURS),
    reminderSmsHours: hours('Promemoria SMS', REMINDER_SMS_HOURS),
  },
  NotificationSettings,
);
export type NotificationSettingsRequest = z.input<typeof NotificationSettingsRequest>;
export const NotificationSettingsResponse = ok(NotificationSettings);

/** Who on the team is told of appointment changes (issue 27 item 4, ADR 0053): two switches, both every time. */
export const TeamNoticeSettings = z.object({
  ownerCopy: z.boolean(),
  barbersOnlyWithin48h: z.boolean(),
});
export type TeamNoticeSettings = z.infer<typeof TeamNoticeSettings>;
const yesNo = (label: string) => z.boolean({ error: `${label}: scegli sì o no` });
export const TeamNoticeSettingsRequest = updateBody(
  {
    ownerCopy: yesNo('Copia al titolare'),
    barbersOnlyWithin48h: yesNo('Solo entro 48 ore'),
  },
  TeamNoticeSettings,
);
export type TeamNoticeSettingsRequest = z.input<typeof TeamNoticeSettingsRequest>;
export const TeamNoticeSettingsResponse = ok(TeamNoticeSettings);

const same =
  'The answer is the same whether or not the address belongs to an account or booking (nobody learns who is a ' +
  'customer). A token that is not the HMAC of that email: 400 and nothing changes. Rate-limited like the public forms.';

export const notificationsContract = {
  unsubscribe: {
    ...r.unsubscribe,
    tags: ['notifications'],
    description: `Opts the address out of reminders and other optional messages (confirmations, receipts and password emails still go). ${same}`,
    body: UnsubscribeRequest,
    response: MessageResponse,
  },
  unsubscribeOneClick: {
    ...r.unsubscribeOneClick,
    tags: ['notifications'],
    description: `RFC 8058 one-click unsubscribe from the List-Unsubscribe header: email and token in the query, body List-Unsubscribe=One-Click (form-encoded). ${same}`,
    query: UnsubscribeOneClickQuery,
    body: UnsubscribeOneClickBody,
    response: MessageResponse,
  },
  unsubscribeOneClickPage: {
    ...r.unsubscribeOneClickPage,
    tags: ['notifications'],
    description:
      'The List-Unsubscribe address opened in a browser: 303 See Other to /unsubscribe?email&token (the page asks ' +
      'for the confirmation). Changes nothing.',
    query: UnsubscribeOneClickQuery,
    response: MessageResponse,
  },
  notificationSettings: {
    ...r.notificationSettings,
    tags: ['notifications'],
    description:
      'When the reminders go: whole hours before the appointment for the email and the SMS (0 = off; defaults 24 ' +
      'and 2 before the shop is set up).',
    response: NotificationSettingsResponse,
  },
  updateNotificationSettings: {
    ...r.updateNotificationSettings,
    tags: ['notifications'],
    description:
      'Changes when the reminders go (email 0..168 hours, SMS 0..48; 0 = off). The next reminder scan (every ' +
      'minute) uses the new hours for every reminder not yet recorded; one already recorded is not sent again nor ' +
      'recalled. An appointment already inside the new window gets its reminder at the next scan if it was booked ' +
      'before the new reminder moment. 503 before the first-run setup.',
    body: NotificationSettingsRequest,
    response: NotificationSettingsResponse,
  },
  teamNoticeSettings: {
    ...r.teamNoticeSettings,
    tags: ['notifications'],
    description:
      "Who hears of a new booking, a cancellation or a move: the appointment's barber always (email and a live " +
      'notice in the panel); `ownerCopy`: the active admins get a copy of each email; `barbersOnlyWithin48h`: ' +
      'barbers get the email only when the appointment (its old or new time) is within the next 48 hours. ' +
      'Defaults: no copy, every change.',
    response: TeamNoticeSettingsResponse,
  },
  updateTeamNoticeSettings: {
    ...r.updateTeamNoticeSettings,
    tags: ['notifications'],
    description: 'Changes both switches at once (both fields every time); applies to the next change.',
    body: TeamNoticeSettingsRequest,
    response: TeamNoticeSettingsResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;
