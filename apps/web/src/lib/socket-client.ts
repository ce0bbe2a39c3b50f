import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@barber/shared/realtime';
import { onSessionEvent } from './api-client';
import { getToken } from './session-token';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
/** The token the open connection was made with: the server reads it only on connecting (infra/realtime.ts). */
let handshakeToken: string | null = null;

/**
 * One socket per tab, on the page's own origin (the dev server proxies /socket.io). The token is read at each
 * (re)connection, so a refreshed token is used without recreating the socket. Import this only from the lazy
 * pages that listen to events, so the public bundle stays small.
 */
export function getSocket(): AppSocket {
  socket ??= io({
    path: '/socket.io',
    withCredentials: true,
    auth: (send) => {
      const token = getToken();
      handshakeToken = token;
      send(token ? { token } : {});
    },
  });
  return socket;
}

/**
 * The server puts a socket in its user's room only on connecting, from the token it was given then. A socket
 * opened before the login (a guest's booking page) or with a token that has since been replaced (expired and
 * refreshed) may not be in the room: the pages that listen to the user's own events (order_status_updated)
 * call this to connect again with the current token. Returns whether it reconnected.
 */
export function reconnectWithCurrentToken(): boolean {
  const token = getToken();
  if (!socket || !token || token === handshakeToken || !socket.connected) return false;
  socket.disconnect().connect();
  return true;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}

// A socket authenticated as the previous user must not outlive the session.
onSessionEvent((event) => {
  if (event.type === 'ended') disconnectSocket();
});
