/**
 * The chat's session id, kept in both session and local storage (001 section 3): the tab's own copy first,
 * the browser's (another tab, a later visit) second. The server resumes it only for the same caller within
 * 30 days, so a stale or foreign id costs nothing but a new session.
 */
export const SESSION_KEY = 'chatbot-session-id';

function read(storage: () => Storage): string | null {
  try {
    return storage().getItem(SESSION_KEY);
  } catch {
    // Storage can be unavailable (private modes, policies): the chat then lives for the page.
    return null;
  }
}

function write(storage: () => Storage, id: string) {
  try {
    storage().setItem(SESSION_KEY, id);
  } catch {
    // see read()
  }
}

export function readSessionId(): string | null {
  return read(() => sessionStorage) ?? read(() => localStorage);
}

export function saveSessionId(id: string) {
  write(() => sessionStorage, id);
  write(() => localStorage, id);
}
