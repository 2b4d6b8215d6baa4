// /beanlist — 紅利紀錄: bonus history, 20 a page, loading more as the list scrolls (spec 002 §7).
import { Link } from 'react-router';
import { LoadMore } from '../../../components/load-more/load-more';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { usePointsHistory } from '../api/get-points-history';
import { formatDateTime, formatSigned } from '../format';
import '../wallet.css';
import { isOpenPath } from '../../../lib/route-table';

export default function BeanListPage() {
  const history = usePointsHistory();
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="page wallet-page">
      <PageHeader title="紅利紀錄" />
      <div className="page-body">
        {history.isPending ? (
          <PageLoader />
        ) : history.isError ? (
          <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
        ) : entries.length === 0 ? (
          <EmptyState
            title="尚無紅利紀錄"
            text={isOpenPath('/signin') ? '每日簽到、完成任務即可獲得紅利' : '參加活動即可獲得紅利'}
            action={
              isOpenPath('/signin') ? (
                <Link to="/signin" className="btn btn--primary btn--small">
                  去簽到
                </Link>
              ) : undefined
            }
          />
        ) : (
          <div className="card">
            <ul className="wallet-list" data-testid="points-history">
              {entries.map((entry) => (
                <li key={entry.id} className="wallet-row" data-testid="points-row">
                  <div className="wallet-row__main">
                    <span className="wallet-row__title">{entry.description}</span>
                    <span className="wallet-row__meta">{formatDateTime(entry.created_at)}</span>
                  </div>
                  <span className={`wallet-row__amount num wallet-row__amount--${entry.points >= 0 ? 'plus' : 'minus'}`}>
                    {formatSigned(entry.points)}
                  </span>
                </li>
              ))}
            </ul>
            <LoadMore hasNextPage={history.hasNextPage} isFetchingNextPage={history.isFetchingNextPage} fetchNextPage={history.fetchNextPage} />
          </div>
        )}
      </div>
    </div>
  );
}
