// Phone binding (spec 002 §7): GET /api/user/phone-binding/status, POST …/check, POST …/send-code
// (captcha, then the SMS code) and POST …/confirm.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  PhoneBindingCheckResponse,
  PhoneBindingConfirmRequest,
  PhoneBindingConfirmResponse,
  PhoneBindingSendCodeRequest,
  PhoneBindingSendCodeResponse,
  PhoneBindingStatusResponse,
} from '@shop/contracts';
import { apiRequest } from '../../../lib/api-client';
import { memberKeys } from '../../../api/member-keys';

export const phoneBindingStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...memberKeys.all, 'phone-binding'] as const,
    queryFn: ({ signal }) => apiRequest<PhoneBindingStatusResponse>('/user/phone-binding/status', { signal }),
  });

export const usePhoneBindingStatus = () => useQuery(phoneBindingStatusQueryOptions());

export const checkBindablePhone = (phone: string) =>
  apiRequest<PhoneBindingCheckResponse>('/user/phone-binding/check', { method: 'POST', body: { phone } });

export const sendBindingCode = (body: PhoneBindingSendCodeRequest) =>
  apiRequest<PhoneBindingSendCodeResponse>('/user/phone-binding/send-code', { method: 'POST', body });

export function useSendBindingCode() {
  return useMutation({ mutationKey: ['auth', 'send-binding-code'], mutationFn: sendBindingCode });
}

export const confirmPhoneBinding = (body: PhoneBindingConfirmRequest) =>
  apiRequest<PhoneBindingConfirmResponse>('/user/phone-binding/confirm', { method: 'POST', body });
