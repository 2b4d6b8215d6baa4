// Sending an SMS code: the captcha it needs, the session_info it returns and the 60 s resend cooldown.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { constants, messages, type CaptchaResponse, type CodePurpose } from '@shop/contracts';
import { isApiError } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/countdown';
import { captchaSolutionOptions, getCaptcha, useCaptcha, useCaptchaSolution } from '../api/get-captcha';
import { useSendCode } from '../api/send-code';
import { useSendBindingCode } from '../api/phone-binding';
import { failureMessage } from '../failure-message';

export const RESEND_COOLDOWN_SECONDS = constants.account.smsResendCooldownSeconds;

export interface SentCode {
  phone: string;
  sessionInfo: string;
}

/** 'bind': a signed-in member's code for binding a phone (POST /user/phone-binding/send-code). */
export function usePhoneCode(purpose: CodePurpose | 'bind') {
  const captcha = useCaptcha(purpose);
  const solution = useCaptchaSolution(captcha.data);
  const queryClient = useQueryClient();
  const sendForAuth = useSendCode();
  const sendForBinding = useSendBindingCode();
  const send = purpose === 'bind' ? sendForBinding : sendForAuth;
  const [sent, setSent] = useState<SentCode | null>(null);
  const [cooldown, setCooldown] = useState({ remain: 0, syncedAt: 0 });
  const cooldownLeft = useCountdown(cooldown.remain, cooldown.syncedAt);

  /** Sends a code; resolves to null on success or to the message to show. */
  async function sendTo(phone: string): Promise<string | null> {
    const challenge = captcha.data;
    if (!challenge) return messages.auth.captchaFailed;
    try {
      // Still working it out: wait for the same solution rather than start another.
      let answer = await sendWith(phone, challenge);
      // A phone many sends aim at costs more: solve one priced for it, and send once more.
      if (answer === 'too-cheap') answer = await sendWith(phone, await getCaptcha(undefined, phone));
      if (answer === 'too-cheap') return messages.auth.captchaTooCheap;
      if (!answer) return messages.auth.captchaFailed;
      setSent({ phone, sessionInfo: answer.session_info });
      setCooldown({ remain: answer.resend_after || RESEND_COOLDOWN_SECONDS, syncedAt: Date.now() });
      return null;
    } catch (error) {
      // A 429 with a remaining cooldown still counts down on screen.
      if (isApiError(error) && error.status === 429 && error.remain) setCooldown({ remain: error.remain, syncedAt: Date.now() });
      return failureMessage(error, messages.auth.sendCodeFailed);
    } finally {
      // Single use: the next send needs a fresh challenge, and a failure re-initialises it (002 §8).
      void captcha.refetch();
    }
  }

  /** The send's answer; null when the challenge could not be solved, 'too-cheap' when the phone needs a dearer one. */
  async function sendWith(phone: string, challenge: CaptchaResponse) {
    const captchaAnswer = await queryClient.fetchQuery(captchaSolutionOptions(challenge)).catch(() => null);
    if (!captchaAnswer) return null;
    const body = { phone, captcha_id: challenge.data.captcha_id, captcha_answer: captchaAnswer };
    try {
      return purpose === 'bind' ? await sendForBinding.mutateAsync(body) : await sendForAuth.mutateAsync({ ...body, purpose });
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.message === messages.auth.captchaTooCheap) return 'too-cheap' as const;
      throw error;
    }
  }

  return { captcha, solution, sending: send.isPending, sent, cooldownLeft, sendTo, forget: () => setSent(null) };
}
