// /news: notifications (everyone's, plus a member's own), an install prompt, mark as read on tap.
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { auth } from '../../../stores/auth.store';
import { useNotifications } from '../../../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { formatDateTime } from '../format-date';
import './content.css';

export default function NewsPage({ title }: { title: string }) {
  const { token } = useSnapshot(auth);
  const list = useNotifications(Boolean(token));
  const markRead = useMarkNotificationRead();

  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="page-body">
        <Link to="/iosinstall" className="install-card" data-testid="news-install">
          <img src="/icons/icon-192.png" alt="" width={48} height={48} />
          <span>
            <strong>把抽抽樂加到主畫面</strong>
            <small>開抽通知即時收到，登入後領 50 元折價券</small>
          </span>
          <span className="install-card__cta">安裝</span>
        </Link>
        {!token && (
          <p className="news-hint">
            <Link to="/login?redirect=%2Fnews">登入</Link>後可查看個人通知與已讀狀態
          </p>
        )}
        {list.isPending && <PageLoader />}
        {list.isError && <ErrorState message={messages.catalog.noticeFailed} onRetry={() => void list.refetch()} />}
        {list.data && !list.data.data.length && <EmptyState title="目前沒有通知" />}
        {list.data && list.data.data.length > 0 && (
          <ul className="notice-list card" data-testid="notification-list">
            {list.data.data.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  className="notice-row"
                  data-read={n.read}
                  data-testid={`notification-${n.id}`}
                  onClick={() => token && !n.read && markRead.mutate(n.id)}
                >
                  <span className="notice-row__dot" aria-label={n.read ? '已讀' : '未讀'} />
                  <span className="notice-row__text">
                    <strong>{n.title}</strong>
                    <span>{n.desc}</span>
                    <time dateTime={n.datetime}>{formatDateTime(n.datetime)}</time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
