import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_ALPHABET, suggestPassword } from './suggest-password';

afterEach(() => vi.restoreAllMocks());

describe('suggestPassword', () => {
  it('gives 10 characters from letters, digits and !@#$%^&*', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = suggestPassword();
      expect(password).toHaveLength(10);
      expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{10}$/);
    }
    expect(PASSWORD_ALPHABET).toHaveLength(26 + 26 + 10 + 8);
  });

  it('draws from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    suggestPassword();
    expect(spy).toHaveBeenCalled();
  });

  it('differs from one call to the next', () => {
    const seen = new Set(Array.from({ length: 50 }, () => suggestPassword()));
    expect(seen.size).toBe(50);
  });

  it('maps random values onto the alphabet and redraws the biased top of the range', () => {
    const size = PASSWORD_ALPHABET.length;
    const limit = Math.floor(0x1_0000_0000 / size) * size;
    // First batch: one value in the rejected top range, then 0..8; second batch supplies the 10th character.
    const batches = [
      [limit, 0, 1, 2, 3, 4, 5, 6, 7, 8],
      [size + 69, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ];
    const fill = (buffer: Uint32Array) => {
      buffer.set(batches.shift() ?? []);
      return buffer;
    };
    expect(suggestPassword(fill)).toBe(`${PASSWORD_ALPHABET.slice(0, 9)}*`);
  });

  it('uses every character of the alphabet over many draws', () => {
    const used = new Set(Array.from({ length: 300 }, () => suggestPassword()).join(''));
    expect(used.size).toBe(PASSWORD_ALPHABET.length);
  });
});
