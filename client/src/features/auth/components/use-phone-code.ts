// Sending an SMS code: the captcha it needs, the session_info it returns and the 60 s resend cooldown.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { constants, messages, type CodePurpose } from '@shop/contracts';
import { isApiError } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/countdown';
import { captchaSolutionOptions, useCaptcha, useCaptchaSolution } from '../api/get-captcha';
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
    // Still working it out: wait for the same solution rather than start another.
    const captchaAnswer = await queryClient.fetchQuery(captchaSolutionOptions(challenge)).catch(() => null);
    if (!captchaAnswer) {
      void captcha.refetch();
      return messages.auth.captchaFailed;
    }
    try {
      const body = { phone, captcha_id: challenge.data.captcha_id, captcha_answer: captchaAnswer };
      const answer = purpose === 'bind' ? await sendForBinding.mutateAsync(body) : await sendForAuth.mutateAsync({ ...body, purpose });
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

  return { captcha, solution, sending: send.isPending, sent, cooldownLeft, sendTo, forget: () => setSent(null) };
}
