/**
 * Listens to the walk-in queue's room (ADR 0063): `onChange` runs when someone joins, is called, starts, finishes
 * or did not show, and after a reconnection (events sent while the connection was down were missed). socket.io-client
 * loads on the first watch, after the page itself.
 */
export function watchWalkIns(onChange: () => void): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  void import('./socket-client').then(({ getSocket }) => {
    if (stopped) return;
    const socket = getSocket();
    let connectedBefore = socket.connected;
    // The room is joined on every connection: a reconnected socket is a new one to the server.
    const join = () => {
      socket.emit('walkins:watch');
      if (connectedBefore) onChange();
      connectedBefore = true;
    };
    if (socket.connected) socket.emit('walkins:watch');
    socket.on('connect', join);
    socket.on('walkins:changed', onChange);
    stop = () => {
      socket.off('connect', join);
      socket.off('walkins:changed', onChange);
      socket.emit('walkins:unwatch');
    };
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
