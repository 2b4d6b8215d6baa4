// Solving the shop's proof-of-work captcha (ALTCHA, SHA-256) as a browser does, with WebCrypto:
// the client's sign-up and phone forms run it, and the captcha bench runs this very function in
// Chromium to measure what the cost means on a phone. Self-contained (no imports or outer names),
// so it can be handed to a page as it is.
import type { CaptchaResponse } from '../api/auth';

/**
 * The captcha_answer for a challenge: base64 of the challenge with the number whose SHA-256 with
 * the salt is the challenge's hash, tried in batches so the page stays responsive.
 */
export async function solveCaptchaChallenge(challenge: CaptchaResponse['data']['challenge'], signal?: AbortSignal): Promise<string> {
  const batch = 500;
  const encoder = new TextEncoder();
  const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
  for (let start = 0; start <= challenge.maxnumber; start += batch) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const numbers = Array.from({ length: Math.min(batch, challenge.maxnumber - start + 1) }, (_, i) => start + i);
    const hashes = await Promise.all(numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))));
    const found = hashes.findIndex((h) => hex(h) === challenge.challenge);
    if (found >= 0) return btoa(JSON.stringify({ ...challenge, number: numbers[found] }));
  }
  throw new Error('captcha has no solution');
}
