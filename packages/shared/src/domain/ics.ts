/**
 * A minimal iCalendar (RFC 5545) writer for one appointment: attached to confirmation emails by the server, and
 * downloaded from the manage page in the browser ('Aggiungi al calendario'), so both write the same event (same
 * UID, so a calendar updates the event it already has). Times are written in UTC ("Z"), which every calendar
 * reads without a VTIMEZONE block.
 */

export interface IcsEvent {
  /** Globally unique and stable: a later update with the same UID replaces the event in the calendar. */
  uid: string;
  start: Date;
  end: Date;
  /** When this version of the event was written. */
  stamp: Date;
  summary: string;
  location?: string;
  description?: string;
  /** Raised on each update of the same UID so calendars take the newer version. */
  sequence?: number;
  status?: 'CONFIRMED' | 'CANCELLED';
}

const CRLF = '\r\n';
/** Octets of one character in UTF-8, from its code point (this file runs in Node and in the browser alike). */
export function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}
const PRODUCT_ID = '-//Barber Studio//Prenotazioni//IT';

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** 2026-06-03T08:00:00.000Z -> "20260603T080000Z" */
export function icsUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon and comma are escaped, line breaks become the two characters "\n". */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Lines longer than 75 octets are folded: CRLF followed by one space, which readers remove. Octets, not
 * characters, and never inside a multi-byte UTF-8 character ("è" is two octets).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    // The continuation's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}
