// /box — 我的盒櫃: the prizes a member won, in four tabs (pending, shipped, expired, all), with the
// free-shipping notice (spec 002 §2). Shipping (address dialog, fee step) is not open yet, so its
// button stays disabled.
import { Link, useSearchParams } from 'react-router';
import { constants, messages, type BoxTab } from '@shop/contracts';
import { LoadMore } from '../../../components/load-more/load-more';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { useBoxItems } from '../api/get-box-items';
import { BoxItemCard } from '../components/box-item-card';
import './box-page.css';

const TABS: readonly { key: BoxTab; label: string; empty: string }[] = [
  { key: 'pending', label: '待出貨', empty: '盒櫃裡還沒有獎品' },
  { key: 'shipped', label: '已出貨', empty: '還沒有出貨的獎品' },
  { key: 'expired', label: '已過期', empty: '沒有已過期的獎品' },
  { key: 'all', label: '全部', empty: '盒櫃裡還沒有獎品' },
];

function tabOf(value: string | null): BoxTab {
  return TABS.find((t) => t.key === value)?.key ?? 'pending';
}

export default function BoxPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const items = useBoxItems(tab);
  const list = items.data?.pages.flatMap((page) => page.data) ?? [];
  const total = items.data?.pages[0]?.total;
  const current = TABS.find((t) => t.key === tab) ?? TABS[0];
  const now = Date.now();

  const selectTab = (key: BoxTab) => {
    const next = new URLSearchParams(params);
    if (key === 'pending') next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };

  return (
    <div className="page box-page">
      <PageHeader title="我的盒櫃" />
      <div className="page-body">
        <div className="box-tabs" role="tablist" aria-label={`${messages.box.title}分類`}>
          {TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={t.key === tab}
              className="box-tabs__item"
              onClick={() => selectTab(t.key)}
              data-testid={`box-tab-${t.key}`}
            >
              {t.label}
            </button>
          ))}
        </div>

        <p className="box-notice" data-testid="box-free-shipping">
          滿 {constants.shipping.freeFromItems} 件即享免運（獎品、贈品及兌換商品除外）
        </p>

        {items.isPending ? (
          <PageLoader />
        ) : items.isError ? (
          <ErrorState message={errorMessage(items.error)} onRetry={() => void items.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            title={current.empty}
            text={tab === 'pending' || tab === 'all' ? '抽中的獎品都會收進這裡' : undefined}
            action={
              tab === 'pending' || tab === 'all' ? (
                <Link to="/" className="btn btn--primary btn--small">
                  去抽獎
                </Link>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className="box-count text-muted" data-testid="box-count">
              共 <span className="num">{total}</span> 件
            </p>
            <ul className="box-list" role="tabpanel" data-testid="box-list">
              {list.map((item) => (
                <BoxItemCard key={item.id} item={item} now={now} />
              ))}
            </ul>
            <LoadMore hasNextPage={items.hasNextPage} isFetchingNextPage={items.isFetchingNextPage} fetchNextPage={items.fetchNextPage} />
            {tab === 'pending' && (
              <div className="box-ship-bar">
                <span className="box-ship-bar__text">出貨功能{messages.common.notOpenYet}</span>
                <button type="button" className="btn btn--primary btn--small" disabled data-testid="box-ship-button">
                  申請出貨
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
