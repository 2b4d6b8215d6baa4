// The in-app route history (last 20 pages, spec 000 §2), so back buttons never leave the shop.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { constants } from '@shop/contracts';

export const ROUTE_HISTORY_LIMIT = constants.navigation.routeHistoryMax;

export type NavigationAction = 'PUSH' | 'REPLACE' | 'POP';

/** The history after one navigation: pure, so it can be tested and replayed. */
export function recordNavigation(history: readonly string[], path: string, action: NavigationAction, limit = ROUTE_HISTORY_LIMIT): string[] {
  const next = [...history];
  if (action === 'REPLACE' && next.length > 0) {
    next[next.length - 1] = path;
  } else if (action === 'POP' && next.length >= 2 && next[next.length - 2] === path) {
    next.pop();
  } else if (next[next.length - 1] !== path) {
    next.push(path);
  }
  return next.slice(-limit);
}

let entries: string[] = [];

export function trackNavigation(path: string, action: NavigationAction): void {
  entries = recordNavigation(entries, path, action);
}

export function routeHistory(): readonly string[] {
  return entries;
}

/** Back within the shop when there is somewhere to go back to, otherwise home. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (entries.length > 1) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate]);
}
