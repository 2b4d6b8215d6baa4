// A capsule machine's verdict (verifyGachaLog): the shared verdict screen with the machine's failure
// wording, event descriptions and summary. Shared by the public gacha verifier and the auditor's list.
import type { GachaAuditFailureCode, GachaAuditResult, GachaAuditSummary, TubeAuditLine } from '@shop/contracts';
import { gachaRarityLabels } from '@shop/contracts';
import { AuditVerdictView } from './audit-verdict';

const gachaAuditFailureLabels: Record<GachaAuditFailureCode, string> = {
  malformed: '事件格式不正確',
  'not-stocked-first': '第一筆事件不是轉蛋機補貨',
  'other-machine': '事件屬於其他轉蛋機',
  'chain-broken': '雜湊鏈斷裂：前面的事件被修改、刪除或插入',
  'revision-gap': '事件序號不連續：有事件遺失',
  'round-out-of-order': '補貨輪次順序不正確（或未公開上一輪種子就補貨）',
  'position-out-of-order': '扭蛋位置不連續',
  'item-mismatch': '抽出的款式不在補貨清單中，或與種子重算的順序不符',
  'over-stock': '某款抽出的數量超過補貨數量',
  'sold-out-early': '尚有扭蛋卻標示完售',
  'sold-out-missing': '最後一顆抽出後沒有緊接著標示完售',
  'after-round-end': '本輪結束後仍有抽取',
  'reveal-early': '種子公開得太早（完售前且其後沒有補貨），或被公開兩次',
  'commitment-mismatch': '公開的種子與補貨時的承諾不符',
  'beacon-forged': '開獎亂數不是亂數信標簽署的，或不是購買時指定的那一回合',
  'not-reserved': '抽出的扭蛋沒有對應的付款保留，或未依付款順序抽出',
  rewritten: '紀錄與先前保存的副本或事件鏈最新雜湊不符：紀錄被改寫或有事件被扣下',
};

const gachaTitles = {
  verified: '驗證通過：紀錄完整，每顆扭蛋都與公開的種子相符',
  unrevealed: '目前無誤，但本輪種子尚未公開，完售或補貨後才能核對款式',
};

export function GachaVerdict({ lines, result }: { lines: TubeAuditLine[]; result: GachaAuditResult }) {
  return (
    <AuditVerdictView
      lines={lines}
      result={result}
      titles={gachaTitles}
      failureLabels={gachaAuditFailureLabels}
      summary={result.summary ? <SummaryCard summary={result.summary} /> : null}
    />
  );
}

function SummaryCard({ summary }: { summary: GachaAuditSummary }) {
  const rarities = (['secret', 'rare', 'common'] as const)
    .filter((r) => summary.drawnByRarity[r])
    .map((r) => `${gachaRarityLabels[r]} × ${summary.drawnByRarity[r]}`)
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
