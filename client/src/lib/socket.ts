// One shared, typed socket.io connection to the same origin, and its connection state.
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@shop/contracts';
import { socketState } from './socket-state';

export { socketState, useSocketConnected } from './socket-state';

export type ShopSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: ShopSocket | null = null;

/** The shared connection, opened on first use. */
export function getSocket(): ShopSocket {
  if (socket) return socket;
  const created: ShopSocket = io({
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
  });
  created.on('connect', () => {
    socketState.connected = true;
  });
  created.on('disconnect', () => {
    socketState.connected = false;
  });
  created.on('connect_error', () => {
    socketState.connected = false;
  });
  socket = created;
  return created;
}
