// /settings/phone-binding — 綁定手機 (spec 002 §4, §5, §8): enter the phone, check it with the
// server, send the SMS code (captcha first; resend disabled for 60 s), enter 6 digits, confirm.
// A bound account shows its phone; binding pays the invitation reward to the member and the inviter.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { constants, messages, type PhoneBindingConfirmResponse } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { maskPhone } from '../../../lib/mask-phone';
import { refreshMemberData } from '../../../api/member-keys';
import { checkBindablePhone as askServer, confirmPhoneBinding, usePhoneBindingStatus } from '../api/phone-binding';
import { CaptchaField } from '../components/captcha-field';
import { PhoneInput } from '../components/phone-input';
import { ResultCheckIcon } from '../components/result-check-icon';
import { SendCodeButton } from '../components/send-code-button';
import { StepIndicator } from '../components/step-indicator';
import { usePhoneCode } from '../components/use-phone-code';
import { failureMessage } from '../failure-message';
import { checkBindablePhone, checkBindingCode } from '../phone-binding-validation';
import '../components/auth-form.css';
import './login-page.css';

const STEPS = ['輸入手機', '輸入驗證碼', '綁定完成'] as const;
const formatTime = (iso: string) => new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false });

export default function PhoneBindingPage() {
  const status = usePhoneBindingStatus();
  const queryClient = useQueryClient();
  const sms = usePhoneCode('bind');
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<PhoneBindingConfirmResponse['data'] | null>(null);

  const onNext = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || sms.sending) return;
    const checked = checkBindablePhone(phone);
    if (!checked.ok) return setProblem(checked.message);
    setBusy(true);
    try {
      await askServer(checked.phone);
    } catch (error) {
      setBusy(false);
      return setProblem(failureMessage(error, messages.phoneBinding.checkFailed));
    }
    const failed = await sms.sendTo(checked.phone);
    setBusy(false);
    setProblem(failed);
    if (!failed) {
      setCode('');
      setStep(2);
    }
  };

  const resend = async () => {
    if (!sms.sent) return;
    setProblem(await sms.sendTo(sms.sent.phone));
  };

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !sms.sent) return;
    const invalid = checkBindingCode(code);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await confirmPhoneBinding({ phone: sms.sent.phone, code, session_info: sms.sent.sessionInfo });
      setDone(answer.data);
      setStep(3);
      void refreshMemberData(queryClient);
    } catch (error) {
      setProblem(failureMessage(error, messages.phoneBinding.bindFailed));
    } finally {
      setBusy(false);
    }
  };

  const problemLine = (
    <p className="login-form__problem" role="alert" data-testid="binding-error" hidden={!problem}>
      {problem}
    </p>
  );

  const body = () => {
    if (step === 3 && done)
      return (
        <div className="result" data-testid="binding-done">
          <span className="result__badge">
            <ResultCheckIcon />
          </span>
          <h3 className="result__title">{messages.phoneBinding.bound}</h3>
          <p className="text-muted">已綁定 {maskPhone(done.boundPhone)}</p>
          {done.invitation_reward && (
            <p className="text-muted" data-testid="binding-reward">
              邀請獎勵 {done.invitation_reward.points} 紅利點數已發放給您和邀請人
            </p>
          )}
          <div className="result__actions">
            <Link to="/bean" className="btn btn--primary btn--block" data-testid="binding-to-bean">
              查看我的紅利
            </Link>
            <Link to="/settings" className="btn btn--secondary btn--block">
              返回設定
            </Link>
          </div>
        </div>
      );
    if (status.isPending) return <PageLoader />;
    if (status.isError) return <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} />;
    const current = status.data.data;
    if (current.isBound && current.boundPhone)
      return (
        <div className="result" data-testid="binding-bound">
          <span className="result__badge">
            <ResultCheckIcon />
          </span>
          <h3 className="result__title">已綁定手機</h3>
          <p className="text-muted" data-testid="binding-bound-phone">
            {maskPhone(current.boundPhone)}
          </p>
          {current.boundAt && (
            <p className="text-muted">
              {current.isPhoneLogin ? '註冊時間' : '綁定時間'}：{formatTime(current.boundAt)}
            </p>
          )}
          <div className="result__actions">
            <Link to="/settings" className="btn btn--secondary btn--block">
              返回設定
            </Link>
          </div>
        </div>
      );
    return (
      <>
        <p className="text-muted">
          綁定手機後即可使用手機登入；受邀好友綁定手機，您與邀請人各得 {constants.points.phoneBindingRewardPoints} 紅利點數。
        </p>
        <StepIndicator labels={STEPS} current={step} />
        {step === 1 && (
          <form className="login-form" onSubmit={(e) => void onNext(e)} noValidate>
            <PhoneInput value={phone} onChange={setPhone} testId="binding-phone" />
            <CaptchaField captcha={sms.captcha} solution={sms.solution} />
            {problemLine}
            <button
              type="submit"
              className="btn btn--primary btn--block"
              disabled={busy || sms.sending || sms.cooldownLeft > 0}
              data-testid="binding-next"
            >
              {busy || sms.sending ? '處理中…' : sms.cooldownLeft > 0 ? `${sms.cooldownLeft} 秒後可重新發送` : '下一步'}
            </button>
          </form>
        )}
        {step === 2 && sms.sent && (
          <form className="login-form" onSubmit={(e) => void onConfirm(e)} noValidate>
            <p className="sent-to">
              <span>
                驗證碼已發送至 <strong data-testid="binding-sent-to">{sms.sent.phone}</strong>
              </span>
              <button
                type="button"
                onClick={() => {
                  setProblem(null);
                  setStep(1);
                }}
              >
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
                  maxLength={constants.account.verificationCodeLength}
                  placeholder="6 位數驗證碼"
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                  data-testid="binding-code"
                />
                <SendCodeButton cooldownLeft={sms.cooldownLeft} sending={sms.sending} sentBefore onClick={() => void resend()} />
              </span>
            </label>
            {problemLine}
            <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="binding-confirm">
              {busy ? '綁定中…' : '確認綁定'}
            </button>
          </form>
        )}
      </>
    );
  };

  return (
    <div className="page">
      <PageHeader title="綁定手機" />
      <div className="page-body">{body()}</div>
    </div>
  );
}
