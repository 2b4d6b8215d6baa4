// Short messages shown over the page; the toast component renders them.
import { proxy } from 'valtio';

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  /** What the toast is about (a form): a newer toast about it replaces this one. */
  topic?: string;
}

export interface ToastOptions {
  durationMs?: number;
  topic?: string;
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

/**
 * Shows a message; the same message already on screen is refreshed rather than stacked, and a
 * message with a `topic` replaces the earlier one about that topic (已儲存 takes the place of the
 * form's last error).
 */
export function showToast(message: string, kind: ToastKind = 'info', options: number | ToastOptions = {}): number {
  const { durationMs = DEFAULT_DURATION_MS, topic } = typeof options === 'number' ? { durationMs: options } : options;
  if (topic) for (const old of toasts.items.filter((t) => t.topic === topic && t.message !== message)) dismissToast(old.id);
  const same = toasts.items.find((t) => t.message === message);
  if (same) {
    same.kind = kind;
    same.topic = topic;
    schedule(same.id, durationMs);
    return same.id;
  }
  const id = nextId++;
  toasts.items.push({ id, message, kind, ...(topic ? { topic } : {}) });
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
