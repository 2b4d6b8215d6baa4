// Short messages shown over the page; the toast component renders them.
import { proxy } from 'valtio';

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

export const toasts = proxy<{ items: Toast[] }>({ items: [] });

const DEFAULT_DURATION_MS = 2600;
const MAX_VISIBLE = 3;
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function schedule(id: number, durationMs: number) {
  const existing = timers.get(id);
  if (existing) clearTimeout(existing);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
}

/** Shows a message; the same message already on screen is refreshed rather than stacked. */
export function showToast(message: string, kind: ToastKind = 'info', durationMs = DEFAULT_DURATION_MS): number {
  const same = toasts.items.find((t) => t.message === message);
  if (same) {
    same.kind = kind;
    schedule(same.id, durationMs);
    return same.id;
  }
  const id = nextId++;
  toasts.items.push({ id, message, kind });
  while (toasts.items.length > MAX_VISIBLE) dismissToast(toasts.items[0].id);
  schedule(id, durationMs);
  return id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const index = toasts.items.findIndex((t) => t.id === id);
  if (index >= 0) toasts.items.splice(index, 1);
}
