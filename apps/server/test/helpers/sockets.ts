import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@barber/shared/realtime';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A websocket client of a test server, as the web app opens one per tab; resolves once connected and rejects
 * on a refused connection. It is added to `opened`, for the suite to close.
 */
export async function openClientSocket(
  url: string,
  opened: ClientSocket[],
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, ...options });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}
