// /login/line-callback: the identity provider (LINE or Google) sends the browser back here with
// code and state; the server finishes the sign-in and names where to go.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/state/state-views';
import { safeRedirectPath, takeRedirect } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { finishOidcSignIn } from '../api/oidc-callback';
import { failureMessage } from '../failure-message';
import '../components/auth-form.css';
import './login-page.css';

export default function LineCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const state = params.get('state');
  const [problem, setProblem] = useState<string | null>(code && state ? null : messages.auth.lineTokenMissing);
  const started = useRef(false);

  useEffect(() => {
    // The code is single use: StrictMode's second effect run must not spend it again.
    if (!code || !state || started.current) return;
    started.current = true;
    finishOidcSignIn(code, state)
      .then((response) => {
        const stored = takeRedirect();
        showToast('登入成功', 'success');
        navigate(safeRedirectPath(response.redirect) ?? stored ?? '/', { replace: true });
      })
      .catch((error: unknown) => setProblem(failureMessage(error, messages.auth.userVerifyFailed)));
  }, [code, state, navigate]);

  return (
    <div className="page">
      <PageHeader title="登入" />
      <div className="page-body">
        <div className="login">
          {problem ? (
            <section className="result card login__card" role="alert" data-testid="oidc-error">
              <h3 className="result__title">{problem}</h3>
              <Link className="btn btn--primary btn--block" to="/login" replace>
                返回登入
              </Link>
            </section>
          ) : (
            <PageLoader label="登入中…" />
          )}
        </div>
      </div>
    </div>
  );
}
