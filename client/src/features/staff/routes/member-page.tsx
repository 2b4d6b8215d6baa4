// /staff/support/:userId — one member's whole history: the timeline across their streams, one line
// in words per event (who caused it, what changed, links to its order and its fairness proof),
// filters by kind, search and dates, the replay of their state at any point with the change each
// event made in words, corrections as new events, and the export of the lines as shown.
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  boxItemStatusLabels,
  couponStatusLabels,
  describeChange,
  diffMember,
  eventTitle,
  orderKindLabels,
  orderStatusLabels,
  rarityLabel,
  tierLabel,
  toolCardLabels,
  vipLevelTitle,
  type ItemRarity,
  type MemberView,
  type PrizeTier,
  type ReplayBoxItem,
  type UserHistoryResponse,
} from '@shop/contracts';
import { showToast } from '../../../stores/toast.store';
import { failureMessage } from '../failure-message';
import { messages } from '@shop/contracts';
import {
  useCancelShipping,
  useCorrection,
  useMemberShippingOrders,
  useMemberState,
  useMemberTimeline,
  useRecordExport,
  type Correction,
  type TimelineFilter,
} from '../api/members';
import { correlationGroups, KIND_LABELS, TIMELINE_KINDS, taipeiTime, timelineLines, toCsv, type TimelineKind, type TimelineLine } from '../timeline';

type HistoryEvent = UserHistoryResponse['data'][number];

