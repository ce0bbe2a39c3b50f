import type { ServerToClientEvents } from '@barber/shared/realtime';
import { onSessionEvent } from './api-client';

/** Events the server sends to the logged-in user's own room only. */
export type OwnEventName = 'appointment_reminder' | 'appointment_notice';

/**
 * Listens to one event of the logged-in user's own room (the server joins a socket to it from the access token
 * given on connecting). socket.io-client loads on the first watch, after the page itself, and the socket
 * reconnects with the current access token (also after a token refresh) so it sits in the user's room.
 */
export function watchOwnEvent<K extends OwnEventName>(name: K, handler: ServerToClientEvents[K]): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  void import('./socket-client').then(({ getSocket, reconnectWithCurrentToken }) => {
    if (stopped) return;
    const socket = getSocket();
    // socket.io's typed `on` cannot tie a generic name to its listener; the signature above does.
    const listen = socket.on.bind(socket) as (event: K, listener: ServerToClientEvents[K]) => void;
    const unlisten = socket.off.bind(socket) as (event: K, listener: ServerToClientEvents[K]) => void;
    listen(name, handler);
    reconnectWithCurrentToken();
    const stopSession = onSessionEvent((event) => {
      if (event.type === 'refreshed') reconnectWithCurrentToken();
    });
    stop = () => {
      unlisten(name, handler);
      stopSession();
    };
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
