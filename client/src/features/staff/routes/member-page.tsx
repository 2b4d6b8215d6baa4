// /staff/support/:userId — one member's whole history: the timeline across their streams (who
// caused each event, which events were one purchase, filters by kind and date), the replay of their
// state at any point with the change each event made, corrections as new events, and the export.
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { diffMember, replayMember, viewMember, type MemberChange, type MemberView, type TimelineEvent } from '@shop/contracts';
import { showToast } from '../../../stores/toast.store';
import { failureMessage } from '../failure-message';
import { messages } from '@shop/contracts';
import { useCancelShipping, useCorrection, useMemberShippingOrders, useMemberTimeline, type Correction } from '../api/members';
import {
  ACTOR_LABELS,
  actorKind,
  correlationGroups,
  describeEvent,
  filterTimeline,
  kindLabel,
  kindsOf,
  streamKind,
  taipeiTime,
  toNdjson,
} from '../timeline';

export default function MemberPage() {
  const { userId = '' } = useParams();
  const timeline = useMemberTimeline(userId);

  if (timeline.isPending) return <p className="text-muted">載入中…</p>;
  if (timeline.isError) return <p className="staff-error">{failureMessage(timeline.error, '讀取會員紀錄失敗')}</p>;
  return <MemberHistory userId={userId} events={timeline.data} />;
}

function memberName(events: readonly TimelineEvent[]): string {
  let name = '';
  for (const e of events) if ((e.type === 'UserRegistered' || e.type === 'ProfileUpdated') && typeof e.data.name === 'string') name = e.data.name;
  return name;
}

