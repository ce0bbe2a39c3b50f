// What a text a person types may hold (issue 23 item 5, ADR 0035). A line break in a name or a subject becomes a
// new header line when the text reaches an email ('Mario\r\nBcc: x@y.ch'), and control characters have no
// business in anything people read; links are followed by other people, so only web addresses are links.

/** C0 and C1 control characters, DEL, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same, less tab, line feed and carriage return: what a multi-line text (notes, a message) may not hold. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

export const TEXT_MESSAGES = {
  oneLine: 'Il testo deve stare su una riga: a capo e caratteri di controllo non sono ammessi',
  control: 'Il testo contiene caratteri di controllo non ammessi',
  link: 'Indirizzo web non valido: usa un link completo che inizia con http:// o https://',
} as const;

/** Whether a one-line text (a name, a subject, an id) is clean: no line break, no control character. */
export const isOneLine = (value: string): boolean => !LINE_BREAK_OR_CONTROL.test(value);

/** Whether a multi-line text (notes, a message) is clean: line breaks and tabs allowed, other controls not. */
export const isCleanText = (value: string): boolean => !CONTROL_IN_TEXT.test(value);

// The WHATWG URL parser of browsers and Node; shared code is compiled without either's types.
interface ParsedUrl {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
}
declare const URL: new (input: string) => ParsedUrl;

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// A bare address as people type it ('instagram.com/mario', 'www.example.ch'): a host with a dot, then a path.
const BARE_HOST = /^[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)+(?::\d+)?(?:[/?#]\S*)?$/i;

/**
 * A link as it is kept: a web address typed without its scheme gets https:// in front ('instagram.com/mario');
 * anything else is kept as typed, for isWebLink to judge.
 */
export function normalizeWebLink(value: string): string {
  return !SCHEME.test(value) && BARE_HOST.test(value) ? `https://${value}` : value;
}

/**
 * Whether a link is a web address other people may follow: http or https (never javascript:, data:, file:...),
 * with a host, without a user name or password in it (https://instagram.com@evil.example reads as Instagram
 * and leads elsewhere), and without spaces or control characters.
 */
export function isWebLink(value: string): boolean {
  // The scheme and its two slashes as written: URL's parser would read 'http:///x' or 'https:\\x' leniently.
  if (!isOneLine(value) || /\s/.test(value) || !/^https?:\/\/(?![/\\])/i.test(value)) return false;
  let url: ParsedUrl;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
}

/** A path on this site ('/media/products/a.webp'): no scheme, no other host ('//evil.example', '/\\evil'). */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && isOneLine(value) && !/\s/.test(value);
}
