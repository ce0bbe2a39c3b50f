import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './languages';

describe('negotiateLanguage', () => {
  it('matches a region by its language', () => {
    expect(negotiateLanguage('de-CH')).toBe('de');
    expect(negotiateLanguage('fr-CH,fr;q=0.9')).toBe('fr');
    expect(negotiateLanguage('en-GB')).toBe('en');
    expect(negotiateLanguage('it-CH')).toBe('it');
  });

  it('follows the q-values, the first of equals winning', () => {
    expect(negotiateLanguage('en;q=0.5, fr-CH;q=0.8, de;q=0.7')).toBe('fr');
    expect(negotiateLanguage('de, fr')).toBe('de');
    expect(negotiateLanguage('es-ES, de-CH;q=0.4')).toBe('de');
  });

  it('is Italian when none of the four is asked for', () => {
    expect(negotiateLanguage(undefined)).toBe('it');
    expect(negotiateLanguage('')).toBe('it');
    expect(negotiateLanguage('es, pt-BR')).toBe('it');
    expect(negotiateLanguage('*')).toBe('it');
    expect(negotiateLanguage('de;q=0')).toBe('it');
    expect(negotiateLanguage(';;;,,q=x')).toBe('it');
  });
});
