// Search history (spec 000 §3, §9): the last 10 keywords, newest first, kept in localStorage.
import { proxy } from 'valtio';
import { constants } from '@shop/contracts';
import { readJson, writeJson } from '../../lib/storage';

export const SEARCH_HISTORY_KEY = 'search_history';

function load(): string[] {
  const stored = readJson<unknown>(SEARCH_HISTORY_KEY);
  return Array.isArray(stored)
    ? stored.filter((k): k is string => typeof k === 'string' && k.trim() !== '').slice(0, constants.search.historyMax)
    : [];
}

export const searchHistory = proxy<{ keywords: string[] }>({ keywords: load() });

export function rememberKeyword(keyword: string): void {
  const k = keyword.trim();
  if (!k) return;
  searchHistory.keywords = [k, ...searchHistory.keywords.filter((x) => x !== k)].slice(0, constants.search.historyMax);
  writeJson(SEARCH_HISTORY_KEY, searchHistory.keywords);
}

export function clearSearchHistory(): void {
  searchHistory.keywords = [];
  writeJson(SEARCH_HISTORY_KEY, null);
}
