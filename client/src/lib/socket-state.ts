// Whether the shared live connection is up (valtio only: no socket.io here, so pages can read it
// without loading the client library).
import { proxy, useSnapshot } from 'valtio';

export const socketState = proxy({ connected: false });

/** Whether the live connection is up; while it is down, pages fall back to polling. */
export function useSocketConnected(): boolean {
  return useSnapshot(socketState).connected;
}
