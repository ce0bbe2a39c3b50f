import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, utf8Octets } from './ics';

const octets = (text: string) => [...text].reduce((sum, char) => sum + utf8Octets(char), 0);

const event = {
  uid: 'a1b2c3@barberstudio-lugano.ch',
  start: new Date('2026-06-03T08:00:00Z'),
  end: new Date('2026-06-03T09:00:00Z'),
  stamp: new Date('2026-06-01T06:30:15.123Z'),
  summary: 'Taglio + Barba - Barber Studio Lugano',
  location: 'Via Nassa 21, 6900 Lugano',
  description: 'Barbiere: Marco Bianchi\nPrezzo: CHF 45.00; pagamento in sede',
};

describe('buildIcs', () => {
  it('writes a PUBLISH calendar with one VEVENT in UTC, CRLF line endings and escaped text', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    // No bare LF anywhere: every line break is CRLF.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:a1b2c3@barberstudio-lugano.ch');
    expect(lines).toContain('DTSTAMP:20260601T063015Z');
    expect(lines).toContain('DTSTART:20260603T080000Z');
    expect(lines).toContain('DTEND:20260603T090000Z');
    expect(lines).toContain('SUMMARY:Taglio + Barba - Barber Studio Lugano');
    expect(lines).toContain('LOCATION:Via Nassa 21\\, 6900 Lugano');
    expect(lines).toContain('DESCRIPTION:Barbiere: Marco Bianchi\\nPrezzo: CHF 45.00\\; pagamento in sede');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.at(-2)).toBe('END:VEVENT');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('leaves out optional properties that are not given', () => {
    const ics = buildIcs({ uid: 'x', start: event.start, end: event.end, stamp: event.stamp, summary: 'Tinta' });
    expect(ics).not.toContain('LOCATION');
    expect(ics).not.toContain('DESCRIPTION');
  });
});

describe('escapeText', () => {
  it('escapes backslash first, then ; and , and turns every kind of line break into \\n', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('utf8Octets', () => {
  it('counts as UTF-8 does', () => {
    expect(['a', 'è', '€', '😀'].map(utf8Octets)).toEqual([1, 2, 3, 4]);
  });
});

describe('foldLine', () => {
  it('keeps lines of up to 75 octets as they are', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets with CRLF and a space, and unfolds back to the original', () => {
    const line = `DESCRIPTION:${'a'.repeat(200)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n')[1]?.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'è'.repeat(100)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