function MemberHistory({ userId, events }: { userId: string; events: TimelineEvent[] }) {
  const [kinds, setKinds] = useState<ReadonlySet<string>>(new Set());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  /** Events folded into the replay; null follows the latest. */
  const [cursor, setCursor] = useState<number | null>(null);
  const shown = useMemo(() => filterTimeline(events, { kinds, from, to }), [events, kinds, from, to]);
  const groups = useMemo(() => correlationGroups(events), [events]);
  const at = cursor ?? events.length;

  const toggleKind = (kind: string) =>
    setKinds((current) => {
      const next = new Set(current);
      if (!next.delete(kind)) next.add(kind);
      return next;
    });

  const exportNdjson = () => {
    const url = URL.createObjectURL(new Blob([toNdjson(events)], { type: 'application/x-ndjson' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `member-${userId}.ndjson`;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <>
      <section className="card staff-card staff-member">
        <Link to="/staff/support" className="text-muted">
          ← 查詢會員
        </Link>
        <h1 className="section-title" data-testid="staff-member-name">
          {memberName(events) || '會員'}
        </h1>
        <span className="staff-mono">{userId}</span>
        <button type="button" className="btn btn--ghost btn--small" onClick={exportNdjson} data-testid="staff-export">
          匯出 NDJSON
        </button>
      </section>

      <div className="staff-columns">
        <section className="card staff-card staff-timeline">
          <h2 className="section-title">
            事件紀錄（{shown.length} / {events.length}）
          </h2>
          <div className="staff-filters">
            {kindsOf(events).map((kind) => (
              <label key={kind} className="staff-filter">
                <input type="checkbox" checked={kinds.has(kind)} onChange={() => toggleKind(kind)} data-testid={`filter-${kind}`} />
                {kindLabel(kind)}
              </label>
            ))}
            <label className="staff-filter">
              自
              <input
                type="date"
                className="staff-input staff-input--date"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                data-testid="filter-from"
              />
            </label>
            <label className="staff-filter">
              至
              <input
                type="date"
                className="staff-input staff-input--date"
                value={to}
                onChange={(e) => setTo(e.target.value)}
                data-testid="filter-to"
              />
            </label>
          </div>
          <ol className="staff-events">
            {shown.map((i) => {
              const e = events[i]!;
              const actor = actorKind(e, userId);
              const group = groups.get(e.metadata.correlationId);
              return (
                <li key={`${e.stream_id}@${e.revision}`}>
                  <button
                    type="button"
                    className="staff-event"
                    aria-current={i === at - 1 ? 'step' : undefined}
                    onClick={() => setCursor(i + 1)}
                    data-testid="timeline-event"
                    data-type={e.type}
                    data-index={i}
                  >
                    <span className="staff-event__time num">{taipeiTime(e.metadata.occurredAt)}</span>
                    <span className={`staff-badge staff-badge--${streamKind(e)}`}>{kindLabel(streamKind(e))}</span>
                    <span className="staff-event__type">{e.type}</span>
                    <span className={`staff-actor staff-actor--${actor}`}>
                      {ACTOR_LABELS[actor]}
                      {actor === 'staff' && e.metadata.actor.id ? ` ${e.metadata.actor.id}` : ''}
                    </span>
                    {group ? (
                      <span className="staff-group" style={{ ['--group' as string]: group % 6 }} title={e.metadata.correlationId}>
                        #{group}
                      </span>
                    ) : null}
                    <span className="staff-event__info">{describeEvent(e)}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </section>

        <div className="staff-side">
          <Replay events={events} at={at} onMove={(k) => setCursor(k >= events.length ? null : k)} />
          <Corrections userId={userId} />
          <CancelShipping userId={userId} />
        </div>
      </div>
    </>
  );
}

const viewAt = (events: readonly TimelineEvent[], k: number): MemberView =>
  viewMember(replayMember(events, k), k > 0 ? new Date(events[k - 1]!.metadata.occurredAt) : new Date(0));

function Replay({ events, at, onMove }: { events: TimelineEvent[]; at: number; onMove: (k: number) => void }) {
  const view = useMemo(() => viewAt(events, at), [events, at]);
  const changes = useMemo(() => (at > 0 ? diffMember(viewAt(events, at - 1), view) : []), [events, at, view]);
  const event = at > 0 ? events[at - 1] : undefined;

  return (
    <section className="card staff-card staff-replay" data-testid="replay">
      <h2 className="section-title">重播</h2>
      <p className="staff-replay__where" data-testid="replay-position">
        第 {at} / {events.length} 筆之後{event ? `（${taipeiTime(event.metadata.occurredAt)} ${event.type}）` : '（尚無任何事件）'}
      </p>
      <div className="staff-replay__steps">
        <button type="button" className="btn btn--ghost btn--small" disabled={at === 0} onClick={() => onMove(at - 1)} data-testid="replay-prev">
          ◀ 上一筆
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={at === events.length}
          onClick={() => onMove(at + 1)}
          data-testid="replay-next"
        >
          下一筆 ▶
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={at === events.length}
          onClick={() => onMove(events.length)}
          data-testid="replay-latest"
        >
          最新
        </button>
      </div>
      <dl className="staff-state">
        <dt>代幣</dt>
        <dd className="num" data-testid="replay-tokens">
          {view.tokens.toLocaleString('zh-TW')}
        </dd>
        <dt>紅利</dt>
        <dd className="num" data-testid="replay-points">
          {view.points.toLocaleString('zh-TW')}
        </dd>
        <dt>紅利批次</dt>
        <dd>
          {view.lots.length
            ? view.lots.map((l, i) => (
                <span key={i} className="staff-state__item">
                  {l.remaining.toLocaleString('zh-TW')} 點，{l.expiresAt ? `${taipeiTime(l.expiresAt).slice(0, 10)} 到期` : '不會到期'}
                </span>
              ))
            : '—'}
        </dd>
        <dt>優惠券</dt>
        <dd data-testid="replay-coupons">
          {view.coupons.length
            ? view.coupons.map((c) => (
                <span key={c.couponId} className="staff-state__item">
                  {c.title}（折 {c.amount}，{COUPON_STATUS[c.status]}）
                </span>
              ))
            : '—'}
        </dd>
        <dt>盒櫃</dt>
        <dd data-testid="replay-box">
          {view.box.length
            ? view.box.map((item) => (
                <span key={item.itemId} className="staff-state__item">
                  {item.grade ? `${item.grade} · ` : ''}
                  {item.name}
                </span>
              ))
            : '—'}
        </dd>
      </dl>
      <h3 className="staff-replay__subtitle">這筆事件的變化</h3>
      <ul className="staff-diff" data-testid="replay-diff">
        {changes.length ? changes.map((c, i) => <li key={i}>{describeChange(c)}</li>) : <li className="text-muted">狀態沒有變化</li>}
      </ul>
    </section>
  );
}

const COUPON_STATUS = { available: '可使用', used: '已使用', expired: '已過期' } as const;

function describeChange(c: MemberChange): string {
  switch (c.kind) {
    case 'tokens':
    case 'points': {
      const delta = c.after - c.before;
      return `${c.kind === 'tokens' ? '代幣' : '紅利'} ${c.before.toLocaleString('zh-TW')} → ${c.after.toLocaleString('zh-TW')}（${delta > 0 ? '+' : '−'}${Math.abs(delta).toLocaleString('zh-TW')}）`;
    }
    case 'coupon':
      return `優惠券「${c.title}」${c.before ? COUPON_STATUS[c.before] : '無'} → ${c.after ? COUPON_STATUS[c.after] : '無'}`;
    case 'box':
      return `盒櫃${c.change === 'added' ? '加入' : '移除'} ${c.name}`;
  }
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
