import { buildIcs as writeIcs, icsUtc } from '@barber/shared/domain/ics';

/**
 * 'Aggiungi al calendario' without a server call: the same iCalendar event as the confirmation email's
 * attachment (packages/shared/src/domain/ics.ts; same UID, so a calendar updates the event it already
 * has), built from what the page shows, and a Google Calendar link.
 */
export interface CalendarEvent {
  id: string;
  startsAt: string;
  endsAt: string;
  title: string;
  location: string;
  description: string;
  /** The email's UID is <id>@<host of PUBLIC_URL>, which is the page's host. */
  host: string;
  /** When it was booked (see SEQUENCE below). */
  createdAt: string;
  cancelled?: boolean;
}

/** 2026-06-03T08:00:00.000Z -> 20260603T080000Z */
const utc = (instant: string) => icsUtc(new Date(instant));

/** The email's event as of now: the same writer as the server's (packages/shared/src/domain/ics.ts). */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  return writeIcs({
    uid: `${event.id}@${event.host}`,
    start: new Date(event.startsAt),
    end: new Date(event.endsAt),
    stamp: now,
    summary: event.title,
    ...(event.location ? { location: event.location } : {}),
    description: event.description,
    // Seconds since the booking, as the emails count them: the newest version of the event wins, whichever
    // arrived first.
    sequence: Math.max(1, Math.floor((now.getTime() - new Date(event.createdAt).getTime()) / 1000)),
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
  });
}

/** A data: address the download link points to (no object URL to revoke). */
export function icsHref(event: CalendarEvent, now?: Date): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(buildIcs(event, now))}`;
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utc(event.startsAt)}/${utc(event.endsAt)}`,
    details: event.description,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