function download(name: string, type: string, body: string) {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export default function MemberPage() {
  const { userId = '' } = useParams();
  const [filter, setFilter] = useState<TimelineFilter>({ kinds: [], from: '', to: '', query: '' });
  /** The picked event's position; null follows the latest. */
  const [cursor, setCursor] = useState<string | null>(null);
  const timeline = useMemberTimeline(userId, filter);
  const state = useMemberState(userId, cursor);
  const recordExport = useRecordExport(userId);

  const pages = timeline.data?.pages;
  const first = pages?.[0];
  // Oldest first: the pages come newest first, each oldest first within.
  const events = useMemo(() => (pages ? [...pages].reverse().flatMap((p) => p.data) : []), [pages]);
  const earlier = useMemo(() => pages?.flatMap((p) => p.context) ?? [], [pages]);
  const names = useMemo(
    () => ({
      staff: Object.assign({}, ...(pages ?? []).map((p) => p.staff)) as Record<string, string>,
      products: Object.assign({}, ...(pages ?? []).map((p) => p.products)) as Record<string, string>,
    }),
    [pages],
  );
  const lines = useMemo(() => timelineLines(events, userId, names, earlier), [events, userId, names, earlier]);
  const groups = useMemo(() => correlationGroups(events), [events]);
  const changes = useMemo(() => (state.data ? diffMember(state.data.before, state.data.after).map(describeChange) : []), [state.data]);

  if (timeline.isPending) return <p className="text-muted">載入中…</p>;
  if (timeline.isError || !first) return <p className="staff-error">{failureMessage(timeline.error, '讀取會員紀錄失敗')}</p>;
  const total = TIMELINE_KINDS.reduce((sum, kind) => sum + first.counts[kind], 0);
  const picked = cursor === null ? -1 : lines.findIndex((l) => l.event.position === cursor);
  const shownAt = picked >= 0 ? picked : lines.length - 1;

  const setKinds = (kind: TimelineKind) =>
    setFilter((f) => ({ ...f, kinds: f.kinds.includes(kind) ? f.kinds.filter((k) => k !== kind) : [...f.kinds, kind] }));
  const exportShown = () =>
    recordExport.mutate(
      { format: 'csv', events: lines.length },
      {
        onSuccess: () => download(`member-${userId}.csv`, 'text/csv;charset=utf-8', toCsv(lines)),
        onError: (error) => showToast(failureMessage(error, '匯出失敗，請稍後再試'), 'error'),
      },
    );
  const exportLog = () =>
    recordExport.mutate(
      { format: 'ndjson', events: events.length },
      {
        onSuccess: () => download(`member-${userId}.ndjson`, 'application/x-ndjson', events.map((e) => `${JSON.stringify(e)}\n`).join('')),
        onError: (error) => showToast(failureMessage(error, '匯出失敗，請稍後再試'), 'error'),
      },
    );

  return (
    <>
      <section className="card staff-card staff-member">
        <Link to="/staff/support" className="text-muted">
          ← 查詢會員
        </Link>
        <h1 className="section-title" data-testid="staff-member-name">
          {first.name || '會員'}
        </h1>
        <span className="staff-mono">{userId}</span>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={exportShown}
          disabled={recordExport.isPending}
          data-testid="staff-export"
        >
          匯出目前列表（CSV）
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={exportLog}
          disabled={recordExport.isPending}
          data-testid="staff-export-log"
        >
          匯出已載入的原始紀錄
        </button>
      </section>

      <div className="staff-columns">
        <section className="card staff-card staff-timeline">
          <h2 className="section-title" data-testid="timeline-count">
            事件紀錄（{first.matching} / {total}）
          </h2>
          <div className="staff-filters">
            {TIMELINE_KINDS.filter((kind) => kind !== 'other' || first.counts.other).map((kind) => (
              <label key={kind} className="staff-filter">
                <input type="checkbox" checked={filter.kinds.includes(kind)} onChange={() => setKinds(kind)} data-testid={`filter-${kind}`} />
                {KIND_LABELS[kind]}
                <span className="text-muted num">{first.counts[kind]}</span>
              </label>
            ))}
          </div>
          <div className="staff-filters">
            <input
              type="search"
              className="staff-input staff-input--search"
              placeholder="訂單編號或內容"
              value={filter.query}
              onChange={(e) => setFilter((f) => ({ ...f, query: e.target.value }))}
              data-testid="filter-query"
            />
            <label className="staff-filter">
              自
              <input
                type="date"
                className="staff-input staff-input--date"
                value={filter.from}
                onChange={(e) => setFilter((f) => ({ ...f, from: e.target.value }))}
                data-testid="filter-from"
              />
            </label>
            <label className="staff-filter">
              至
              <input
                type="date"
                className="staff-input staff-input--date"
                value={filter.to}
                onChange={(e) => setFilter((f) => ({ ...f, to: e.target.value }))}
                data-testid="filter-to"
              />
            </label>
          </div>
          {timeline.isPlaceholderData ? (
            <p className="text-muted" data-testid="timeline-loading">
              載入中…
            </p>
          ) : (
            <ol className="staff-events">
              {[...lines].reverse().map((line) => (
                <TimelineRow
                  key={`${line.event.stream_id}@${line.event.revision}`}
                  line={line}
                  current={line.index === shownAt}
                  changes={cursor !== null && line.index === picked && state.data ? changes : null}
                  group={groups.get(line.event.metadata.correlationId)}
                  onPick={() => setCursor(line.event.position)}
                  onOrder={(orderId) => setFilter((f) => ({ ...f, query: orderId }))}
                />
              ))}
            </ol>
          )}
          {timeline.hasNextPage && !timeline.isPlaceholderData ? (
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => void timeline.fetchNextPage()}
              disabled={timeline.isFetchingNextPage}
              data-testid="timeline-more"
            >
              顯示更早的紀錄（已顯示 {lines.length} / {first.matching} 筆）
            </button>
          ) : null}
        </section>

        <div className="staff-side">
          <Replay
            lines={lines}
            total={total}
            picked={picked}
            following={cursor === null}
            state={state.data}
            failed={state.isError}
            changes={changes}
            onPick={(index) => setCursor(index === null ? null : (lines[index]?.event.position ?? null))}
          />
          <Corrections userId={userId} />
          <CancelShipping userId={userId} />
        </div>
      </div>
    </>
  );
}

function TimelineRow(props: {
  line: TimelineLine;
  current: boolean;
  /** What the picked event changed, in words: shown under its line (on a phone the replay is far below). */
  changes: string[] | null;
  group: number | undefined;
  onPick: () => void;
  onOrder: (orderId: string) => void;
}) {
  const { line, current, group } = props;
  return (
    <li className="staff-event-row" data-testid="timeline-line" data-type={line.event.type}>
      <button
        type="button"
        className="staff-event"
        aria-current={current ? 'step' : undefined}
        onClick={props.onPick}
        data-testid="timeline-event"
        data-type={line.event.type}
        data-index={line.index}
      >
        <span className="staff-event__time num">{taipeiTime(line.event.metadata.occurredAt)}</span>
        <span className={`staff-badge staff-badge--${line.kind}`}>{KIND_LABELS[line.kind]}</span>
        <span className="staff-event__type">{line.title}</span>
        <span className={`staff-actor staff-actor--${line.actor.kind}`} data-testid="timeline-actor">
          {line.actor.label}
        </span>
        {group ? (
          <span className="staff-group" style={{ ['--group' as string]: group % 6 }} title={line.event.metadata.correlationId}>
            #{group}
          </span>
        ) : null}
        <span className="staff-event__info" data-testid="timeline-detail">
          {line.detail}
        </span>
      </button>
      {line.links.length ? (
        <span className="staff-event__links">
          {line.links.map((link) =>
            link.kind === 'order' ? (
              <button key="order" type="button" className="staff-link" onClick={() => props.onOrder(link.orderId)} data-testid="timeline-order-link">
                訂單 {link.orderId}
              </button>
            ) : (
              <a key="proof" className="staff-link" href={link.href} target="_blank" rel="noreferrer" data-testid="timeline-proof-link">
                {link.label}
              </a>
            ),
          )}
        </span>
      ) : null}
      {props.changes ? (
        <ul className="staff-diff staff-event__changes" data-testid="timeline-changes">
          {props.changes.length ? props.changes.map((c, i) => <li key={i}>{c}</li>) : <li className="text-muted">狀態沒有變化</li>}
        </ul>
      ) : null}
    </li>
  );
}

