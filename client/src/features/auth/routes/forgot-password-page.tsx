// /forgot-password: the register steps, ending with a new password (every session is ended).
import { Link } from 'react-router';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { useResetPassword } from '../api/reset-password';
import { PhoneStepsFlow } from '../components/phone-steps-flow';
import { ResultCheckIcon } from '../components/result-check-icon';
import { PHONE_STEP_LIMITS } from '../phone-steps-validation';
import '../components/auth-form.css';
import './login-page.css';

const STEPS = ['驗證手機', '重設密碼', '完成'] as const;

export default function ForgotPasswordPage() {
  const reset = useResetPassword();

  const result = (
    <div className="result" data-testid="reset-done">
      <span className="result__badge">
        <ResultCheckIcon />
      </span>
      <h3 className="result__title">{messages.auth.passwordResetDone}</h3>
      <p className="text-muted">請使用新密碼登入。</p>
      <div className="result__actions">
        <Link className="btn btn--primary btn--block" to="/login" replace>
          前往登入
        </Link>
      </div>
    </div>
  );

  return (
    <div className="page">
      <PageHeader title="忘記密碼" />
      <div className="page-body">
        <div className="login">
          <div className="login__welcome">
            <h2 className="login__title">重設密碼</h2>
            <p className="login__subtitle">輸入註冊時的手機號碼，我們會傳送簡訊驗證碼給您</p>
          </div>
          <section className="login__card login__card--steps card">
            <PhoneStepsFlow
              purpose="reset"
              stepLabels={STEPS}
              phoneMaxLength={PHONE_STEP_LIMITS.forgotPhoneLength}
              finishLabel="確認重設"
              finish={(input) => reset.mutateAsync(input)}
              result={result}
            />
          </section>
          <p className="login__terms">
            想起密碼了？<Link to="/login">返回登入</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
