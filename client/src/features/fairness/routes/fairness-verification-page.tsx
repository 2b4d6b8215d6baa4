// /ichiban/fairness-verification — 公平性驗證 (001 §2, §5): recompute a tube's grand-prize
// positions from its txid, in the browser, with no server call. The query may prefill txid,
// prizeCount and totalTickets (a sold-out tube links here that way); with all three the result
// shows at once.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { PhpSampleCard } from '../components/php-sample-card';
import { runFairnessCheck, type FairnessField, type FairnessOutcome, type FairnessValues } from '../fairness-form';
import './fairness-page.css';

const pad = (n: number) => String(n).padStart(2, '0');
// Browsers coarsen performance.now() to 0.1 ms or so: no more digits than that are meaningful.
const formatMs = (ms: number) => (ms < 0.1 ? '< 0.1 ms' : `${ms.toFixed(1)} ms`);

export default function FairnessVerificationPage() {
  const [params] = useSearchParams();
  const [values, setValues] = useState<FairnessValues>(() => ({
    txid: params.get('txid') ?? '',
    prizeCount: params.get('prizeCount') ?? '',
    totalTickets: params.get('totalTickets') ?? '',
  }));
  const [outcome, setOutcome] = useState<FairnessOutcome | null>(null);
  const tubeId = params.get('tubeId');

  // A link with all three values shows its result straight away.
  useEffect(() => {
    if (params.get('txid') && params.get('prizeCount') && params.get('totalTickets')) setOutcome(runFairnessCheck(values));
    // Only on arrival: later edits wait for the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(runFairnessCheck(values));
  };
  const set = (field: FairnessField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const fieldError = (field: FairnessField) => (outcome && !outcome.ok ? outcome.fieldErrors[field] : undefined);

  return (
    <div className="page fairness-page">
      <PageHeader title="公平性驗證" />
      <div className="page-body fairness-page__body">
        <section className="card fairness-card fairness-intro">
          <h2 className="section-title">大賞位置由誰決定？</h2>
          <ol className="fairness-intro__steps">
            <li>籤筒開賣前，系統以安全亂數產生秘密種子，只公開它的雜湊承諾（commitment）。</li>
            <li>籤筒的 TXID 由種子算出；大賞號碼由下方公開演算法從 TXID 算出，其餘賞項以種子洗牌排列。</li>
            <li>完售後公開種子，任何人都能重算 TXID、大賞位置與每一張籤的賞項，並比對每筆抽籤紀錄。</li>
          </ol>
        </section>

        <form className="card fairness-card fairness-form" onSubmit={submit} noValidate data-testid="fairness-form">
          <h2 className="section-title">輸入籤筒資料</h2>
          <label className="fairness-field">
            <span className="fairness-field__label">TXID</span>
            <textarea
              className="fairness-field__input fairness-field__input--mono"
              rows={2}
              value={values.txid}
              onChange={set('txid')}
              placeholder="64 位十六進制字串"
              spellCheck={false}
              autoCapitalize="off"
              aria-invalid={!!fieldError('txid')}
              data-testid="fairness-txid"
            />
            <FieldError message={fieldError('txid')} field="txid" />
          </label>
          <div className="fairness-form__row">
            <label className="fairness-field">
              <span className="fairness-field__label">大賞數量</span>
              <input
                className="fairness-field__input"
                inputMode="numeric"
                value={values.prizeCount}
                onChange={set('prizeCount')}
                placeholder="例如 2"
                aria-invalid={!!fieldError('prizeCount')}
                data-testid="fairness-prize-count"
              />
              <FieldError message={fieldError('prizeCount')} field="prizeCount" />
            </label>
            <label className="fairness-field">
              <span className="fairness-field__label">總籤數</span>
              <input
                className="fairness-field__input"
                inputMode="numeric"
                value={values.totalTickets}
                onChange={set('totalTickets')}
                placeholder="例如 80"
                aria-invalid={!!fieldError('totalTickets')}
                data-testid="fairness-total-tickets"
              />
              <FieldError message={fieldError('totalTickets')} field="totalTickets" />
            </label>
          </div>
          {outcome && !outcome.ok ? (
            <p className="fairness-alert" role="alert" data-testid="fairness-failure">
              {outcome.failure}
            </p>
          ) : null}
          <button type="submit" className="btn btn--primary btn--block" data-testid="fairness-submit">
            開始驗證
          </button>
        </form>

        {outcome?.ok ? <ResultCard outcome={outcome} /> : null}

        <PhpSampleCard values={values} />

        <section className="card fairness-card">
          <h2 className="section-title">稽核整個籤筒</h2>
          <p className="fairness-card__text">
            完售的籤筒可下載完整事件紀錄（NDJSON），在瀏覽器中離線檢查雜湊鏈、種子承諾、每張籤的賞項與最後賞，不會連線到伺服器。
          </p>
          <div className="fairness-card__actions">
            <Link
              className="btn btn--secondary btn--small"
              to={tubeId ? `/ichiban/fairness-verification/audit?tubeId=${encodeURIComponent(tubeId)}` : '/ichiban/fairness-verification/audit'}
              data-testid="fairness-audit-link"
            >
              開啟離線驗證器
            </Link>
            {tubeId ? (
              <a
                className="btn btn--ghost btn--small"
                href={`/api/audit/tubes/${encodeURIComponent(tubeId)}/events`}
                download
                data-testid="fairness-export-link"
              >
                下載此籤筒的事件紀錄
              </a>
            ) : null}
          </div>
        </section>
      </div>
    </div>
  );
}

function FieldError({ message, field }: { message?: string; field: FairnessField }) {
  if (!message) return null;
  return (
    <span className="fairness-field__error" data-testid={`fairness-error-${field}`}>
      {message}
    </span>
  );
}

function ResultCard({ outcome }: { outcome: Extract<FairnessOutcome, { ok: true }> }) {
  const { result, prizeCount, totalTickets, ms } = outcome;
  return (
    <section className="card fairness-card fairness-result" aria-live="polite" data-testid="fairness-result" data-complete={result.complete}>
      <h2 className="section-title">驗證結果</h2>
      <p className="fairness-card__text">
        共 {totalTickets} 張籤中，大賞位於以下 {result.positions.length} 個號碼：
      </p>
      <ul className="fairness-result__positions" data-testid="fairness-positions">
        {result.positions.map((p) => (
          <li key={p} className="fairness-result__chip num">
            {pad(p)}
          </li>
        ))}
      </ul>
      {!result.complete ? (
        <p className="fairness-alert fairness-alert--warn" role="alert" data-testid="fairness-incomplete">
          {messages.fairness.incomplete(result.positions.length, prizeCount)}
        </p>
      ) : null}
      <dl className="fairness-result__stats">
        <div>
          <dt>使用步數</dt>
          <dd className="num" data-testid="fairness-steps">
            {result.stepsUsed}
          </dd>
        </div>
        <div>
          <dt>計算時間</dt>
          <dd className="num" data-testid="fairness-ms">
            {formatMs(ms)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
