import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, negotiateLanguage, type Language } from '@barber/shared/messages/languages';

/**
 * The one way the server reads the language of whoever is calling (issue 28, ADRs 0061, 0066, 0072): the visitor's
 * choice (the `lang` cookie the switcher sets), else the browser's `Accept-Language`, else Italian. The API's
 * errors and messages, the language a booking or account is made in and the shop's own content all read it here;
 * only a page adds `?lang=` (a choice just made, which the page then remembers in the cookie).
 */

/** The cookie that remembers the language a visitor chose (the switcher reloads with ?lang=, ADR 0061). */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 86_400;

type Caller = Pick<FastifyRequest, 'cookies' | 'headers'>;

const asLanguage = (value: unknown): Language | undefined => LANGUAGES.find((language) => language === value);

/**
 * The caller's language: the cookie wins because it is an explicit choice (a visitor who picked Français on a
 * de-CH browser reads French everywhere); the header is the browser's guess. Neither: Italian, as the original
 * client always was.
 */
export function requestLanguage(request: Caller): Language {
  return asLanguage(request.cookies?.[LANGUAGE_COOKIE]) ?? negotiateLanguage(request.headers['accept-language']);
}

/**
 * The language of the web build a page is answered from (ADR 0061): `?lang=` (a choice just made) before the
 * caller's. The account's language is not read: a page request carries no session (the token lives in the page's
 * storage, not in a cookie).
 */
export function pageLanguage(request: Caller & Pick<FastifyRequest, 'query'>): { language: Language; chosen: boolean } {
  const query = asLanguage((request.query as Record<string, unknown> | undefined)?.lang);
  return query ? { language: query, chosen: true } : { language: requestLanguage(request), chosen: false };
}

/** Remembers a language chosen with ?lang= for the visitor's next pages and calls. */
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
 * The caller's language for an answer that carries the shop's own content (issue 28 item 5), with `Vary` telling
 * caches that the same address answers differently per language.
 */
export function answerLanguage(request: Caller, reply: FastifyReply): Language {
  void reply.header('Vary', 'Accept-Language, Cookie');
  return requestLanguage(request);
}
