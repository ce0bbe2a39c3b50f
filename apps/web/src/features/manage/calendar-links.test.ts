import { describe, expect, it } from 'vitest';
import { buildIcs, googleCalendarUrl, type CalendarEvent } from './calendar-links';

const event: CalendarEvent = {
  id: 'appt-1',
  startsAt: '2026-06-03T08:00:00.000Z',
  endsAt: '2026-06-03T08:30:00.000Z',
  title: 'Taglio, barba; più lungo di così',
  location: 'Barber Studio, Via Nassa 21, 6900 Lugano',
  description: 'Barbiere: Mario Rossi\nGestisci: https://book.example.ch/appuntamento/abc',
  host: 'book.example.ch',
  createdAt: '2026-06-01T06:00:00.000Z',
};

describe('calendar links', () => {
  it('writes the email’s event: same UID, UTC times, escaped text, folded lines, CRLF', () => {
    const ics = buildIcs(event, new Date('2026-06-01T07:00:00.000Z'));
    expect(ics).toContain('UID:appt-1@book.example.ch\r\n');
    expect(ics).toContain('DTSTART:20260603T080000Z\r\nDTEND:20260603T083000Z\r\n');
    expect(ics).toContain('SUMMARY:Taglio\\, barba\\; più lungo di così\r\n');
    // An hour after the booking: later than the confirmation's 0, lower than any later change's email.
    expect(ics).toContain('SEQUENCE:3600\r\n');
    expect(ics).toContain('STATUS:CONFIRMED');
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain('Gestisci: https://book.example.ch/appuntamento/abc');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('links to Google Calendar with the same times, title, details and place', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: event.title,
      dates: '20260603T080000Z/20260603T083000Z',
      details: event.description,
      location: event.location,
    });
  });
});
