import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@barber/shared/realtime';
import { onSessionEvent } from './api-client';
import { getToken } from './session-token';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

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
      send(token ? { token } : {});
    },
  });
  return socket;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}

// A socket authenticated as the previous user must not outlive the session.
onSessionEvent((event) => {
  if (event.type === 'ended') disconnectSocket();
});
