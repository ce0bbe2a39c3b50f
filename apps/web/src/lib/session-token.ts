/**
 * The access token lives in localStorage under 'token' (the spec's key). Where storage is unavailable
 * (privacy modes, quota) it is kept in memory, and the session lasts as long as the page.
 */
const TOKEN_KEY = 'token';
let memoryToken: string | null = null;

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return memoryToken;
  }
}

export function setToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    memoryToken = token;
  }
}

export function clearToken(): void {
  memoryToken = null;
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored.
  }
}
