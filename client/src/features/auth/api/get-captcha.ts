// GET /api/auth/captcha: a single-use proof-of-work challenge asked before every SMS, and its
// solution, worked out in the browser as soon as the challenge arrives.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaptchaResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getCaptcha(signal?: AbortSignal): Promise<CaptchaResponse> {
  return apiRequest<CaptchaResponse>('/auth/captcha', { signal });
}

/** `slot` names the form that shows it, so two forms never share one single-use challenge. */
export const captchaQueryOptions = (slot: string) =>
  queryOptions({
    queryKey: ['auth', 'captcha', slot],
    queryFn: ({ signal }) => getCaptcha(signal),
    // Used once, then replaced by refetch(); never silently swapped under a solution.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCaptcha(slot: string) {
  return useQuery(captchaQueryOptions(slot));
}

type Challenge = CaptchaResponse['data']['challenge'];
const BATCH = 500;

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The captcha_answer for a challenge: base64 of the challenge with the number whose SHA-256 with
 * the salt is the challenge's hash (ALTCHA), tried in batches so the page stays responsive.
 */
export async function solveCaptcha(challenge: Challenge, signal?: AbortSignal): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const numbers = Array.from({ length: Math.min(BATCH, challenge.maxnumber - start + 1) }, (_, i) => start + i);
    const hashes = await Promise.all(numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))));
    const found = hashes.findIndex((h) => hex(h) === challenge.challenge);
    if (found >= 0) return btoa(JSON.stringify({ ...challenge, number: numbers[found] }));
  }
  throw new Error('captcha has no solution');
}

export const captchaSolutionOptions = (captcha: CaptchaResponse | undefined) =>
  queryOptions({
    queryKey: ['auth', 'captcha-solution', captcha?.data.captcha_id ?? null],
    queryFn: ({ signal }) => solveCaptcha(captcha!.data.challenge, signal),
    enabled: Boolean(captcha),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCaptchaSolution(captcha: CaptchaResponse | undefined) {
  return useQuery(captchaSolutionOptions(captcha));
}
