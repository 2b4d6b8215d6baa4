// /gacha/fairness-verification/audit — 轉蛋機離線驗證器: checks a capsule machine's exported event log
// (NDJSON from GET /api/audit/gacha/{id}/events) entirely in the browser, like the tubes' offline
// verifier. The file is read with the File API and checked by the same verifyGachaLog as
// `npm run verify` (docs/fairness.md §9); nothing is sent anywhere.
import { useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  messages,
  verifyGachaLog,
  type GachaAuditFailureCode,
  type GachaAuditResult,
  type GachaAuditSummary,
  type TubeAuditLine,
} from '@shop/contracts';
import { checkAuditLog, type AuditCheck } from '../../../components/audit-verdict/check-audit-log';
import { PageHeader } from '../../../components/page-header/page-header';
import '../../../components/audit-verdict/audit-verdict.css';
import './gacha.css';
import { RARITY_LABELS } from '../rarity';

type Checked = AuditCheck<GachaAuditResult>;

const gachaAuditFailureLabels: Record<GachaAuditFailureCode, string> = {
  malformed: '事件格式不正確',
  'not-stocked-first': '第一筆事件不是補貨（GachaStocked）',
  'other-machine': '事件屬於其他轉蛋機',
  'chain-broken': '雜湊鏈斷裂：前面的事件被修改、刪除或插入',
  'revision-gap': '事件序號不連續：有事件遺失',
  'round-out-of-order': '補貨輪次順序不正確（或未公開上一輪種子就補貨）',
  'position-out-of-order': '扭蛋位置不連續',
  'item-mismatch': '抽出的款式不在補貨清單中，或與種子重算的順序不符',
  'over-stock': '某款抽出的數量超過補貨數量',
  'sold-out-early': '尚有扭蛋卻標示完售',
  'after-round-end': '本輪結束後仍有抽取',
  'reveal-early': '同一輪的種子被公開兩次',
  'commitment-mismatch': '公開的種子與補貨時的承諾不符',
};

export default function GachaAuditPage() {
  const [params] = useSearchParams();
  const machineId = params.get('machineId');
  const [checked, setChecked] = useState<Checked | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setChecked(checkAuditLog(file.name, await file.text(), verifyGachaLog));
  };

  return (
    <div className="page gacha-audit">
      <PageHeader title="轉蛋機離線驗證器" />
      <div className="page-body gacha-audit__body">
        <section className="card gacha-audit__card">
          <h2 className="section-title">選擇轉蛋機事件紀錄</h2>
          <p className="gacha-audit__text">
            選擇從轉蛋機頁面「下載事件紀錄」取得的 .ndjson
            檔。檔案只在你的瀏覽器中讀取與計算，不會上傳。會檢查：雜湊鏈、每輪的種子承諾、每顆扭蛋的位置與款式、各款數量不超過補貨數、完售與公開種子的順序。
          </p>
          <label className="fairness-file">
            <input type="file" accept=".ndjson,.jsonl,.json,.txt,application/x-ndjson" onChange={(e) => void onFile(e)} data-testid="audit-file" />
            <span className="btn btn--primary btn--small">選擇檔案</span>
            <span className="fairness-file__name">{checked?.source ?? '尚未選擇檔案'}</span>
          </label>
          {machineId ? (
            <a className="btn btn--ghost btn--small gacha-audit__download" href={`/api/audit/gacha/${encodeURIComponent(machineId)}/events`} download>
              下載轉蛋機 {machineId} 的事件紀錄
            </a>
          ) : null}
        </section>

        {checked ? (
          'problem' in checked ? (
            <section className="card audit-card audit-verdict audit-verdict--failed" role="alert" data-testid="audit-verdict" data-status="failed">
              <h2 className="audit-verdict__title">{messages.fairness.verifyFailed(checked.problem)}</h2>
            </section>
          ) : (
            <GachaVerdict lines={checked.lines} result={checked.result} />
          )
        ) : null}
      </div>
    </div>
  );
}

