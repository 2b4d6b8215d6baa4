// /settings: the member's settings list, the policy pages and logout (spec 002 "Settings").
// Invite friends is hidden in production, as the spec says; phone binding, hidden there too for a
// member who signed up with their phone, is listed for an account made without one (a Google or
// LINE sign-in), the only accounts it serves.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { constants } from '@shop/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { PageHeader } from '../../../components/page-header/page-header';
import { useLogout } from '../api/logout';
import './settings-page.css';
import { isOpenPath } from '../../../lib/route-table';
import { useSnapshot } from 'valtio';
import { auth } from '../../../stores/auth.store';

const GROUPS: { title: string; items: { to: string; label: string }[] }[] = [
  {
    title: '帳號',
    items: [
      { to: '/settings/basic', label: '基本資料' },
      { to: '/settings/address', label: '收件地址' },
      { to: '/settings/invoice', label: '發票設定' },
      { to: '/settings/phone-binding', label: '綁定手機' },
    ],
  },
  {
    title: '關於',
    items: [
      { to: '/settings/aboutus', label: '關於我們' },
      { to: '/settings/terms', label: '服務條款' },
      { to: '/settings/privacy', label: '隱私權政策' },
      { to: '/settings/contactus', label: '聯絡我們' },
      { to: '/return-policy', label: '退換貨政策' },
    ],
  },
];

export default function SettingsPage({ title }: { title: string }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const hasPhone = Boolean(useSnapshot(auth).user?.phone);

  // Home first, then the session ends: signing out while this login-only page is still on view would
  // let the route guard send the member to /login (the router renders navigations as transitions,
  // after the session change).
  const onLogout = () => {
    setConfirming(false);
    if (logout.isPending) return;
    logout.mutate();
    navigate('/', { replace: true });
  };

  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="page-body settings">
        {GROUPS.map((group) => (
          <section key={group.title} className="settings-group">
            <h2 className="settings-group__title">{group.title}</h2>
            <nav className="settings-list card" aria-label={group.title}>
              {group.items
                .filter((item) => isOpenPath(item.to) && !(hasPhone && item.to === '/settings/phone-binding'))
                .map((item) => (
                  <Link key={item.to} to={item.to} className="settings-list__item" data-testid={`settings-${item.to.split('/').pop()}`}>
                    {item.label}
                    <ChevronRightIcon size={18} />
                  </Link>
                ))}
            </nav>
          </section>
        ))}
        <button
          type="button"
          className="btn btn--ghost btn--block settings-logout"
          onClick={() => setConfirming(true)}
          disabled={logout.isPending}
          data-testid="logout"
        >
          {logout.isPending ? '登出中…' : '登出'}
        </button>
        {/* The footer's customer service, which phones (no desktop footer) see here. */}
        <section className="settings-service card" aria-label="客服中心" data-testid="settings-service">
          <p className="settings-service__title">客服中心</p>
          <a href={`mailto:${constants.customerService.email}`}>{constants.customerService.email}</a>
          <p className="settings-service__hours">
            服務時間：週一至週五 {constants.customerService.contactPage.open}–{constants.customerService.contactPage.close}（國定假日除外）
          </p>
        </section>
        {confirming && <ConfirmDialog message="確定要登出嗎？" onConfirm={onLogout} onCancel={() => setConfirming(false)} />}
      </div>
    </div>
  );
}
