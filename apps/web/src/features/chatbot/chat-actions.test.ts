import { describe, expect, it } from 'vitest';
import { actionTarget, appPath, messagingHref, telHref } from './chat-actions';

describe('chat actions', () => {
  it("follows only the app's own paths", () => {
    expect(appPath('/guest-booking?serviceId=a&time=10:15')).toBe('/guest-booking?serviceId=a&time=10:15');
    expect(appPath('//evil.example/x')).toBeNull();
    expect(appPath('https://evil.example')).toBeNull();
    expect(appPath('javascript:alert(1)')).toBeNull();
    expect(appPath('/\\evil.example')).toBeNull();
    expect(appPath(undefined)).toBeNull();
  });

  it('keeps digits, plus, spaces and hyphens of a phone (001 section 5), the chat number as digits only', () => {
    expect(telHref('+41 (91) 123-45-67 ext')).toBe('tel:+4191123-45-67');
    expect(telHref('nessuno')).toBeNull();
    expect(messagingHref('+41 91 123 45 67', 'Ciao, vorrei prenotare')).toBe(
      'https://wa.me/41911234567?text=Ciao%2C%20vorrei%20prenotare',
    );
    expect(messagingHref('', 'x')).toBeNull();
  });

  it('maps each kind of action', () => {
    expect(actionTarget({ label: 'Prenota', action: 'navigate', target: '/guest-booking' })).toEqual({
      kind: 'route',
      to: '/guest-booking',
    });
    expect(actionTarget({ label: 'Altrove', action: 'navigate', target: 'https://x.example' })).toBeNull();
    expect(actionTarget({ label: 'Chiama', action: 'call', target: '+41 91 000 00 00' })).toEqual({
      kind: 'link',
      href: 'tel:+41910000000',
      newTab: false,
    });
    expect(actionTarget({ label: 'Chat', action: 'whatsapp', target: '41910000000' })).toEqual({
      kind: 'link',
      href: 'https://wa.me/41910000000',
      newTab: true,
    });
    expect(actionTarget({ label: 'Come prenoto?', action: 'faq', faqId: 'f-1' })).toEqual({
      kind: 'send',
      message: 'Come prenoto?',
    });
    expect(actionTarget({ label: 'Orari', action: 'send', message: 'Quali sono gli orari?' })).toEqual({
      kind: 'send',
      message: 'Quali sono gli orari?',
    });
  });
});
