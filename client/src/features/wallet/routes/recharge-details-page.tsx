// /recharge-details — 儲值紀錄: token transactions in a date range of up to one year back,
// from the previous month's start by default (spec 002 §7, §9). A row opens its details.
import { useState } from 'react';
import { Link } from 'react-router';
import type { RechargeHistoryEntry } from '@shop/contracts';
import { LoadMore } from '../../../components/load-more/load-more';
import { PageHeader } from '../../../components/page-header/page-header';
import { Sheet } from '../../../components/sheet/sheet';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { useRechargeHistory } from '../api/get-recharge-history';
import { formatDateTime, formatSigned } from '../format';
import { clampRange, defaultRange, earliestDay, toDay, type DateRange } from '../recharge-range';
import '../wallet.css';

const TYPE_LABEL: Record<RechargeHistoryEntry['transaction_type'], string> = {
  recharge: '儲值',
  purchase: '消費',
  refund: '退款',
  credit: '補發',
};

const STATUS_LABEL: Record<RechargeHistoryEntry['payment_status'], string> = {
  pending: '處理中',
  paid: '已完成',
  failed: '失敗',
  refunded: '已退款',
  cancelled: '已取消/逾時',
};

/** What a status means for the member, in the detail view. */
const STATUS_NOTE: Partial<Record<RechargeHistoryEntry['payment_status'], string>> = {
  pending: '等待金流回覆付款結果，完成後代幣會自動入帳。',
  failed: '付款未成功，代幣未入帳，也未扣款。',
  cancelled: '付款已取消或超過付款時限，代幣未入帳，也未扣款。',
};

const METHOD_LABEL: Record<string, string> = {
  // A recharge pays by card at NewebPay; until the gateway answers, its row knows only the gateway.
  newebpay: '信用卡',
  CREDIT: '信用卡',
  credit_card: '信用卡',
  WEBATM: '網路 ATM',
  VACC: 'ATM 轉帳',
  token: '代幣',
  balance: '代幣',
};

const RARITY_LABEL: Record<string, string> = { common: '普通', rare: '稀有', epic: '史詩', legendary: '傳說', mythic: '神話' };

const methodLabel = (method: string) => METHOD_LABEL[method] ?? method;

function itemsText(items: NonNullable<RechargeHistoryEntry['items_data']>['items']): string {
  return items.map((item) => `${item.name}${RARITY_LABEL[item.rarity] ? `（${RARITY_LABEL[item.rarity]}）` : ''}`).join('、');
}

