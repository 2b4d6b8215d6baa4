// /staff/rewards — coupon redeem codes (create one, list each with how many members redeemed it,
// edit its words, redeem period and member limit, stop one now after a confirm, e.g. a leaked code) and the 7-day check-in reward table (change a
// day). Both write through the admin API, which records the staff member with each write.
import { useState, type FormEvent } from 'react';
import { messages, type AdminCheckInReward, type AdminCouponCode } from '@shop/contracts';
import { showToast } from '../../../stores/toast.store';
import { usePutCheckInReward, useCheckInRewards } from '../api/check-in-rewards';
import { useCouponCodes, useCreateCouponCode, useEndCouponCode, useUpdateCouponCode } from '../api/coupon-codes';
import { QueryList } from '../components/content-card';
import { failureMessage } from '../failure-message';
import { taipeiTime } from '../timeline';

const m = messages.staffContent;
const CATEGORIES = [
  { id: '1', label: '盒玩' },
  { id: '2', label: '轉蛋' },
  { id: 'shop', label: '商城' },
] as const;
const categoryLabel = (id: string) => CATEGORIES.find((c) => c.id === id)?.label ?? id;
const wholeNumber = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN);
const day = (iso: string) => new Date(iso).toLocaleDateString('zh-TW', { timeZone: 'Asia/Taipei' });

export default function RewardsPage() {
  return (
    <>
      <CouponCodesCard />
      <CheckInRewardsCard />
    </>
  );
}

