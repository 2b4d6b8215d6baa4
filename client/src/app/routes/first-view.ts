// The first view the server paints for a buying screen (server/src/http/route-preloads.ts): the answers
// it inlined, read once, and the painted view fixed over the app, removed when the page has rendered.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

let answers: Record<string, unknown> | undefined;

/** The answer the server inlined for an API path (as `apiRequest` would return it), if any. */
export function firstAnswer(apiPath: string): unknown {
  if (answers === undefined) {
    const text = document.getElementById('first-answers')?.textContent;
    try {
      answers = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      answers = {};
    }
  }
  return answers[apiPath];
}

/** Seeds `key` from the inlined answer for `apiPath`: true when there was one (the page then asks nothing). */
export function seedFromFirstAnswer<T>(queryClient: QueryClient, key: QueryKey, apiPath: string, pick: (answer: never) => T): boolean {
  const answer = firstAnswer(apiPath);
  if (answer === undefined) return false;
  if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, pick(answer as never));
  return true;
}

/** Removes the painted first view: called in the same commit as a page's first render, so nothing flashes. */
export function dismissFirstView(): void {
  document.getElementById('first-view')?.remove();
}
