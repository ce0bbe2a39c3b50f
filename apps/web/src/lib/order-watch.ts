import type { OrderStatusEvent } from '@barber/shared/realtime';
import { onSessionEvent } from './api-client';
import type { AppSocket } from './socket-client';

export interface OrderWatch {
  /** The shop changed one of the user's orders (order_status_updated reaches only its owner's sockets). */
  onUpdate: (event: OrderStatusEvent) => void;
  /** The connection came back: events sent while it was down were missed, so the page should refetch. */
  onReconnect?: () => void;
  /**
   * Every connection, the first included: from then on the socket is in the user's room. A page whose data may
   * predate it (read while the socket was still connecting) reads again, so a change in between is not lost.
   */
  onConnect?: () => void;
}

/**
 * Listens to the logged-in user's own order events (001 section 7: 'I Miei Ordini' refreshes live). The server
 * joins a socket to its user's room from the access token given on connecting, so the socket connects again
 * when it was opened without the current token (before the login, or before a refresh replaced an expired
 * token). socket.io-client is loaded on the first watch, after the page itself.
 */
export function watchMyOrders(watch: OrderWatch): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  void import('./socket-client').then(({ getSocket, reconnectWithCurrentToken }) => {
    if (stopped) return;
    stop = subscribe(getSocket(), reconnectWithCurrentToken, watch);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

function subscribe(socket: AppSocket, reconnect: () => boolean, watch: OrderWatch): () => void {
  // The first connection is the page's own load (it has just fetched); only later ones mean missed events.
  let connectedBefore = socket.connected;
  const onConnect = () => {
    if (connectedBefore) watch.onReconnect?.();
    connectedBefore = true;
    watch.onConnect?.();
  };
  socket.on('order_status_updated', watch.onUpdate);
  socket.on('connect', onConnect);
  reconnect();
  const stopSession = onSessionEvent((event) => {
    if (event.type === 'refreshed') reconnect();
  });
  return () => {
    socket.off('order_status_updated', watch.onUpdate);
    socket.off('connect', onConnect);
    stopSession();
  };
}
