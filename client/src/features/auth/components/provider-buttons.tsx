// Google and LINE sign-in, each shown only when the server has it configured.
import { useProviders } from '../api/get-providers';
import { oidcLoginUrl } from '../api/oidc-callback';

function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

function LineMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#fff"
        d="M12 3C6.5 3 2 6.6 2 11.1c0 4 3.6 7.4 8.4 8 .3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s5.8-3.4 7.9-5.9c1.4-1.6 2.1-3.2 2.1-5C22 6.6 17.5 3 12 3z"
      />
      <path fill="#06C755" d="M7 9h1v3.6h2V14H7zM11 9h1v5h-1zM13 9h1l2 3V9h1v5h-1l-2-3v3h-1zM18 9h2.6v1H19v1h1.6v1H19v1h1.6v1H18z" />
    </svg>
  );
}

export function ProviderButtons({ redirect }: { redirect: string }) {
  const providers = useProviders();
  const enabled = providers.data?.data;
  if (!enabled || (!enabled.google && !enabled.line)) return null;
  return (
    <div className="providers" data-testid="providers">
      <p className="providers__divider">
        <span>或使用以下方式登入</span>
      </p>
      {enabled.line && (
        <a className="btn btn--block provider provider--line" href={oidcLoginUrl('line', redirect)} data-testid="provider-line">
          <LineMark />
          使用 LINE 登入
        </a>
      )}
      {enabled.google && (
        <a className="btn btn--block provider provider--google" href={oidcLoginUrl('google', redirect)} data-testid="provider-google">
          <GoogleMark />
          使用 Google 登入
        </a>
      )}
    </div>
  );
}
