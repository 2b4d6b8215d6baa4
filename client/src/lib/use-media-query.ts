// Media-query state as a hook, read synchronously so the first paint already fits the screen.
import { useSyncExternalStore } from 'react';
import { constants } from '@shop/contracts';

export const DESKTOP_MIN_WIDTH = constants.layout.desktopMinWidthPx;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Desktop layout applies from 960 px (spec 000 §2). */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
