// The result screen's share sheet (spec 001 §2, §8): LINE, Facebook and Threads open their share
// page; Instagram has none, so the link is copied. Copying is also the fallback when a share
// page cannot open.
import { constants, messages } from '@shop/contracts';

export type ShareTarget = 'line' | 'facebook' | 'instagram' | 'threads';

export const SHARE_TARGETS: readonly { id: ShareTarget; label: string }[] = [
  { id: 'line', label: 'LINE' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'instagram', label: 'Instagram' },
  { id: 'threads', label: 'Threads' },
];

export function shareUrl(target: Exclude<ShareTarget, 'instagram'>, link: string, text: string): string {
  const u = encodeURIComponent(link);
  switch (target) {
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${u}&text=${encodeURIComponent(text)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'threads':
      return `https://www.threads.net/intent/post?text=${encodeURIComponent(`${text} ${link}`)}`;
  }
}

export interface ShareEnv {
  open: (url: string) => Window | null;
  copy: (text: string) => Promise<void>;
  notify: (message: string) => void;
  wait: (ms: number) => Promise<void>;
}

async function copyLink(link: string, env: ShareEnv, copiedMessage: string): Promise<void> {
  try {
    await env.copy(link);
    env.notify(copiedMessage);
  } catch {
    env.notify(messages.share.shareManually);
  }
}

/** Shares `link`; returns once the share page opened or the link was copied (or could not be). */
export async function shareResult(target: ShareTarget, link: string, text: string, env: ShareEnv): Promise<void> {
  if (target === 'instagram') return copyLink(link, env, messages.share.linkCopied);
  const opened = env.open(shareUrl(target, link, text));
  if (opened) return;
  // A blocked pop-up: give the browser the spec's grace period, then copy instead.
  await env.wait(constants.navigation.shareFallbackTimeoutMs);
  await copyLink(link, env, messages.share.linkCopied);
}

export const browserShareEnv = (notify: (message: string) => void): ShareEnv => ({
  open: (url) => window.open(url, '_blank', 'noopener'),
  copy: async (text) => {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
  },
  notify,
  wait: (ms) => new Promise((r) => setTimeout(r, ms)),
});
