import type { PaymentUpdateEvent } from '@barber/shared/realtime';
import type { AppSocket } from '../../lib/socket-client';

export interface PaymentWatch {
  onUpdate: (event: PaymentUpdateEvent) => void;
  /** Whether the realtime channel is connected ('LIVE' in the panel). */
  onConnection?: (connected: boolean) => void;
}

/**
 * Listens to one payment by its reference (001 section 7): its own channel payment_{id} and the TWINT events,
 * joined again after every reconnection (socket.io forgets rooms when a connection drops). socket.io-client is
 * loaded on the first watch, so only the pages that wait for a payment download it.
 */
export function watchPayment(paymentId: string, watch: PaymentWatch): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  void import('../../lib/socket-client').then(({ getSocket }) => {
    if (!stopped) stop = subscribe(getSocket(), paymentId, watch);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

function subscribe(socket: AppSocket, paymentId: string, watch: PaymentWatch): () => void {
  const channel = `payment_${paymentId}` as const;
  const mine = (event: PaymentUpdateEvent) => {
    if (event.paymentId === paymentId) watch.onUpdate(event);
  };
  const join = () => {
    socket.emit('payment:watch', { paymentId });
    watch.onConnection?.(true);
  };
  const left = () => watch.onConnection?.(false);
  socket.on(channel, mine);
  socket.on('twint_payment_completed', mine);
  socket.on('twint_payment_confirmed', mine);
  socket.on('connect', join);
  socket.on('disconnect', left);
  if (socket.connected) join();
  return () => {
    socket.off(channel, mine);
    socket.off('twint_payment_completed', mine);
    socket.off('twint_payment_confirmed', mine);
    socket.off('connect', join);
    socket.off('disconnect', left);
    if (socket.connected) socket.emit('payment:unwatch', { paymentId });
  };
}

/** Whether the realtime channel is up, for the TWINT method's 'LIVE' badge before any payment exists. */
export function watchConnection(onConnection: (connected: boolean) => void): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  void import('../../lib/socket-client').then(({ getSocket }) => {
    if (stopped) return;
    const socket = getSocket();
    const up = () => onConnection(true);
    const down = () => onConnection(false);
    socket.on('connect', up);
    socket.on('disconnect', down);
    onConnection(socket.connected);
    stop = () => {
      socket.off('connect', up);
      socket.off('disconnect', down);
    };
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
