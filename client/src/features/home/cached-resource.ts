// A value kept in localStorage with the time it was fetched, for the banner (24 h) and notice
// (1 h) caches of spec 000 §4.
import { readJson, writeJson } from '../../lib/storage';

interface Stored<T> {
  savedAt: number;
  data: T;
}

export function readCached<T>(key: string): Stored<T> | null {
  const stored = readJson<Stored<T>>(key);
  if (!stored || typeof stored.savedAt !== 'number' || !('data' in stored)) return null;
  return stored;
}

export function writeCached<T>(key: string, data: T, now: number): void {
  writeJson(key, { savedAt: now, data } satisfies Stored<T>);
}

export function isFresh(stored: Stored<unknown> | null, maxAgeMs: number, now: number): boolean {
  return stored !== null && now - stored.savedAt >= 0 && now - stored.savedAt < maxAgeMs;
}