/** A box item's grade in words: D 賞, 稀有・. */
const gradeWords = (item: ReplayBoxItem) =>
  !item.grade
    ? ''
    : item.source === 'ichiban'
      ? `${tierLabel(item.grade as PrizeTier)}・`
      : `${rarityLabel(item.grade as ItemRarity, item.source as 'gacha')}・`;

function Replay(props: {
  lines: readonly TimelineLine<HistoryEvent>[];
  total: number;
  /** Index of the picked line; -1 while following the latest. */
  picked: number;
  following: boolean;
  state: { after: MemberView; before: MemberView; events: number } | undefined;
  failed: boolean;
  changes: string[];
  /** Picks a loaded line by index, or follows the latest with null. */
  onPick: (index: number | null) => void;
}) {
  const { lines, picked, following, state, changes, onPick } = props;
  const line = following ? undefined : lines[picked];
  const n = (value: number) => value.toLocaleString('zh-TW');
  if (!state)
    return (
      <section className="card staff-card staff-replay">
        <h2 className="section-title">重播</h2>
        <p className="text-muted">{props.failed ? '讀取當時狀態失敗' : '載入中…'}</p>
      </section>
    );
  const view = state.after;
  const where = line ? `（${taipeiTime(line.event.metadata.occurredAt)} ${eventTitle(line.event.type)}）` : '（最新）';

  return (
    <section className="card staff-card staff-replay" data-testid="replay">
      <h2 className="section-title">重播</h2>
      <p className="staff-replay__where" data-testid="replay-position">
        第 {state.events} / {props.total} 筆之後{where}
      </p>
      <div className="staff-replay__steps">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={following ? lines.length < 2 : picked <= 0}
          onClick={() => onPick((following ? lines.length - 1 : picked) - 1)}
          data-testid="replay-prev"
        >
          ◀ 上一筆
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={following}
          onClick={() => onPick(picked + 1 < lines.length ? picked + 1 : null)}
          data-testid="replay-next"
        >
          下一筆 ▶
        </button>
        <button type="button" className="btn btn--ghost btn--small" disabled={following} onClick={() => onPick(null)} data-testid="replay-latest">
          最新
        </button>
      </div>
      <h3 className="staff-replay__subtitle">這筆事件的變化</h3>
      <ul className="staff-diff" data-testid="replay-diff">
        {changes.length ? changes.map((c, i) => <li key={i}>{c}</li>) : <li className="text-muted">狀態沒有變化</li>}
      </ul>
      <dl className="staff-state">
        <dt>代幣</dt>
        <dd className="num" data-testid="replay-tokens">
          {n(view.tokens)}
        </dd>
        <dt>紅利</dt>
        <dd className="num" data-testid="replay-points">
          {n(view.points)}
        </dd>
        <dt>紅利批次</dt>
        <dd data-testid="replay-lots">
          {view.lots.length
            ? view.lots.map((l, i) => (
                <span key={i} className="staff-state__item">
                  {n(l.remaining)} 點，{l.expiresAt ? `${taipeiTime(l.expiresAt).slice(0, 10)} 到期` : '不會到期'}
                </span>
              ))
            : '—'}
        </dd>
        <dt>成長值</dt>
        <dd className="num" data-testid="replay-growth">
          {n(view.growth)}
        </dd>
        <dt>VIP 等級</dt>
        <dd data-testid="replay-vip">{vipLevelTitle(view.vipLevel)}</dd>
        <dt>道具卡</dt>
        <dd data-testid="replay-tool-cards">
          {toolCardLabels.shake_card} {view.toolCards.shake_card} 張、{toolCardLabels.insight_card} {view.toolCards.insight_card} 張
        </dd>
        <dt>優惠券</dt>
        <dd data-testid="replay-coupons">
          {view.coupons.length
            ? view.coupons.map((c) => (
                <span key={c.couponId} className="staff-state__item">
                  {c.title}（折 {c.amount}，{couponStatusLabels[c.status]}）
                </span>
              ))
            : '—'}
        </dd>
        <dt>盒櫃</dt>
        <dd data-testid="replay-box">
          {view.box.length
            ? view.box.map((item) => (
                <span key={item.itemId} className="staff-state__item">
                  {gradeWords(item)}
                  {item.name}（{boxItemStatusLabels[item.status]}）
                </span>
              ))
            : '—'}
        </dd>
        <dt>進行中訂單</dt>
        <dd data-testid="replay-orders">
          {view.openOrders.length
            ? view.openOrders.map((o) => (
                <span key={o.orderId} className="staff-state__item">
                  {o.kind && o.kind in orderKindLabels ? orderKindLabels[o.kind as keyof typeof orderKindLabels] : '訂單'}
                  {o.productName ? `「${o.productName}」` : ''} {o.orderId}（{orderStatusLabels[o.status]}）
                </span>
              ))
            : '—'}
        </dd>
        <dt>帳號</dt>
        <dd data-testid="replay-account">
          <span className="staff-state__item">手機 {view.account.phone ?? '未綁定'}</span>
          <span className="staff-state__item">發票 {view.account.invoice ?? '未設定'}</span>
        </dd>
        <dt>地址</dt>
        <dd data-testid="replay-addresses">
          {view.addresses.length
            ? view.addresses.map((a) => (
                <span key={a.addressId} className="staff-state__item">
                  {a.words}
                  {a.isDefault ? '（預設）' : ''}
                </span>
              ))
            : '—'}
        </dd>
        <dt>收藏／簽到</dt>
        <dd data-testid="replay-activity">
          收藏 {view.likes.length} 件，簽到 {view.checkIns} 天{view.lastCheckIn ? `（最近 ${view.lastCheckIn}）` : ''}
        </dd>
      </dl>
    </section>
  );
}

