// /lifflogin: sign-in inside the LINE app. Loads the LIFF SDK, starts LINE's login when needed,
// then trades LINE's id token for a shop session (POST /api/line/liff-login). Setup failures
// (SDK not loaded, init refused) toast and go to /login (spec 002 §8); when LINE or its LIFF app is
// not configured, the page says so with a way back to /login.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/state/state-views';
import { safeRedirectPath, takeRedirect } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { useProviders } from '../api/get-providers';
import { liffLogin } from '../api/liff-login';
import { failureMessage } from '../failure-message';
import { liffSetupMessage, loadLiffSdk } from '../liff-sdk';
import '../components/auth-form.css';
import './login-page.css';

class SetupFailed extends Error {}

export default function LiffLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const providers = useProviders();
  const liffId = providers.data?.data.line ? providers.data.data.line_liff_id : null;
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The id token is spent once: StrictMode's second effect run must not post it again.
    if (!liffId || started.current) return;
    started.current = true;
    const fromQuery = safeRedirectPath(params.get('redirect'));

    (async () => {
      const liff = await loadLiffSdk().catch((error: Error) => {
        throw new SetupFailed(error.message);
      });
      await liff.init({ liffId }).catch((error: unknown) => {
        throw new SetupFailed(liffSetupMessage(error));
      });
      if (!liff.isLoggedIn()) {
        // LINE's login page sends the browser back here, this time signed in to LINE.
        liff.login({ redirectUri: window.location.href });
        return;
      }
      const idToken = liff.getIDToken();
      if (!idToken) throw new Error(messages.auth.lineSessionExpired);
      const response = await liffLogin(idToken);
      const stored = takeRedirect();
      showToast('登入成功', 'success');
      navigate(fromQuery ?? stored ?? safeRedirectPath(response.redirect_url) ?? '/', { replace: true });
    })().catch((error: unknown) => {
      if (error instanceof SetupFailed) {
        showToast(error.message, 'error');
        navigate('/login', { replace: true });
        return;
      }
      setProblem(failureMessage(error, error instanceof Error ? error.message : messages.auth.loginFailed));
    });
  }, [liffId, params, navigate]);

  const unavailable = providers.isError ? messages.auth.loginFailed : !providers.isPending && !liffId ? messages.auth.providerDisabled : null;
  const shown = problem ?? unavailable;
  if (!shown) return <PageLoader label="LINE 登入中…" />;
  return (
    <div className="page">
      <PageHeader title="LINE 登入" />
      <div className="page-body">
        <div className="login">
          <section className="result card login__card" role="alert" data-testid="liff-error">
            <h3 className="result__title">{shown}</h3>
            <Link className="btn btn--primary btn--block" to="/login" replace>
              返回登入
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}
