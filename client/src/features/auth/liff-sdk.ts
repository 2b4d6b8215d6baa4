// The LINE Front-end Framework SDK: a third-party browser global (`window.liff`) loaded from
// LINE's own host, only on /lifflogin. Only the calls the sign-in needs are typed.
import { messages } from '@shop/contracts';

export const LIFF_SDK_URL = 'https://static.line-scdn.net/liff/edge/2/sdk.js';
const LOAD_TIMEOUT_MS = 15_000;

export interface Liff {
  init(config: { liffId: string }): Promise<void>;
  isLoggedIn(): boolean;
  login(config?: { redirectUri?: string }): void;
  getIDToken(): string | null;
}

declare global {
  interface Window {
    liff?: Liff;
  }
}

/** Resolves with `window.liff`, adding the SDK's script when it is not there yet. */
export function loadLiffSdk(): Promise<Liff> {
  if (window.liff) return Promise.resolve(window.liff);
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${LIFF_SDK_URL}"]`);
    const script = existing ?? Object.assign(document.createElement('script'), { src: LIFF_SDK_URL, async: true });
    const fail = () => {
      cleanup();
      // Gone, so a later try adds it afresh.
      script.remove();
      reject(new Error(messages.auth.liffSdkNotLoaded));
    };
    const loaded = () => {
      cleanup();
      if (window.liff) resolve(window.liff);
      else fail();
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    function cleanup() {
      window.clearTimeout(timer);
      script.removeEventListener('load', loaded);
      script.removeEventListener('error', fail);
    }
    script.addEventListener('load', loaded);
    script.addEventListener('error', fail);
    if (!existing) document.head.appendChild(script);
  });
}

/** The words for a failed `liff.init`: the messaging app's code when it gives a known one. */
export function liffSetupMessage(error: unknown): string {
  const code = Number((error as { code?: unknown } | null)?.code);
  return messages.auth.liffSetupFailed[code] ?? messages.auth.loginFailed;
}
