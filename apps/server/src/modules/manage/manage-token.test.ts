import { describe, expect, it } from 'vitest';
import { manageKey, manageUrl, signManageToken, verifyManageToken } from './manage-token';

const key = manageKey(Buffer.from('test-secret-test-secret-test-secret-0123'));
const id = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';

describe('manage link tokens', () => {
  it('round-trips the appointment id; 44 URL-safe characters', () => {
    const token = signManageToken(key, id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{44}$/);
    expect(verifyManageToken(key, token)).toBe(id);
    expect(signManageToken(key, id.toUpperCase())).toBe(token);
  });

  it('refuses another key, a changed tag, a changed id, other spellings and junk', () => {
    const token = signManageToken(key, id);
    expect(
      verifyManageToken(manageKey(Buffer.from('another-secret-another-secret-0123456789')), token),
    ).toBeNull();
    const flip = (at: number) => token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(verifyManageToken(key, flip(40))).toBeNull();
    expect(verifyManageToken(key, flip(3))).toBeNull();
    // The last character of each half has unused bits: a non-canonical spelling of the same bytes is refused.
    const last = token[43]!;
    const alias = String.fromCharCode(last.charCodeAt(0) + 1);
    if (/[A-Za-z0-9_-]/.test(alias)) expect(verifyManageToken(key, token.slice(0, 43) + alias)).toBeNull();
    for (const junk of ['', 'abc', `${token}A`, token.slice(1), '%'.repeat(44)]) {
      expect(verifyManageToken(key, junk)).toBeNull();
    }
  });

  it('signs appointment ids only and builds the page address from PUBLIC_URL', () => {
    expect(() => signManageToken(key, 'not-an-id')).toThrow();
    expect(manageUrl('https://book.example.ch/', key, id)).toBe(
      `https://book.example.ch/appuntamento/${signManageToken(key, id)}`,
    );
  });
});
