// Register and forgot password share three steps (spec 002 "Login related"): 1 phone + captcha,
// 2 SMS code + password, 3 result. Only the final call and the words differ.
import { useState, type FormEvent, type ReactNode } from 'react';
import { messages, type CodePurpose } from '@shop/contracts';
import { failureMessage } from '../failure-message';
import { checkCodeAndPassword, checkPhone, PHONE_STEP_LIMITS } from '../phone-steps-validation';
import { CaptchaField } from './captcha-field';
import { PasswordInput } from './password-input';
import { SendCodeButton } from './send-code-button';
import { StepIndicator } from './step-indicator';
import { usePhoneCode, type SentCode } from './use-phone-code';

export interface FinishInput {
  phone: string;
  code: string;
  session_info: string;
  password: string;
  password_confirmation: string;
}

export function PhoneStepsFlow({
  purpose,
  stepLabels,
  phoneMaxLength,
  finishLabel,
  finish,
  beforeFinish,
  result,
}: {
  purpose: Extract<CodePurpose, 'register' | 'reset'>;
  stepLabels: readonly [string, string, string];
  phoneMaxLength: number;
  finishLabel: string;
  /** The step-2 call; rejects with the error to show. */
  finish: (input: FinishInput) => Promise<unknown>;
  /** Shown above the step-2 submit button (the invitation code on register). */
  beforeFinish?: ReactNode;
  result: ReactNode;
}) {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sms = usePhoneCode(purpose);

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    if (sms.sending) return;
    const checked = checkPhone(phone);
    if (!checked.ok) return setProblem(checked.message);
    const failed = await sms.sendTo(checked.phone);
    setProblem(failed);
    if (!failed) {
      setCode('');
      setStep(2);
    }
  };

  const onFinish = async (event: FormEvent, sent: SentCode) => {
    event.preventDefault();
    if (busy) return;
    const invalid = checkCodeAndPassword({ code, password, confirm });
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await finish({ phone: sent.phone, code: code.trim(), session_info: sent.sessionInfo, password, password_confirmation: confirm });
      setStep(3);
    } catch (error) {
      setProblem(failureMessage(error, messages.auth.verifyFailedRequestNewCode));
    } finally {
      setBusy(false);
    }
  };

  /** Back to step 1 for a new code: the captcha must be answered again before every SMS. */
  const resend = () => {
    setProblem(null);
    setStep(1);
  };

  const problemLine = (
    <p className="login-form__problem" role="alert" data-testid="steps-error" hidden={!problem}>
      {problem}
    </p>
  );

  return (
    <>
      <StepIndicator labels={stepLabels} current={step} />

      {step === 1 && (
        <form className="login-form" onSubmit={(e) => void onSend(e)} noValidate>
          <label className="field">
            <span className="field__label">手機號碼</span>
            <input
              className="field__input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={phoneMaxLength}
              placeholder="09xxxxxxxx"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              data-testid="steps-phone"
            />
          </label>
          <CaptchaField captcha={sms.captcha} solution={sms.solution} />
          {problemLine}
          <button type="submit" className="btn btn--primary btn--block" disabled={sms.sending || sms.cooldownLeft > 0} data-testid="steps-send">
            {sms.sending ? '發送中…' : sms.cooldownLeft > 0 ? `${sms.cooldownLeft} 秒後可重新發送` : '發送驗證碼'}
          </button>
        </form>
      )}

      {step === 2 && sms.sent && (
        <form className="login-form" onSubmit={(e) => void onFinish(e, sms.sent!)} noValidate>
          <p className="sent-to">
            <span>
              驗證碼已發送至 <strong data-testid="steps-sent-to">{sms.sent.phone}</strong>
            </span>
            <button type="button" onClick={resend}>
              更改號碼
            </button>
          </p>
          <label className="field">
            <span className="field__label">簡訊驗證碼</span>
            <span className="field__row">
              <input
                className="field__input field__input--code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={PHONE_STEP_LIMITS.codeLength}
                placeholder="6 位數驗證碼"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                data-testid="steps-code"
              />
              <SendCodeButton cooldownLeft={sms.cooldownLeft} sending={false} sentBefore onClick={resend} />
            </span>
          </label>
          <PasswordInput
            label="設定密碼"
            placeholder="6～20 個字元"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            testId="steps-password"
          />
          <PasswordInput
            label="確認密碼"
            placeholder="請再輸入一次密碼"
            value={confirm}
            onChange={setConfirm}
            autoComplete="new-password"
            testId="steps-confirm"
          />
          {beforeFinish}
          {problemLine}
          <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="steps-finish">
            {busy ? '處理中…' : finishLabel}
          </button>
        </form>
      )}

      {step === 3 && result}
    </>
  );
}
