// /box — 我的盒櫃: the prizes a member won, in four tabs (pending, shipped, expired, all), with the
// free-shipping notice stating the server's rule (spec 002 §2). Waiting items are ticked one by one
// or all at once and shipped through the shipping dialog (address → fee → confirm).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { freeShippingNotice, messages, type BoxItem, type BoxTab } from '@shop/contracts';
import { refreshMemberData } from '../../../api/member-keys';
import { showToast } from '../../../stores/toast.store';
import { cancelSelection, selectForShipping } from '../api/shipping';
import { ShippingDialog } from '../components/shipping-dialog';
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
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [shipping, setShipping] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const shippable = (item: BoxItem) => item.status === 'available' || item.status === 'selected';
  const chosen = list.filter((i) => shippable(i) && (ticked.has(i.id) || i.status === 'selected'));
  const allShippable = list.filter(shippable);

  const toggle = async (item: BoxItem) => {
    if (item.status === 'selected') {
      // Selected on the server: put it back (cancel-selection).
      setBusy(true);
      try {
        await cancelSelection(item.id);
        setTicked((t) => new Set([...t].filter((id) => id !== item.id)));
        await refreshMemberData(queryClient);
      } catch (error) {
        showToast(errorMessage(error), 'error');
      } finally {
        setBusy(false);
      }
      return;
    }
    setTicked((t) => (t.has(item.id) ? new Set([...t].filter((id) => id !== item.id)) : new Set(t).add(item.id)));
  };

  const ship = async (ids: string[]) => {
    if (ids.length === 0) return showToast(messages.box.noItemsSelected, 'error');
    setBusy(true);
    try {
      await selectForShipping(ids);
      setShipping(ids);
    } catch (error) {
      showToast(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const shipped = () => {
    setTicked(new Set());
    void refreshMemberData(queryClient);
  };

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
        <div className="segmented box-tabs" role="tablist" aria-label={`${messages.box.title}分類`}>
          {TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={t.key === tab}
              className="segmented__item box-tabs__item"
              onClick={() => selectTab(t.key)}
              data-testid={`box-tab-${t.key}`}
            >
              {t.label}
            </button>
          ))}
        </div>

        <p className="box-notice" data-testid="box-free-shipping">
          {freeShippingNotice}
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
                <BoxItemCard
                  key={item.id}
                  item={item}
                  now={now}
                  checked={shippable(item) ? chosen.includes(item) : undefined}
                  onToggle={tab === 'pending' && shippable(item) && !busy ? () => void toggle(item) : undefined}
                  onShip={tab === 'pending' && shippable(item) && !busy ? () => void ship([item.id]) : undefined}
                />
              ))}
            </ul>
            <LoadMore hasNextPage={items.hasNextPage} isFetchingNextPage={items.isFetchingNextPage} fetchNextPage={items.fetchNextPage} />
            {tab === 'pending' && allShippable.length > 0 && (
              <div className="box-ship-bar">
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  disabled={busy}
                  onClick={() => setTicked(chosen.length === allShippable.length ? new Set() : new Set(allShippable.map((i) => i.id)))}
                  data-testid="box-select-all"
                >
                  {chosen.length === allShippable.length ? '取消全選' : '全選'}
                </button>
                <span className="box-ship-bar__text">
                  已選 <span className="num">{chosen.length}</span> 件
                </span>
                <button
                  type="button"
                  className="btn btn--primary btn--small"
                  disabled={busy || chosen.length === 0}
                  onClick={() => void ship(chosen.map((i) => i.id))}
                  data-testid="box-ship-button"
                >
                  申請出貨
                </button>
              </div>
            )}
          </>
        )}
      </div>
      {shipping && <ShippingDialog itemIds={shipping} onClose={() => setShipping(null)} onShipped={shipped} />}
    </div>
  );
}
