// /login: phone + password or phone + SMS code, and the identity providers the server has enabled.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SHOP_NAME } from '../../../components/brand/brand';
import { PageHeader } from '../../../components/page-header/page-header';
import { peekRedirect, safeRedirectPath, takeRedirect } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { CodeLoginForm } from '../components/code-login-form';
import { PasswordLoginForm } from '../components/password-login-form';
import { ProviderButtons } from '../components/provider-buttons';
import '../components/auth-form.css';
import './login-page.css';

type LoginTab = 'password' | 'code';

export default function LoginPage() {
  const [tab, setTab] = useState<LoginTab>('password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryRedirect = safeRedirectPath(params.get('redirect'));

  const onSignedIn = () => {
    const stored = takeRedirect();
    showToast('登入成功', 'success');
    navigate(queryRedirect ?? stored ?? '/', { replace: true });
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
                data-testid="login-tab-password"
              >
                密碼登入
              </button>
              <button
                type="button"
                role="tab"
                className="login-tab"
                aria-selected={tab === 'code'}
                onClick={() => setTab('code')}
                data-testid="login-tab-code"
              >
                驗證碼登入
              </button>
            </div>

            {tab === 'password' ? <PasswordLoginForm onSignedIn={onSignedIn} /> : <CodeLoginForm onSignedIn={onSignedIn} />}

            <ProviderButtons redirect={queryRedirect ?? peekRedirect() ?? '/'} />
          </section>

          <p className="login__terms">
            登入即表示您同意<Link to="/settings/terms">服務條款</Link>與<Link to="/settings/privacy">隱私權政策</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
