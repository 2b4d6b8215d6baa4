// /linelogin: starts the LINE sign-in (a full page load to the server, which sends the browser on),
// or says so when LINE sign-in is not configured.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/state/state-views';
import { peekRedirect, safeRedirectPath } from '../../../stores/auth.store';
import { useProviders } from '../api/get-providers';
import { oidcLoginUrl } from '../api/oidc-callback';
import '../components/auth-form.css';
import './login-page.css';

export default function LineLoginPage() {
  const [params] = useSearchParams();
  const providers = useProviders();
  const redirect = safeRedirectPath(params.get('redirect')) ?? peekRedirect() ?? '/';
  const enabled = providers.data?.data.line === true;

  useEffect(() => {
    if (enabled) window.location.replace(oidcLoginUrl('line', redirect));
  }, [enabled, redirect]);

  if (providers.isPending || enabled) return <PageLoader label="前往 LINE 登入…" />;
  return (
    <div className="page">
      <PageHeader title="LINE 登入" />
      <div className="page-body">
        <div className="login">
          <section className="result card login__card" role="alert">
            <h3 className="result__title">{providers.isError ? messages.auth.loginFailed : messages.auth.providerDisabled}</h3>
            <Link className="btn btn--primary btn--block" to="/login" replace>
              返回登入
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}
