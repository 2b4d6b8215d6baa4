// Page depth and the transition between two pages (spec 000 §2, "Page transitions").
import { homeTabFromPath } from '../../lib/home-tabs';

export type PageLevel = 0 | 1 | 2;
export type TransitionKind = 'fade' | 'slide-left' | 'slide-right';

const TOP_LEVEL_PATHS = new Set(['/', '/shop', '/info', '/user']);
/** Deeper route families: draw, item, animation and result pages. */
export const FULL_SCREEN_MARKERS = ['/draw/', '/item/', '/animation', '/result'] as const;

function normalise(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function isFullScreenPath(pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return FULL_SCREEN_MARKERS.some((marker) => path.includes(marker));
}

/** Level 0: the tab pages (home's /ichiban, /blindbox, /gacha aliases included); 2: full-screen; 1: the rest. */
export function pageLevel(pathname: string): PageLevel {
  const path = normalise(pathname);
  if (TOP_LEVEL_PATHS.has(path) || homeTabFromPath(path) !== null) return 0;
  if (isFullScreenPath(path)) return 2;
  return 1;
}

/** Deeper slides left, shallower slides right, same level (and the first page) fades. */
export function transitionBetween(from: PageLevel | null, to: PageLevel): TransitionKind {
  if (from === null || from === to) return 'fade';
  return to > from ? 'slide-left' : 'slide-right';
}

/** Pages that are one page under several paths (home and its tab aliases) share one key. */
export function pageKey(pathname: string): string {
  const path = normalise(pathname);
  return homeTabFromPath(path) !== null ? '/' : path;
}
