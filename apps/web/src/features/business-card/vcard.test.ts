import { describe, expect, it } from 'vitest';
import { buildVCard, vCardFileName, vCardHref } from './vcard';
import { summariseHours } from './hours-summary';

const shop = {
  name: 'Barber Studio Lugano',
  tagline: 'Tagli classici, moderni; e barba',
  address: 'Via Nassa 21',
  postalCode: '6900',
  city: 'Lugano',
  phone: '091 555 01 23',
  email: 'info@barberstudio-lugano.ch',
};

const card = (overrides: Partial<typeof shop> = {}) =>
  buildVCard({
    shop: { ...shop, ...overrides },
    url: 'https://example.ch/guest-booking',
    hours: [
      { days: 'Lun', hours: '14:00–19:00', open: true },
      { days: 'Dom', hours: 'Chiuso', open: false },
    ],
    country: 'Svizzera',
    hoursLabel: 'Orari',
  });

describe('buildVCard', () => {
  it('writes a vCard 3.0 with CRLF line ends and the shop’s details', () => {
    const text = card();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:3.0']);
    expect(lines.at(-2)).toBe('END:VCARD');
    expect(lines).toContain('FN:Barber Studio Lugano');
    expect(lines).toContain('ORG:Barber Studio Lugano');
    // The national number is written in international form, so it dials from abroad too.
    expect(lines).toContain('TEL;TYPE=WORK,VOICE:+41915550123');
    expect(lines).toContain('EMAIL;TYPE=INTERNET,WORK:info@barberstudio-lugano.ch');
    expect(lines).toContain('ADR;TYPE=WORK:;;Via Nassa 21;Lugano;;6900;Svizzera');
    expect(lines).toContain('URL:https://example.ch/guest-booking');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text values', () => {
    const text = card({ name: 'Studio; Barba, Baffi \\ Co', address: 'Via Nassa 21\nPiano 1' });
    expect(text).toContain('FN:Studio\\; Barba\\, Baffi \\\\ Co\r\n');
    expect(text).toContain('N:Studio\\; Barba\\, Baffi \\\\ Co;;;;\r\n');
    expect(text).toContain('ADR;TYPE=WORK:;;Via Nassa 21\\nPiano 1;Lugano;;6900;Svizzera\r\n');
    // The tagline and the hours go in the note, their line breaks escaped.
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'NOTE:Tagli classici\\, moderni\\; e barba\\nOrari:\\nLun 14:00–19:00\\nDom Chiuso\r\n',
    );
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const text = card({ tagline: 'è'.repeat(80) });
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n /g, '')).toContain(`NOTE:${'è'.repeat(80)}`);
  });

  it('leaves out what the shop has not filled in', () => {
    const text = card({ tagline: '', email: '', phone: '' });
    expect(text).not.toContain('EMAIL');
    expect(text).not.toContain('TEL');
  });

  it('is offered as a .vcf data link', () => {
    expect(vCardFileName('Barber Studio Lugano')).toBe('barber-studio-lugano.vcf');
    expect(vCardFileName('Caffè & Barba')).toBe('caffe-barba.vcf');
    expect(vCardFileName('***')).toBe('contatto.vcf');
    const href = vCardHref(card());
    expect(href.startsWith('data:text/vcard;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:text/vcard;charset=utf-8,'.length))).toBe(card());
  });
});

describe('summariseHours', () => {
  it('joins consecutive days with the same hours and says when the shop is closed', () => {
    const day = (d: string, start: string | null, end: string | null) => ({
      day: d as 'monday',
      open: start !== null,
      startTime: start,
      endTime: end,
    });
    expect(
      summariseHours(
        [
          day('monday', '14:00', '19:00'),
          day('tuesday', '09:00', '19:00'),
          day('wednesday', '09:00', '19:00'),
          day('thursday', '09:00', '19:00'),
          day('friday', '09:00', '19:00'),
          day('saturday', '09:00', '19:00'),
          day('sunday', null, null),
        ],
        'Chiuso',
      ).map(({ days, hours }) => `${days} ${hours}`),
    ).toEqual(['Lun 14:00–19:00', 'Mar–Sab 09:00–19:00', 'Dom Chiuso']);
  });
});
