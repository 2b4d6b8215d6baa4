// /beanExchange — 紅利兌換: the points held, and the catalogue staff maintain (tool cards and
// coupons) with tabs; each item exchanges after a confirmation, only when the points cover it
// (the server refuses anything that would take the points below zero).
import { useState } from 'react';
import { Link } from 'react-router';
import { messages, type PointsExchangeItem } from '@shop/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { SparkleIcon } from '../../../components/icons/icons';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { usePointsBalance } from '../../../api/get-points-balance';
import { showToast } from '../../../stores/toast.store';
import { useExchangeItems, useExchangePoints } from '../api/points-exchange';
import '../wallet.css';

const TABS = [
  { key: 'all', label: '全部' },
  { key: 'tool_cards', label: '道具卡' },
  { key: 'coupon', label: '優惠券' },
] as const;
type TabKey = (typeof TABS)[number]['key'];
const n = (value: number) => value.toLocaleString('zh-TW');

/** The item's own text says what it is; the validity is the same rule for every item. */
const detail = (item: PointsExchangeItem) => `兌換後 ${item.valid_days} 天內有效`;

export default function BeanExchangePage() {
  const [tab, setTab] = useState<TabKey>('all');
  const [asking, setAsking] = useState<PointsExchangeItem | null>(null);
  const balance = usePointsBalance();
  const items = useExchangeItems();
  const exchange = useExchangePoints();
  const held = balance.data?.points;
  const shown = items.data?.data.filter((item) => tab === 'all' || item.kind === tab) ?? [];

  const confirm = () => {
    const item = asking;
    setAsking(null);
    if (!item || exchange.isPending) return;
    exchange.mutate(item.id, {
      onSuccess: (answer) => showToast(`${answer.message}：${item.title}`, 'success'),
      onError: (error) => showToast(errorMessage(error), 'error'),
    });
  };

  return (
    <div className="page wallet-page">
      <PageHeader title="紅利兌換" />
      <div className="page-body">
        <section className="wallet-hero wallet-hero--gold" aria-label="紅利餘額">
          <span className="wallet-hero__label">
            <SparkleIcon size={18} /> 可用紅利
          </span>
          <p className="wallet-hero__value num" data-testid="exchange-balance">
            {held === undefined ? '—' : n(held)}
            <span className="wallet-hero__unit">點</span>
          </p>
          <p className="wallet-hero__note">兌換的道具卡與優惠券立即存入帳戶</p>
        </section>

        <div className="segmented" role="tablist" aria-label="兌換項目分類">
          {TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={t.key === tab}
              className="segmented__item"
              onClick={() => setTab(t.key)}
              data-testid={`exchange-tab-${t.key}`}
            >
              {t.label}
            </button>
          ))}
        </div>

        {items.isPending ? (
          <PageLoader />
        ) : items.isError ? (
          <ErrorState message={errorMessage(items.error)} onRetry={() => void items.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title="目前沒有可兌換的項目" text="敬請期待新的兌換項目" />
        ) : (
          <ul className="exchange-list" role="tabpanel" data-testid="exchange-list">
            {shown.map((item) => {
              const short = held !== undefined && held < item.points_cost;
              return (
                <li key={item.id} className="exchange-item card" data-testid={`exchange-item-${item.id}`}>
                  <span className="exchange-item__badge" data-kind={item.kind}>
                    {item.kind === 'coupon' ? `$${item.coupon_amount}` : `×${item.quantity}`}
                  </span>
                  <span className="exchange-item__body">
                    <span className="exchange-item__title">{item.title}</span>
                    <span className="exchange-item__text">{item.description}</span>
                    <span className="exchange-item__text">{detail(item)}</span>
                  </span>
                  <span className="exchange-item__side">
                    <span className="exchange-item__cost num">{n(item.points_cost)} 點</span>
                    <button
                      type="button"
                      className="btn btn--primary btn--small"
                      disabled={short || held === undefined || exchange.isPending}
                      onClick={() => setAsking(item)}
                      data-testid={`exchange-${item.id}`}
                    >
                      {short ? messages.points.insufficient : '兌換'}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}

        <nav className="exchange-links" aria-label="相關頁面">
          <Link to="/cards">查看道具卡</Link>
          <Link to="/coupons">查看優惠券</Link>
          <Link to="/beanlist">紅利紀錄</Link>
        </nav>
      </div>
      {asking && (
        <ConfirmDialog
          message={messages.pointsExchange.confirm(asking.points_cost, asking.title)}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