function GachaVerdict({ lines, result }: { lines: TubeAuditLine[]; result: GachaAuditResult }) {
  const failedAt = result.status === 'failed' ? result.failure.index : -1;
  return (
    <>
      <section
        className={`card audit-card audit-verdict audit-verdict--${result.status}`}
        role="status"
        data-testid="audit-verdict"
        data-status={result.status}
      >
        {result.status === 'verified' ? (
          <h2 className="audit-verdict__title">驗證通過：紀錄完整，每顆扭蛋都與公開的種子相符</h2>
        ) : result.status === 'unrevealed' ? (
          <h2 className="audit-verdict__title">目前無誤，但本輪種子尚未公開，完售或補貨後才能核對款式</h2>
        ) : (
          <>
            <h2 className="audit-verdict__title">{messages.fairness.verifyFailed(gachaAuditFailureLabels[result.failure.code])}</h2>
            <p className="audit-card__text" data-testid="audit-failure-event">
              問題出在第 {result.failure.index + 1} 筆事件
              {result.failure.revision === undefined ? '' : `（revision ${result.failure.revision}）`}：{result.failure.type}
            </p>
            <p className="audit-verdict__detail">{result.failure.detail}</p>
          </>
        )}
      </section>
      {result.summary ? <SummaryCard summary={result.summary} /> : null}
      <section className="card audit-card">
        <h2 className="section-title">事件（{lines.length}）</h2>
        <ol className="audit-events">
          {lines.map((line, i) => (
            <li key={i} className="audit-events__item" data-state={i === failedAt ? 'failed' : failedAt >= 0 && i > failedAt ? 'unchecked' : 'ok'}>
              <span className="audit-events__mark" aria-hidden="true">
                {i === failedAt ? '✕' : failedAt >= 0 && i > failedAt ? '·' : '✓'}
              </span>
              <span className="num">#{line.revision}</span>
              <span className="audit-events__type">{line.type}</span>
              <span className="audit-events__info">{describeLine(line)}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function describeLine(line: TubeAuditLine): string {
  const d = line.data;
  if (line.type === 'CapsuleDrawn') return `第 ${String(d.round)} 輪 · 第 ${String(d.position)} 顆 · ${String(d.itemName)}`;
  if (line.type === 'GachaStocked') {
    const items = Array.isArray(d.items) ? (d.items as { quantity?: unknown }[]) : [];
    return `第 ${String(d.round)} 輪 · ${items.reduce((n, i) => n + (typeof i.quantity === 'number' ? i.quantity : 0), 0)} 顆`;
  }
  if (line.type === 'GachaSeedRevealed' || line.type === 'GachaSoldOut') return `第 ${String(d.round)} 輪`;
  return '';
}

function SummaryCard({ summary }: { summary: GachaAuditSummary }) {
  const rarities = (['secret', 'rare', 'common'] as const)
    .filter((r) => summary.drawnByRarity[r])
    .map((r) => `${RARITY_LABELS[r]} × ${summary.drawnByRarity[r]}`)
    .join('、');
  return (
    <section className="card audit-card" data-testid="audit-summary">
      <h2 className="section-title">轉蛋機摘要</h2>
      <dl className="audit-summary">
        <dt>轉蛋機</dt>
        <dd>{summary.machineId}</dd>
        <dt>補貨輪次</dt>
        <dd>{summary.rounds}</dd>
        <dt>已抽出</dt>
        <dd>
          {summary.capsulesDrawn} 顆{rarities ? `（${rarities}）` : ''}
        </dd>
        <dt>已核對種子的輪次</dt>
        <dd>{summary.verifiedRounds.length ? summary.verifiedRounds.map((r) => `第 ${r} 輪`).join('、') : '尚無'}</dd>
      </dl>
    </section>
  );
}
