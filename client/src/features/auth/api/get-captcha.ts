// GET /api/auth/captcha: a single-use image challenge asked before every SMS.
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
    // Used once, then replaced by refetch(); never silently swapped under the user's answer.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCaptcha(slot: string) {
  return useQuery(captchaQueryOptions(slot));
}
