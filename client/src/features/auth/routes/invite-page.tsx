// /invite/{code}: the invitation landing (loading, valid, invalid); the code is kept for registration.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '@shop/contracts';
import { SHOP_NAME } from '../../../components/brand/brand';
import { PageHeader } from '../../../components/page-header/page-header';
import { PageLoader } from '../../../components/state/state-views';
import { useSnapshot } from 'valtio';
import { auth } from '../../../stores/auth.store';
import { useInvitation } from '../api/get-invitation';
import { rememberInvitationCode } from '../invitation-code';
import '../components/auth-form.css';
import './login-page.css';
import './invite-page.css';

export default function InvitePage() {
  const { code = '' } = useParams();
  const invitation = useInvitation(code);
  const { token } = useSnapshot(auth);
  const validCode = invitation.data?.data.invitation_code;

  useEffect(() => {
    if (validCode) rememberInvitationCode(validCode);
  }, [validCode]);

  return (
    <div className="page">
      <PageHeader title="好友邀請" />
      <div className="page-body">
        <div className="login">
          {invitation.isPending ? (
            <div data-testid="invite-state" data-state="loading">
              <PageLoader label="確認邀請連結中…" />
            </div>
          ) : invitation.data ? (
            <section className="invite card" data-testid="invite-state" data-state="valid">
              <div className="invite__ribbon">好友邀請</div>
              <img className="login__logo" src="/icon.svg" alt="" />
              <h2 className="invite__title">
                <strong data-testid="invite-inviter">{invitation.data.data.inviter_name}</strong>
                <br />
                邀請您加入{SHOP_NAME}
              </h2>
              <p className="text-muted">完成註冊並綁定手機，您與好友都能獲得紅利回饋。</p>
              {token ? (
                <Link className="btn btn--secondary btn--block" to="/" replace>
                  您已是會員，回首頁逛逛
                </Link>
              ) : (
                <Link
                  className="btn btn--primary btn--block"
                  to={`/firebase-register?invite=${encodeURIComponent(invitation.data.data.invitation_code)}`}
                  data-testid="invite-register"
                >
                  接受邀請，立即註冊
                </Link>
              )}
            </section>
          ) : (
            <section className="invite card" data-testid="invite-state" data-state="invalid">
              <h2 className="invite__title">{messages.auth.invitationInvalid}</h2>
              <p className="text-muted">連結可能已失效或輸入有誤，歡迎先逛逛{SHOP_NAME}。</p>
              <Link className="btn btn--primary btn--block" to="/" replace>
                回首頁
              </Link>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
