// /staff/… — the staff console: its own lazily loaded area of the shop's client, outside the
// shoppers' layout and never linked from it. Signing in is the shop's own phone + password session;
// a member who finds the address sees only that the console is for staff.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, NavLink, useRoutes } from 'react-router';
import { useSnapshot } from 'valtio';
import { ToastHost } from '../../components/toast/toast-host';
import { auth } from '../../stores/auth.store';
import { useStaffLogin, useStaffLogout } from './api/session';
import { failureMessage } from './failure-message';
import AccountsPage from './routes/accounts-page';
import AuditPage from './routes/audit-page';
import CataloguePage from './routes/catalogue-page';
import ContentPage from './routes/content-page';
import FulfilmentPage from './routes/fulfilment-page';
import MemberPage from './routes/member-page';
import MemberSearchPage from './routes/member-search-page';
import RefundsPage from './routes/refunds-page';
import RewardsPage from './routes/rewards-page';
import VoidedPage from './routes/voided-page';
import { canAdmin, canAudit, canSupport, isStaff, ROLE_LABELS } from './staff-roles';
import './staff.css';

export default function StaffApp() {
  const { token, user } = useSnapshot(auth);
  const role = user?.role;
  const home = canSupport(role) ? '/staff/support' : '/staff/audit';
  const routes = useRoutes([
    { path: 'support', element: canSupport(role) ? <MemberSearchPage /> : <Navigate to={home} replace /> },
    { path: 'support/:userId', element: canSupport(role) ? <MemberPage /> : <Navigate to={home} replace /> },
    { path: 'audit', element: canAudit(role) ? <AuditPage /> : <Navigate to={home} replace /> },
    { path: 'fulfilment', element: canSupport(role) ? <FulfilmentPage /> : <Navigate to={home} replace /> },
    { path: 'catalogue', element: canAdmin(role) ? <CataloguePage /> : <Navigate to={home} replace /> },
    { path: 'content', element: canAdmin(role) ? <ContentPage /> : <Navigate to={home} replace /> },
    { path: 'accounts', element: canAdmin(role) ? <AccountsPage /> : <Navigate to={home} replace /> },
    { path: 'refunds', element: canSupport(role) ? <RefundsPage /> : <Navigate to={home} replace /> },
    { path: 'rewards', element: canAdmin(role) ? <RewardsPage /> : <Navigate to={home} replace /> },
    { path: 'voided', element: canSupport(role) ? <VoidedPage /> : <Navigate to={home} replace /> },
    { path: '*', element: <Navigate to={home} replace /> },
  ]);

  return (
    <div className="staff">
      <StaffHeader />
      <main className="staff__main">{!token ? <StaffSignIn /> : !isStaff(role) ? <NotForMembers /> : routes}</main>
      <ToastHost />
    </div>
  );
}

function StaffHeader() {
  const { token, user } = useSnapshot(auth);
  const logout = useStaffLogout();
  const role = user?.role;
  return (
    <header className="staff__header">
      <strong className="staff__title">工作人員後台</strong>
      {token && isStaff(role) ? (
        <nav className="staff__nav">
          {canSupport(role) ? <NavLink to="/staff/support">客服</NavLink> : null}
          {canAudit(role) ? <NavLink to="/staff/audit">稽核</NavLink> : null}
          {canSupport(role) ? <NavLink to="/staff/fulfilment">出貨</NavLink> : null}
          {canAdmin(role) ? <NavLink to="/staff/catalogue">商品</NavLink> : null}
          {canAdmin(role) ? <NavLink to="/staff/content">內容</NavLink> : null}
          {canAdmin(role) ? <NavLink to="/staff/accounts">帳號</NavLink> : null}
          {canSupport(role) ? <NavLink to="/staff/refunds">退款</NavLink> : null}
          {canAdmin(role) ? <NavLink to="/staff/rewards">獎勵</NavLink> : null}
          {canSupport(role) ? <NavLink to="/staff/voided">作廢</NavLink> : null}
        </nav>
      ) : null}
      {token && user ? (
        <span className="staff__who">
          {user.name}（{ROLE_LABELS[user.role]}）
          <button type="button" className="btn btn--ghost btn--small" onClick={() => logout.mutate()} data-testid="staff-logout">
            登出
          </button>
        </span>
      ) : null}
    </header>
  );
}

function StaffSignIn() {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const login = useStaffLogin();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (login.isPending) return;
    if (!phone.trim() || !password) return setProblem('請輸入手機號碼與密碼');
    setProblem(null);
    login.mutate({ phone: phone.trim(), password }, { onError: (error) => setProblem(failureMessage(error, '登入失敗，請確認帳號密碼')) });
  };

  return (
    <section className="card staff-card staff-signin">
      <h1 className="section-title">工作人員登入</h1>
      <p className="text-muted">使用工作人員帳號的手機號碼與密碼登入。</p>
      <form className="staff-form" onSubmit={onSubmit} noValidate>
        <label className="staff-field">
          <span>手機號碼</span>
          <input
            className="staff-input"
            inputMode="tel"
            autoComplete="username"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            data-testid="staff-phone"
          />
        </label>
        <label className="staff-field">
          <span>密碼</span>
          <input
            className="staff-input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="staff-password"
          />
        </label>
        {problem ? (
          <p className="staff-error" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={login.isPending} data-testid="staff-login">
          登入
        </button>
      </form>
    </section>
  );
}

function NotForMembers() {
  return (
    <section className="card staff-card staff-card--notice" data-testid="staff-forbidden">
      <h1 className="section-title">此區僅限工作人員</h1>
      <p className="text-muted">你的帳號沒有使用工作人員後台的權限。</p>
      <Link className="btn btn--primary btn--small" to="/">
        回到商城首頁
      </Link>
    </section>
  );
}
