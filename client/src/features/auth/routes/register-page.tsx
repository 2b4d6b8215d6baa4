// /firebase-register: three-step registration; an invitation code from /invite/{code} rides along.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SHOP_NAME } from '../../../components/brand/brand';
import { PageHeader } from '../../../components/page-header/page-header';
import { useSnapshot } from 'valtio';
import { auth, peekRedirect, safeRedirectPath, takeRedirect } from '../../../stores/auth.store';
import { useRegister } from '../api/register';
import { PhoneStepsFlow } from '../components/phone-steps-flow';
import { ResultCheckIcon } from '../components/result-check-icon';
import { forgetInvitationCode, storedInvitationCode } from '../invitation-code';
import { PHONE_STEP_LIMITS } from '../phone-steps-validation';
import '../components/auth-form.css';
import './login-page.css';

const STEPS = ['驗證手機', '設定密碼', '註冊完成'] as const;

export default function RegisterPage() {
  const signedIn = Boolean(useSnapshot(auth).token);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const register = useRegister();
  const invitationCode = params.get('invite') ?? storedInvitationCode();
  const next = safeRedirectPath(params.get('redirect')) ?? peekRedirect() ?? '/';

  const result = (
    <div className="result" data-testid="register-done">
      <span className="result__badge">
        <ResultCheckIcon />
      </span>
      <h3 className="result__title">註冊成功</h3>
      <p className="text-muted">歡迎加入{SHOP_NAME}，您已自動登入。</p>
      <div className="result__actions">
        <button
          type="button"
          className="btn btn--primary btn--block"
          data-testid="register-continue"
          onClick={() => {
            takeRedirect();
            navigate(next, { replace: true });
          }}
        >
          開始逛逛
        </button>
        <Link className="btn btn--ghost btn--block" to="/user" replace>
          前往會員中心
        </Link>
      </div>
    </div>
  );

  return (
    <div className="page">
      <PageHeader title="註冊" />
      <div className="page-body">
        <div className="login">
          <div className="login__welcome">
            <img className="login__logo" src="/icon.svg" alt="" />
            <h2 className="login__title">加入{SHOP_NAME}</h2>
            <p className="login__subtitle">用手機號碼註冊，馬上開抽</p>
          </div>
          <section className="login__card login__card--steps card">
            <PhoneStepsFlow
              purpose="register"
              stepLabels={STEPS}
              phoneMaxLength={PHONE_STEP_LIMITS.registerPhoneMaxLength}
              finishLabel="完成註冊"
              finish={async (input) => {
                await register.mutateAsync({ ...input, ...(invitationCode ? { invitation_code: invitationCode } : {}) });
                forgetInvitationCode();
              }}
              beforeFinish={
                invitationCode && (
                  <p className="invite-chip" data-testid="register-invite">
                    邀請碼：{invitationCode}
                  </p>
                )
              }
              result={result}
            />
          </section>
          {/* Not to a member who is signed in (step 3: registration signed them in). */}
          {!signedIn && (
            <p className="login__terms">
              已經有帳號？<Link to="/login">立即登入</Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
