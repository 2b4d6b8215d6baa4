// What the home page's "install app" button does (spec 000 §2, §6, §8).
export type InstallStep = 'login' | 'claim' | 'ios' | 'prompt' | 'hint';

export interface InstallContext {
  loggedIn: boolean;
  /** Running as the installed app (display-mode standalone). */
  installed: boolean;
  ios: boolean;
  /** The browser offered an install prompt (beforeinstallprompt was kept). */
  canPrompt: boolean;
}

export function installStep(ctx: InstallContext): InstallStep {
  if (!ctx.loggedIn) return 'login';
  if (ctx.installed) return 'claim';
  if (ctx.ios) return 'ios';
  if (ctx.canPrompt) return 'prompt';
  return 'hint';
}

export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  // iPadOS 13+ reports itself as a Mac; touch points give it away.
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
