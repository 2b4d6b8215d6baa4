// The search box rule shared by every search entry (spec 000 §5).
import { messages } from '@shop/contracts';

export const EMPTY_KEYWORD_MESSAGE = messages.search.keywordRequired;

export type SearchTarget = { ok: true; to: string } | { ok: false; message: string };

export function searchTarget(keyword: string): SearchTarget {
  const trimmed = keyword.trim();
  if (!trimmed) return { ok: false, message: EMPTY_KEYWORD_MESSAGE };
  return { ok: true, to: `/search?q=${encodeURIComponent(trimmed)}` };
}
