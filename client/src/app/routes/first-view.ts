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

/** How long a rendered page stays under the painted view waiting for the view's picture (a slow picture must not hide the page). */
const PICTURE_WAIT_MS = 1000;

/**
 * Removes the painted first view: called in the same commit as a page's first render, so nothing flashes.
 * The view's picture is the screen's largest paint: the view stays until the picture has been painted (a
 * frame after it has loaded), up to PICTURE_WAIT_MS. Removed before that, the largest paint would be the
 * page's own copy of the same picture, drawn later, once the scripts have run.
 */
export function dismissFirstView(): void {
  const view = document.getElementById('first-view');
  if (!view) return;
  const remove = () => view.remove();
  const picture = view.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture) return remove();
  // A rendering step paints the loaded picture; a task queued from its animation frame runs after that paint.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(remove));
  if (picture.complete) afterPaint();
  else {
    picture.addEventListener('load', afterPaint);
    picture.addEventListener('error', remove);
  }
  setTimeout(remove, PICTURE_WAIT_MS);
}
