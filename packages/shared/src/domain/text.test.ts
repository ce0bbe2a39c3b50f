import { describe, expect, it } from 'vitest';
import { isCleanText, isOneLine, isSitePath, isWebLink, normalizeWebLink } from './text';

describe('one-line and multi-line texts', () => {
  it('a one-line text refuses CR, LF and every control character', () => {
    expect(isOneLine("Mario Rossi-D'Alessio")).toBe(true);
    expect(isOneLine('Zoë Müller, Lugano · 6900')).toBe(true);
    for (const bad of ['Mario\r\nBcc: x@y.ch', 'Mario\nRossi', 'Mario\rRossi', 'a\tb', 'a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u2028b', 'a\u2029b']) {
      expect(isOneLine(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('a multi-line text keeps line breaks and tabs, and refuses the other controls', () => {
    expect(isCleanText('Prima riga\r\nSeconda\triga\nTerza')).toBe(true);
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u2028b']) {
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('web links', () => {
  it('accepts http and https addresses, and a bare address gets https://', () => {
    for (const ok of ['https://instagram.com/mario', 'http://example.ch', 'https://www.tiktok.com/@mario?lang=it', 'https://example.ch:8443/a#b']) {
      expect(isWebLink(ok), ok).toBe(true);
    }
    expect(normalizeWebLink('instagram.com/mario')).toBe('https://instagram.com/mario');
    expect(normalizeWebLink('www.example.ch')).toBe('https://www.example.ch');
    expect(normalizeWebLink('https://example.ch')).toBe('https://example.ch');
    expect(isWebLink(normalizeWebLink('instagram.com/mario'))).toBe(true);
  });

  it('refuses every other scheme, however it is written', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.ch',
      'mailto:a@b.ch',
    ]) {
      expect(isWebLink(normalizeWebLink(bad)), JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses credentials, missing hosts, spaces and plain words', () => {
    for (const bad of ['https://instagram.com@evil.example/', 'https://user:pw@example.ch', 'https://', 'http:///x', 'https://exa mple.ch', 'mario', '', '//evil.example/x']) {
      expect(isWebLink(normalizeWebLink(bad)), JSON.stringify(bad)).toBe(false);
    }
  });

  it('a site path is a path on this site only', () => {
    expect(isSitePath('/media/products/large-0123.webp')).toBe(true);
    for (const bad of ['//evil.example/x', '/\\evil.example', 'media/x', '/a b', '/a\nb', 'https://example.ch/x']) {
      expect(isSitePath(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