function HistoryDetail({ entry, onClose }: { entry: RechargeHistoryEntry; onClose: () => void }) {
  const items = entry.items_data?.items ?? [];
  const again = entry.transaction_type === 'recharge' && (entry.payment_status === 'failed' || entry.payment_status === 'cancelled');
  return (
    <Sheet
      title={`${TYPE_LABEL[entry.transaction_type]}明細`}
      onClose={onClose}
      testId="recharge-detail"
      footer={
        again ? (
          <Link to={`/recharge?amount=${entry.amount}`} className="btn btn--primary btn--block">
            重新儲值
          </Link>
        ) : undefined
      }
    >
      <dl className="wallet-detail">
        <div>
          <dt>狀態</dt>
          <dd>
            <span className={`wallet-status wallet-status--${entry.payment_status}`} data-testid="recharge-detail-status">
              {STATUS_LABEL[entry.payment_status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>代幣</dt>
          <dd className={`num wallet-row__amount--${entry.amount >= 0 ? 'plus' : 'minus'}`}>{formatSigned(entry.amount)}</dd>
        </div>
        <div>
          <dt>{entry.transaction_type === 'recharge' ? '訂單編號' : '項目'}</dt>
          <dd className="wallet-detail__ref" data-testid="recharge-detail-ref">
            {entry.items_data?.product.name ?? entry.reference_name}
          </dd>
        </div>
        {entry.payment_method && (
          <div>
            <dt>付款方式</dt>
            <dd>{methodLabel(entry.payment_method)}</dd>
          </div>
        )}
        <div>
          <dt>時間</dt>
          <dd className="num">{formatDateTime(entry.transaction_date)}</dd>
        </div>
        {items.length > 0 && (
          <div>
            <dt>獎項</dt>
            <dd>{itemsText(items)}</dd>
          </div>
        )}
      </dl>
      {STATUS_NOTE[entry.payment_status] && <p className="wallet-detail__note">{STATUS_NOTE[entry.payment_status]}</p>}
    </Sheet>
  );
}

function HistoryRow({ entry, onOpen }: { entry: RechargeHistoryEntry; onOpen: () => void }) {
  const items = entry.items_data?.items ?? [];
  return (
    <li className="wallet-row wallet-row--button" data-testid="recharge-row">
      <button type="button" className="wallet-row__open" onClick={onOpen} aria-label={`${TYPE_LABEL[entry.transaction_type]}明細`} />
      <div className="wallet-row__main">
        <span className="wallet-row__title">
          {TYPE_LABEL[entry.transaction_type]}・{entry.items_data?.product.name ?? entry.reference_name}
        </span>
        {items.length > 0 && (
          <span className="wallet-row__meta">
            {itemsText(items.slice(0, 3))}
            {items.length > 3 && ` 等 ${items.length} 件`}
          </span>
        )}
        <span className="wallet-row__meta">
          {formatDateTime(entry.transaction_date)}
          {entry.payment_method && `・${methodLabel(entry.payment_method)}`}
        </span>
      </div>
      <div className="wallet-row__end">
        <span className={`wallet-row__amount num wallet-row__amount--${entry.amount >= 0 ? 'plus' : 'minus'}`}>{formatSigned(entry.amount)}</span>
        <span className={`wallet-status wallet-status--${entry.payment_status}`}>{STATUS_LABEL[entry.payment_status]}</span>
      </div>
    </li>
  );
}

export default function RechargeDetailsPage() {
  const [today] = useState(() => new Date());
  const [range, setRange] = useState<DateRange>(() => defaultRange(today));
  const [open, setOpen] = useState<RechargeHistoryEntry | null>(null);
  const history = useRechargeHistory(range);
  const entries = history.data?.pages.flatMap((page) => page.data.data) ?? [];

  const change = (patch: Partial<DateRange>) => setRange((current) => clampRange({ ...current, ...patch }, today));

  return (
    <div className="page wallet-page">
      <PageHeader title="儲值紀錄" />
      <div className="page-body">
        <div className="card date-filter" role="group" aria-label="查詢期間">
          <label className="wallet-field">
            <span className="wallet-field__label">開始日期</span>
            <input
              type="date"
              className="wallet-input"
              value={range.start}
              min={earliestDay(today)}
              max={range.end}
              onChange={(event) => change({ start: event.target.value })}
              data-testid="history-start"
            />
          </label>
          <span className="date-filter__sep">至</span>
          <label className="wallet-field">
            <span className="wallet-field__label">結束日期</span>
            <input
              type="date"
              className="wallet-input"
              value={range.end}
              min={range.start}
              max={toDay(today)}
              onChange={(event) => change({ end: event.target.value })}
              data-testid="history-end"
            />
          </label>
        </div>

        {history.isPending ? (
          <PageLoader />
        ) : history.isError ? (
          <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
        ) : entries.length === 0 ? (
          <EmptyState
            title="這段期間沒有儲值紀錄"
            text="可查詢一年內的紀錄"
            action={
              <Link to="/recharge" className="btn btn--primary btn--small">
                前往儲值
              </Link>
            }
          />
        ) : (
          <div className="card">
            <ul className="wallet-list">
              {entries.map((entry) => (
                <HistoryRow key={entry.id} entry={entry} onOpen={() => setOpen(entry)} />
              ))}
            </ul>
            <LoadMore hasNextPage={history.hasNextPage} isFetchingNextPage={history.isFetchingNextPage} fetchNextPage={history.fetchNextPage} />
          </div>
        )}
      </div>
      {open && <HistoryDetail entry={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
