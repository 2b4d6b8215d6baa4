// /gacha/fairness-verification/audit — 轉蛋機離線驗證器: checks a capsule machine's exported event log
// (NDJSON from GET /api/audit/gacha/{id}/events) entirely in the browser, like the tubes' offline
// verifier. The file is read with the File API and checked by the same verifyGachaLog as
// `npm run verify` (docs/fairness.md §9); nothing is sent anywhere.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { verifyGachaLog, type GachaAuditFailureCode, type GachaAuditResult, type GachaAuditSummary, type TubeAuditLine } from '@shop/contracts';
import { checkAuditLog, type AuditCheck } from '../../../components/audit-verdict/check-audit-log';
import { PageHeader } from '../../../components/page-header/page-header';
import { AuditProblem, AuditVerdictView } from '../../../components/audit-verdict/audit-verdict';
import { AuditFilePicker } from '../../../components/audit-verdict/audit-file-picker';
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
          <AuditFilePicker source={checked?.source} onFile={(name, text) => setChecked(checkAuditLog(name, text, verifyGachaLog))} />
          {machineId ? (
            <a className="btn btn--ghost btn--small gacha-audit__download" href={`/api/audit/gacha/${encodeURIComponent(machineId)}/events`} download>
              下載轉蛋機 {machineId} 的事件紀錄
            </a>
          ) : null}
        </section>

        {checked ? (
          'problem' in checked ? (
            <AuditProblem problem={checked.problem} />
          ) : (
            <GachaVerdict lines={checked.lines} result={checked.result} />
          )
        ) : null}
      </div>
    </div>
  );
}

const gachaTitles = {
  verified: '驗證通過：紀錄完整，每顆扭蛋都與公開的種子相符',
  unrevealed: '目前無誤，但本輪種子尚未公開，完售或補貨後才能核對款式',
};

function GachaVerdict({ lines, result }: { lines: TubeAuditLine[]; result: GachaAuditResult }) {
  return (
    <AuditVerdictView
      lines={lines}
      result={result}
      titles={gachaTitles}
      failureLabels={gachaAuditFailureLabels}
      describeLine={describeLine}
      summary={result.summary ? <SummaryCard summary={result.summary} /> : null}
    />
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
