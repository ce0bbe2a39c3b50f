import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, negotiateLanguage, type Language } from '@barber/shared/messages/languages';

/** The cookie that remembers the language a visitor chose (the switcher reloads with ?lang=, ADR 0061). */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 86_400;

const asLanguage = (value: unknown): Language | undefined =>
  LANGUAGES.find((language) => language === value);

/**
 * The language of the web build a page is answered from (ADR 0061), in order: `?lang=` (a choice just made), the
 * `lang` cookie (a choice made before), the browser's `Accept-Language`, Italian. The account's language is not
 * read here: a page request carries no session (the token lives in the page's storage, not in a cookie).
 */
export function pageLanguage(request: FastifyRequest): { language: Language; chosen: boolean } {
  const query = asLanguage((request.query as Record<string, unknown> | undefined)?.lang);
  if (query) return { language: query, chosen: true };
  const cookie = asLanguage(request.cookies?.[LANGUAGE_COOKIE]);
  return { language: cookie ?? negotiateLanguage(request.headers['accept-language']), chosen: false };
}

/** Remembers a language chosen with ?lang= for the visitor's next pages. */
export function rememberLanguage(reply: FastifyReply, language: Language, secure: boolean) {
  void reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    maxAge: YEAR_SECONDS,
    sameSite: 'lax',
    secure,
    // Read by the server only: the page knows its language from its build.
    httpOnly: true,
  });
}

/**
 * The language a booking, an order, a waiting-list request, a walk-in or an account is made in (ADR 0066): the
 * visitor's choice (the `lang` cookie the switcher sets), else the caller's `Accept-Language`, else Italian. Its
 * messages, sent later and without a request (a reminder, an offer), are written in it.
 */
export function recipientLanguage(request: Pick<FastifyRequest, 'cookies' | 'headers'>): Language {
  return asLanguage(request.cookies?.[LANGUAGE_COOKIE]) ?? negotiateLanguage(request.headers['accept-language']);
}

/**
 * The language of an API answer that carries the shop's own content (issue 28 item 5): the caller's, as for the
 * messages, with `Vary` telling caches that the same address answers differently per language.
 */
export function answerLanguage(request: Pick<FastifyRequest, 'cookies' | 'headers'>, reply: FastifyReply): Language {
  void reply.header('Vary', 'Accept-Language, Cookie');
  return recipientLanguage(request);
}
