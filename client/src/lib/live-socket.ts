// The shared connection of lib/socket.ts for the buying screens, loaded after they have rendered:
// socket.io-client (13 KB gzip) is then its own chunk, off the route's first load. Until it
// connects, the screens poll as they do whenever the socket is down.
import type { ShopSocket } from './socket';

export { useSocketConnected } from './socket-state';
export type { ShopSocket } from './socket';

let loaded: typeof import('./socket') | null = null;

/**
 * Runs `attach` with the shared socket: at once when its chunk has loaded, else as soon as it has
 * (a socket created then connects afterwards, so a page's `connect` handler still catches up).
 * Answers the cleanup, which also stops an attach still waiting for the chunk.
 */
export function withSocket(attach: (socket: ShopSocket) => () => void): () => void {
  if (loaded) return attach(loaded.getSocket());
  let detach: (() => void) | null = null;
  let stopped = false;
  void import('./socket').then((module) => {
    loaded = module;
    if (!stopped) detach = attach(module.getSocket());
  });
  return () => {
    stopped = true;
    detach?.();
  };
}
