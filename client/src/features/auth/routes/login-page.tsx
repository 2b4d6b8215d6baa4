// /login: phone + password sign-in; the verification-code tab is built by another issue.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@shop/contracts';
import { SHOP_NAME } from '../../../components/brand/brand';
import { PageHeader } from '../../../components/page-header/page-header';
import { safeRedirectPath, takeRedirect } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { PasswordLoginForm } from '../components/password-login-form';
import './login-page.css';

type LoginTab = 'password' | 'code';

export default function LoginPage() {
  const [tab, setTab] = useState<LoginTab>('password');
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const onSignedIn = () => {
    const stored = takeRedirect();
    const target = safeRedirectPath(params.get('redirect')) ?? stored ?? '/';
    showToast('登入成功', 'success');
    navigate(target, { replace: true });
  };

  return (
    <div className="page">
      <PageHeader title="登入" />
      <div className="page-body">
        <div className="login">
          <div className="login__welcome">
            <img className="login__logo" src="/icon.svg" alt="" />
            <h2 className="login__title">歡迎回到{SHOP_NAME}</h2>
            <p className="login__subtitle">登入後即可抽賞、儲值與查看盒櫃</p>
          </div>

          <section className="login__card card">
            <div className="login-tabs" role="tablist" aria-label="登入方式">
              <button
                type="button"
                role="tab"
                className="login-tab"
                aria-selected={tab === 'password'}
                onClick={() => setTab('password')}
              >
                密碼登入
              </button>
              <button
                type="button"
                role="tab"
                className="login-tab"
                aria-selected={tab === 'code'}
                onClick={() => setTab('code')}
              >
                驗證碼登入
              </button>
            </div>

            {tab === 'password' ? (
              <PasswordLoginForm onSignedIn={onSignedIn} />
            ) : (
              <div className="login__soon" role="tabpanel">
                <span className="chip">{messages.common.notOpenYet}</span>
                <p className="login__soon-title">驗證碼登入即將開放</p>
                <p className="text-muted">請先使用手機號碼與密碼登入。</p>
                <button type="button" className="btn btn--secondary btn--small" onClick={() => setTab('password')}>
                  改用密碼登入
                </button>
              </div>
            )}
          </section>

          <p className="login__terms">
            登入即表示您同意<Link to="/settings/terms">服務條款</Link>與<Link to="/settings/privacy">隱私權政策</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
