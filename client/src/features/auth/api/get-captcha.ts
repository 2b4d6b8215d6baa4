// GET /api/auth/captcha: a single-use proof-of-work challenge asked before every SMS, and its
// solution, worked out in the browser as soon as the challenge arrives.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { solveCaptchaChallenge, type CaptchaResponse } from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';

/** With `phone`, a challenge priced for a send to that phone (asked again after captchaTooCheap). */
export function getCaptcha(signal?: AbortSignal, phone?: string): Promise<CaptchaResponse> {
  return apiRequest<CaptchaResponse>(phone ? `/auth/captcha?phone=${encodeURIComponent(phone)}` : '/auth/captcha', { signal });
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

export const captchaSolutionOptions = (captcha: CaptchaResponse | undefined) =>
  queryOptions({
    queryKey: ['auth', 'captcha-solution', captcha?.data.captcha_id ?? null],
    queryFn: ({ signal }) => solveCaptchaChallenge(captcha!.data.challenge, signal),
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
