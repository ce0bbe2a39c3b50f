import type { Language } from '@barber/shared/messages/languages';

/**
 * The current page in another language: the same path, query and anchor with ?lang=, which the server answers
 * from that language's build and remembers in a cookie (ADR 0061). A full page load, as the texts are the build's.
 */
export function languageHref(language: Language, location: { pathname: string; search: string; hash: string }) {
  const query = new URLSearchParams(location.search);
  query.set('lang', language);
  return `${location.pathname}?${query.toString()}${location.hash}`;
}
