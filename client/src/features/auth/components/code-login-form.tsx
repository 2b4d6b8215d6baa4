// Phone + SMS code sign-in: captcha, send (60 s cooldown), then the 6-character code.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '@shop/contracts';
import { useVerifyCode } from '../api/verify-code';
import { failureMessage } from '../failure-message';
import { PhoneInput } from './phone-input';
import { checkLoginCode, checkPhone, PHONE_STEP_LIMITS } from '../phone-steps-validation';
import { CaptchaField } from './captcha-field';
import { SendCodeButton } from './send-code-button';
import { usePhoneCode } from './use-phone-code';

export function CodeLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sms = usePhoneCode('login');
  const verify = useVerifyCode();

  const onSend = async () => {
    const checked = checkPhone(phone);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    const failed = await sms.sendTo(checked.phone);
    setProblem(failed);
    setNotice(failed ? null : `驗證碼已發送至 ${checked.phone}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    const checked = checkPhone(phone);
    if (!checked.ok) return setProblem(checked.message);
    const badCode = checkLoginCode(code);
    if (badCode) return setProblem(badCode);
    // No code was sent to this phone in this form: the verification information is missing.
    if (!sms.sent || sms.sent.phone !== checked.phone) return setProblem(messages.auth.codeInvalid);
    setProblem(null);
    verify.mutate(
      { phone: checked.phone, code: code.trim(), session_info: sms.sent.sessionInfo },
      { onSuccess: onSignedIn, onError: (error) => setProblem(failureMessage(error, messages.auth.verifyFailedRequestNewCode)) },
    );
  };

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate role="tabpanel">
      <PhoneInput value={phone} onChange={setPhone} testId="code-phone" />

      <CaptchaField captcha={sms.captcha} solution={sms.solution} />

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
            onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
            data-testid="code-input"
          />
          <SendCodeButton cooldownLeft={sms.cooldownLeft} sending={sms.sending} sentBefore={Boolean(sms.sent)} onClick={() => void onSend()} />
        </span>
      </label>

      {notice && !problem && (
        <p className="login-form__notice" data-testid="code-notice">
          {notice}
        </p>
      )}
      <p className="login-form__problem" role="alert" data-testid="code-error" hidden={!problem}>
        {problem}
      </p>

      <button type="submit" className="btn btn--primary btn--block" disabled={verify.isPending} data-testid="code-submit">
        {verify.isPending ? '登入中…' : '登入'}
      </button>

      <div className="login-form__links">
        <span />
        <span>
          還沒有帳號？<Link to="/firebase-register">立即註冊</Link>
        </span>
      </div>
    </form>
  );
}