type CorrectionKind = 'points-add' | 'points-deduct' | 'tokens-add' | 'coupon';

const CORRECTION_DONE: Record<CorrectionKind, string> = {
  'points-add': '已補發紅利',
  'points-deduct': '已扣除紅利',
  'tokens-add': '已補發代幣',
  coupon: '已發放優惠券',
};

const newReference = () => `staff-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function Corrections({ userId }: { userId: string }) {
  const [kind, setKind] = useState<CorrectionKind>('points-add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [title, setTitle] = useState('');
  const [validDays, setValidDays] = useState('30');
  const [problem, setProblem] = useState<string | null>(null);
  // One reference per correction: a retried submit of the same correction records it once.
  const [reference, setReference] = useState(newReference);
  const correction = useCorrection(userId);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (correction.isPending) return;
    const value = Number(amount);
    const days = Number(validDays);
    if (!Number.isInteger(value) || value <= 0) return setProblem('請輸入正整數的數量');
    if (!reason.trim()) return setProblem('請輸入調整原因');
    if (kind === 'coupon' && !title.trim()) return setProblem('請輸入優惠券名稱');
    if (kind === 'coupon' && (!Number.isInteger(days) || days < 1)) return setProblem('請輸入有效天數');
    setProblem(null);
    const description = reason.trim();
    const request: Correction =
      kind === 'coupon'
        ? { kind: 'coupon', body: { title: title.trim(), amount: value, valid_days: days, description, reference } }
        : kind === 'tokens-add'
          ? { kind: 'tokens', body: { amount: value, description, reference } }
          : { kind: 'points', body: { delta: kind === 'points-add' ? value : -value, description, reference } };
    correction.mutate(request, {
      onSuccess: () => {
        showToast(CORRECTION_DONE[kind], 'success');
        setAmount('');
        setReason('');
        setTitle('');
        setReference(newReference());
      },
      onError: (error) => setProblem(failureMessage(error, '調整失敗，請稍後再試')),
    });
  };

  return (
    <section className="card staff-card">
      <h2 className="section-title">補正</h2>
      <p className="text-muted">補正會新增一筆事件並記錄你的工作人員編號，不會修改既有紀錄。</p>
      <form className="staff-form" onSubmit={onSubmit} noValidate>
        <label className="staff-field">
          <span>類型</span>
          <select className="staff-input" value={kind} onChange={(e) => setKind(e.target.value as CorrectionKind)} data-testid="correction-kind">
            <option value="points-add">補發紅利</option>
            <option value="points-deduct">扣除紅利</option>
            <option value="tokens-add">補發代幣</option>
            <option value="coupon">發放優惠券</option>
          </select>
        </label>
        {kind === 'coupon' ? (
          <label className="staff-field">
            <span>優惠券名稱</span>
            <input className="staff-input" value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} data-testid="correction-title" />
          </label>
        ) : null}
        <label className="staff-field">
          <span>{kind === 'coupon' ? '折抵金額（元）' : kind === 'tokens-add' ? '代幣' : '紅利點數'}</span>
          <input
            className="staff-input"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
            data-testid="correction-amount"
          />
        </label>
        {kind === 'coupon' ? (
          <label className="staff-field">
            <span>有效天數</span>
            <input
              className="staff-input"
              inputMode="numeric"
              value={validDays}
              onChange={(e) => setValidDays(e.target.value.replace(/\D/g, ''))}
              data-testid="correction-days"
            />
          </label>
        ) : null}
        <label className="staff-field">
          <span>原因（必填）</span>
          <input className="staff-input" value={reason} maxLength={100} onChange={(e) => setReason(e.target.value)} data-testid="correction-reason" />
        </label>
        {problem ? (
          <p className="staff-error" role="alert" data-testid="correction-problem">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--small" disabled={correction.isPending} data-testid="correction-submit">
          送出補正
        </button>
      </form>
    </section>
  );
}

/** 取消出貨: a box shipment that has not left goes back — items to the box, fee to the wallet. */
function CancelShipping({ userId }: { userId: string }) {
  const orders = useMemberShippingOrders(userId);
  const cancel = useCancelShipping(userId);
  const [orderId, setOrderId] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const waiting = (orders.data?.data ?? []).filter((o) => o.kind === 'box_shipping' && o.status === 'paid');
  const chosen = waiting.find((o) => o.order_id === orderId) ?? waiting[0];

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (cancel.isPending || !chosen) return;
    if (!reason.trim()) return setProblem(messages.box.cancelReasonRequired);
    setProblem(null);
    cancel.mutate(
      { orderId: chosen.order_id, body: { reason: reason.trim() } },
      {
        onSuccess: ({ data }) => {
          showToast(
            data.refunded_tokens > 0 ? `${messages.box.shippingCancelled}，退回 ${data.refunded_tokens} 代幣` : messages.box.shippingCancelled,
            'success',
          );
          setReason('');
          setOrderId('');
        },
        onError: (error) => setProblem(failureMessage(error, '取消出貨失敗，請稍後再試')),
      },
    );
  };

  return (
    <section className="card staff-card" data-testid="cancel-shipping">
      <h2 className="section-title">{messages.box.cancelShipping}</h2>
      {orders.isPending ? (
        <p className="text-muted">載入中…</p>
      ) : orders.isError ? (
        <p className="staff-error">{failureMessage(orders.error, '讀取出貨訂單失敗')}</p>
      ) : !chosen ? (
        <p className="text-muted" data-testid="cancel-shipping-none">
          沒有尚未出貨的出貨訂單。
        </p>
      ) : (
        <form className="staff-form" onSubmit={onSubmit} noValidate>
          <p className="text-muted">尚未出貨的訂單可取消：商品退回會員盒櫃，已付運費以代幣退回。</p>
          <label className="staff-field">
            <span>出貨訂單</span>
            <select className="staff-input" value={chosen.order_id} onChange={(e) => setOrderId(e.target.value)} data-testid="cancel-shipping-order">
              {waiting.map((o) => (
                <option key={o.order_id} value={o.order_id}>
                  {taipeiTime(o.placed_at).slice(0, 16)} · {o.items.length} 件 · 運費 {o.shipping_fee}
                </option>
              ))}
            </select>
          </label>
          <ul className="staff-diff" data-testid="cancel-shipping-items">
            {chosen.items.map((i) => (
              <li key={i.id}>{i.item_name}</li>
            ))}
          </ul>
          <label className="staff-field">
            <span>原因（必填）</span>
            <input
              className="staff-input"
              value={reason}
              maxLength={100}
              onChange={(e) => setReason(e.target.value)}
              data-testid="cancel-shipping-reason"
            />
          </label>
          {problem ? (
            <p className="staff-error" role="alert" data-testid="cancel-shipping-problem">
              {problem}
            </p>
          ) : null}
          <button type="submit" className="btn btn--secondary btn--small" disabled={cancel.isPending} data-testid="cancel-shipping-submit">
            {messages.box.cancelShipping}
          </button>
        </form>
      )}
    </section>
  );
}
