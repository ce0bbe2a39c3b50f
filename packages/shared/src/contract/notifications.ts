import { z } from 'zod';
import { MessageResponse } from '../schemas/common';
import type { ContractRoute } from './define';
import { notificationsRoutes as r } from './notifications-routes';

/** The page's call: both fields are needed (001 section 5 'Unsubscribe'). */
export const UnsubscribeRequest = z.strictObject({
  email: z
    .string({ error: "L'email è obbligatoria" })
    .trim()
    .min(1, { error: "L'email è obbligatoria" })
    .max(254, { error: 'Email troppo lunga' }),
  token: z
    .string({ error: 'Il codice del link è obbligatorio' })
    .min(1, { error: 'Il codice del link è obbligatorio' })
    .max(100, { error: 'Link non valido' }),
});
export type UnsubscribeRequest = z.input<typeof UnsubscribeRequest>;

/** The one-click address carries the email and the token in its query. */
export const UnsubscribeOneClickQuery = z.object({
  email: z
    .string({ error: "L'email è obbligatoria" })
    .min(1, { error: "L'email è obbligatoria" })
    .max(254, { error: 'Email troppo lunga' }),
  token: z
    .string({ error: 'Il codice del link è obbligatorio' })
    .min(1, { error: 'Il codice del link è obbligatorio' })
    .max(100, { error: 'Link non valido' }),
});

/** RFC 8058's form body (List-Unsubscribe=One-Click), form-encoded; anything else is ignored. */
export const UnsubscribeOneClickBody = z.record(z.string(), z.unknown()).nullish();

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
} as const satisfies Record<keyof typeof r, ContractRoute>;
