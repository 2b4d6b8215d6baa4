// One shared, typed socket.io connection to the same origin, and its connection state.
import { io, type Socket } from 'socket.io-client';
import { proxy, useSnapshot } from 'valtio';
import type { ClientToServerEvents, ServerToClientEvents } from '@shop/contracts';

export type ShopSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const socketState = proxy({ connected: false });

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

/** Whether the live connection is up; while it is down, pages fall back to polling. */
export function useSocketConnected(): boolean {
  return useSnapshot(socketState).connected;
}