function CouponCodesCard() {
  const codes = useCouponCodes();
  return (
    <section className="card staff-card" data-testid="coupon-codes">
      <h1 className="section-title">優惠券兌換碼{codes.data ? `（${codes.data.length}）` : ''}</h1>
      <p className="text-muted">會員在「我的優惠券」輸入兌換碼領取。折價券為固定金額，一番賞不使用優惠券。</p>
      <CouponCodeForm />
      <QueryList query={codes} empty="目前沒有兌換碼">
        {(list) => (
          <ul className="staff-orders">
            {list.map((c) => (
              <CouponCodeItem key={c.code} code={c} />
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}

function CouponCodeItem({ code: c }: { code: AdminCouponCode }) {
  const end = useEndCouponCode();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  // Ended once the server says so, whatever this device's clock reads.
  const until = end.data?.data.redeemable_until ?? c.redeemable_until;
  const ended = end.isSuccess || (until !== null && Date.parse(until) <= Date.now());
  const usedUp = c.max_redemptions !== null && c.redeemed >= c.max_redemptions;
  const endNow = () =>
    end.mutate(c.code, {
      onSuccess: () => {
        setConfirming(false);
        showToast(`兌換碼 ${c.code} 已停止兌換`, 'success');
      },
      onError: (error) => showToast(failureMessage(error, '停止兌換失敗'), 'error'),
    });
  return (
    <li className="staff-order" data-testid="coupon-code" data-code={c.code}>
      <div className="staff-order__head">
        <strong className="staff-mono">{c.code}</strong>
        <span className={`staff-status staff-status--${ended || usedUp ? 'sold_out' : 'open'}`}>
          {ended ? '已停止兌換' : usedUp ? '已兌完' : '可兌換'}
        </span>
      </div>
      <p>{c.title}</p>
      <p>
        <strong className="num">折 NT$ {c.amount}</strong>
        <span className="text-muted">
          {c.min_purchase > 0 ? `・滿 NT$ ${c.min_purchase} 可用` : '・無最低消費'}・
          {c.category_ids.length ? c.category_ids.map(categoryLabel).join('、') : '不限類別'}
          {c.product_ids.length ? `・限商品 ${c.product_ids.join('、')}` : ''}
        </span>
      </p>
      <p className="text-muted">
        領取後 {c.valid_days} 天內有效・
        {until === null ? (
          '兌換不限期'
        ) : ended ? (
          <span className="staff-coupon__ended">已於 {taipeiTime(until)} 停止兌換</span>
        ) : (
          `兌換期限 ${day(until)}`
        )}
      </p>
      <p data-testid="coupon-code-redeemed">
        已兌換 <span className="num">{c.redeemed}</span>
        {c.max_redemptions !== null ? ` / ${c.max_redemptions} 人` : ' 人（不限人數）'}
        <span className="text-muted">・{c.created_by ? `建立者 ${c.created_by_name ?? '（帳號已刪除）'}` : '預設資料'}</span>
      </p>
      {!ended && confirming ? <p className="text-muted">停止後會員無法再兌換此碼</p> : null}
      {!ended && editing ? <CouponCodeEditor code={c} onDone={() => setEditing(false)} /> : null}
      {ended || editing ? null : (
        <div className="staff-product__actions">
          {confirming ? (
            <>
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={end.isPending}
                onClick={endNow}
                data-testid="coupon-code-end-confirm"
              >
                確定停止
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(false)}>
                取消
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(true)} data-testid="coupon-code-edit">
                編輯
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(true)} data-testid="coupon-code-end">
                停止兌換
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

/** A Taipei calendar day (YYYY-MM-DD) for a date input. */
const taipeiDay = (iso: string) => taipeiTime(iso).slice(0, 10);

/** Edits what a code promises from now on; what a coupon is worth stays as created. */
function CouponCodeEditor({ code: c, onDone }: { code: AdminCouponCode; onDone: () => void }) {
  const update = useUpdateCouponCode();
  const [form, setForm] = useState({
    title: c.title,
    description: c.description,
    until: c.redeemable_until ? taipeiDay(c.redeemable_until) : '',
    maxRedemptions: c.max_redemptions === null ? '' : String(c.max_redemptions),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    const maxRedemptions = form.maxRedemptions.trim() ? wholeNumber(form.maxRedemptions) : null;
    const found = !form.title.trim() ? m.titleRequired : maxRedemptions !== null && !(maxRedemptions >= 1) ? m.maxRedemptionsInvalid : null;
    if (found) return setProblem(found);
    setProblem(null);
    // The same day as before keeps the moment it had; a new day ends at its last second, Taipei time.
    const sameDay = c.redeemable_until !== null && form.until === taipeiDay(c.redeemable_until);
    const body = {
      title: form.title.trim(),
      description: form.description.trim(),
      max_redemptions: maxRedemptions,
      redeemable_until: sameDay ? c.redeemable_until : form.until ? `${form.until}T23:59:59+08:00` : null,
    };
    update.mutate(
      { code: c.code, body },
      {
        onSuccess: () => {
          showToast(`已更新兌換碼 ${c.code}`, 'success');
          onDone();
        },
        onError: (error) => setProblem(failureMessage(error, '儲存失敗')),
      },
    );
  };

  return (
    <form className="staff-form" onSubmit={onSubmit} noValidate data-testid="coupon-code-editor">
      <div className="staff-grid">
        <label className="staff-field">
          <span>優惠券名稱</span>
          <input className="staff-input" value={form.title} onChange={set('title')} maxLength={60} data-testid="coupon-edit-title" />
        </label>
        <label className="staff-field">
          <span>說明（可留空）</span>
          <input className="staff-input" value={form.description} onChange={set('description')} maxLength={200} />
        </label>
        <label className="staff-field">
          <span>可兌換人數（留空不限）</span>
          <input
            className="staff-input"
            inputMode="numeric"
            value={form.maxRedemptions}
            onChange={set('maxRedemptions')}
            maxLength={7}
            data-testid="coupon-edit-max"
          />
        </label>
        <label className="staff-field">
          <span>兌換期限（留空不限）</span>
          <input className="staff-input staff-input--date" type="date" value={form.until} onChange={set('until')} />
        </label>
      </div>
      <p className="text-muted">折抵金額與使用條件不可修改；已兌換的優惠券不受影響。</p>
      {problem ? (
        <p className="staff-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="staff-product__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={update.isPending} data-testid="coupon-edit-save">
          儲存
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onDone}>
          取消
        </button>
      </div>
    </form>
  );
}

const EMPTY_FORM = { code: '', title: '', amount: '', minPurchase: '0', validDays: '30', maxRedemptions: '', until: '', description: '' };

function CouponCodeForm() {
  const create = useCreateCouponCode();
  const [form, setForm] = useState(EMPTY_FORM);
  const [categories, setCategories] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof EMPTY_FORM) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const amount = wholeNumber(form.amount);
    const minPurchase = wholeNumber(form.minPurchase || '0');
    const validDays = wholeNumber(form.validDays);
    const maxRedemptions = form.maxRedemptions.trim() ? wholeNumber(form.maxRedemptions) : null;
    const found = !/^[A-Za-z0-9_-]{3,30}$/.test(form.code.trim())
      ? m.codeInvalid
      : !form.title.trim()
        ? m.titleRequired
        : !(amount >= 1)
          ? m.amountInvalid
          : Number.isNaN(minPurchase)
            ? m.minPurchaseInvalid
            : !(validDays >= 1 && validDays <= 365)
              ? m.validDaysInvalid
              : maxRedemptions !== null && !(maxRedemptions >= 1)
                ? m.maxRedemptionsInvalid
                : null;
    if (found) return setProblem(found);
    setProblem(null);
    create.mutate(
      {
        code: form.code.trim(),
        title: form.title.trim(),
        description: form.description.trim(),
        amount,
        min_purchase: minPurchase,
        valid_days: validDays,
        max_redemptions: maxRedemptions,
        category_ids: categories as ('1' | '2' | 'shop')[],
        // The last moment of the chosen Taipei day.
        redeemable_until: form.until ? `${form.until}T23:59:59+08:00` : null,
      },
      {
        onSuccess: ({ data }) => {
          setForm(EMPTY_FORM);
          setCategories([]);
          showToast(`已建立兌換碼 ${data.code}`, 'success');
        },
        onError: (error) => setProblem(failureMessage(error, '儲存失敗')),
      },
    );
  };

  return (
    <form className="staff-form" onSubmit={onSubmit} noValidate data-testid="coupon-code-form">
      <div className="staff-grid">
        <label className="staff-field">
          <span>兌換碼</span>
          <input className="staff-input staff-mono" value={form.code} onChange={set('code')} maxLength={30} placeholder="例：SPRING50" />
        </label>
        <label className="staff-field">
          <span>優惠券名稱</span>
          <input className="staff-input" value={form.title} onChange={set('title')} maxLength={60} />
        </label>
        <label className="staff-field">
          <span>折抵金額（元）</span>
          <input className="staff-input" inputMode="numeric" value={form.amount} onChange={set('amount')} maxLength={6} />
        </label>
        <label className="staff-field">
          <span>最低消費（元）</span>
          <input className="staff-input" inputMode="numeric" value={form.minPurchase} onChange={set('minPurchase')} maxLength={7} />
        </label>
        <label className="staff-field">
          <span>領取後有效天數</span>
          <input className="staff-input" inputMode="numeric" value={form.validDays} onChange={set('validDays')} maxLength={3} />
        </label>
        <label className="staff-field">
          <span>可兌換人數（留空不限）</span>
          <input className="staff-input" inputMode="numeric" value={form.maxRedemptions} onChange={set('maxRedemptions')} maxLength={7} />
        </label>
        <label className="staff-field">
          <span>兌換期限（留空不限）</span>
          <input className="staff-input staff-input--date" type="date" value={form.until} onChange={set('until')} />
        </label>
        <label className="staff-field">
          <span>說明（可留空）</span>
          <input className="staff-input" value={form.description} onChange={set('description')} maxLength={200} />
        </label>
      </div>
      <fieldset className="staff-filters" aria-label="適用類別">
        <span className="text-muted">適用類別（不選為不限）</span>
        {CATEGORIES.map((c) => (
          <label key={c.id} className="staff-filter">
            <input
              type="checkbox"
              checked={categories.includes(c.id)}
              onChange={(e) => setCategories((list) => (e.target.checked ? [...list, c.id] : list.filter((x) => x !== c.id)))}
            />
            {c.label}
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p className="staff-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={create.isPending} data-testid="coupon-code-create">
        建立兌換碼
      </button>
    </form>
  );
}

function CheckInRewardsCard() {
  const rewards = useCheckInRewards();
  return (
    <section className="card staff-card" data-testid="check-in-rewards">
      <h1 className="section-title">每日簽到獎勵（7 天一輪）</h1>
      <p className="text-muted">
        第 3、5 天的紅利與折價券自動加倍，會員簽到時依當下的設定發放。折價券為折抵金額（元），低消為最低消費，天數為領取後有效天數；折價券填 0
        表示當天不送。
      </p>
      <QueryList query={rewards} empty="簽到獎勵表是空的">
        {(list) => (
          <table className="staff-table staff-table--compact">
            <thead>
              <tr>
                <th>天</th>
                <th>紅利</th>
                <th>折價券</th>
                <th>低消</th>
                <th>天數</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <CheckInRewardRow key={`${r.day}:${r.points}:${r.coupon_amount}:${r.coupon_min_purchase}:${r.coupon_valid_days}`} reward={r} />
              ))}
            </tbody>
          </table>
        )}
      </QueryList>
    </section>
  );
}

function CheckInRewardRow({ reward }: { reward: AdminCheckInReward }) {
  const put = usePutCheckInReward();
  const [values, setValues] = useState({
    points: String(reward.points),
    coupon: String(reward.coupon_amount),
    min: String(reward.coupon_min_purchase),
    days: String(reward.coupon_valid_days),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const changed =
    values.points !== String(reward.points) ||
    values.coupon !== String(reward.coupon_amount) ||
    values.min !== String(reward.coupon_min_purchase) ||
    values.days !== String(reward.coupon_valid_days);

  const save = () => {
    const body = {
      points: wholeNumber(values.points),
      coupon_amount: wholeNumber(values.coupon),
      coupon_min_purchase: wholeNumber(values.min),
      coupon_valid_days: wholeNumber(values.days),
    };
    const found = Number.isNaN(body.points)
      ? m.rewardPointsInvalid
      : Number.isNaN(body.coupon_amount)
        ? m.amountInvalid
        : Number.isNaN(body.coupon_min_purchase)
          ? m.minPurchaseInvalid
          : !(body.coupon_valid_days >= 1)
            ? m.validDaysInvalid
            : body.points === 0 && body.coupon_amount === 0
              ? m.rewardEmpty
              : null;
    if (found) return setProblem(found);
    setProblem(null);
    put.mutate(
      { day: reward.day, body },
      {
        onSuccess: () => showToast(`已更新第 ${reward.day} 天的簽到獎勵`, 'success'),
        onError: (error) => setProblem(failureMessage(error, '儲存失敗')),
      },
    );
  };

  const input = (key: keyof typeof values, label: string) => (
    <input
      className="staff-input staff-input--number"
      inputMode="numeric"
      value={values[key]}
      onChange={set(key)}
      aria-label={`第 ${reward.day} 天${label}`}
      maxLength={7}
    />
  );

  return (
    <>
      <tr data-testid="check-in-reward" data-day={reward.day}>
        <td className="num">{reward.day}</td>
        <td>{input('points', '紅利')}</td>
        <td>{input('coupon', '折價券金額')}</td>
        <td>{input('min', '最低消費')}</td>
        <td>{input('days', '有效天數')}</td>
        <td>
          <button type="button" className="btn btn--primary btn--small" disabled={!changed || put.isPending} onClick={save}>
            儲存
          </button>
        </td>
      </tr>
      {problem ? (
        <tr>
          <td colSpan={6} className="staff-error" role="alert">
            {problem}
          </td>
        </tr>
      ) : null}
    </>
  );
}
