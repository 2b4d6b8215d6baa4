// Per-page scroll positions (spec 000 §2): restored on return after two animation frames,
// otherwise a new page scrolls smoothly to the top after 100 ms.
import { constants } from '@shop/contracts';

export const SCROLL_TO_TOP_DELAY_MS = constants.navigation.scrollTopDelayMs;

export type ScrollPlan = { kind: 'restore'; top: number } | { kind: 'top' };

/**
 * Returning means a back/forward step, or coming back to a tab page (level 0), which keeps its
 * place like a kept-alive screen.
 */
export function planScroll(input: { action: 'PUSH' | 'REPLACE' | 'POP'; saved: number | undefined; level: 0 | 1 | 2 }): ScrollPlan {
  const returning = input.action === 'POP' || input.level === 0;
  if (returning && input.saved !== undefined && input.saved > 0) return { kind: 'restore', top: input.saved };
  return { kind: 'top' };
}

const positions = new Map<string, number>();

export function saveScroll(key: string, top: number): void {
  positions.set(key, top);
}

export function savedScroll(key: string): number | undefined {
  return positions.get(key);
}

/** Runs `fn` after two animation frames, when the entering page has laid out. */
export function afterTwoFrames(fn: () => void): () => void {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(fn);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}
