// A blind box's verdict (verifyPackageLog): the shared verdict screen with the box's failure wording,
// event descriptions and summary. Used by the auditor's list.
import type { PackageAuditFailureCode, PackageAuditResult, PackageAuditSummary, TubeAuditLine } from '@shop/contracts';
import { AuditVerdictView, BeaconRows } from './audit-verdict';

const packageAuditFailureLabels: Record<PackageAuditFailureCode, string> = {
  malformed: '事件格式不正確',
  'not-opened-first': '第一筆事件不是盲盒開賣',
  'opened-twice': '盒被重複開啟',
  'other-package': '事件屬於其他盒',
  'chain-broken': '雜湊鏈斷裂：前面的事件被修改、刪除或插入',
  'revision-gap': '事件序號不連續：有事件遺失',
  'slot-out-of-range': '格號超出範圍',
  'slot-drawn-twice': '同一格被抽出兩次',
  'after-drawn': '已抽出的格仍有動作',
  'item-mismatch': '抽出的款式與種子重算的排列不符',
  'hint-untrue': '提示與種子重算的排列不符',
  'sold-out-early': '尚有未抽出的格卻標示完售',
  'after-sold-out': '完售後仍有交易事件',
  'reveal-early': '完售前就公開了種子',
  'reveal-missing': '已完售卻沒有公開種子',
  'commitment-mismatch': '公開的種子與開盒時的承諾不符',
  'beacon-missing': '缺少公開亂數信標的數值',
  'beacon-forged': '公開亂數信標的簽章不符：該輪數值是偽造的',
  rewritten: '紀錄與先前保存的副本或事件鏈最新雜湊不符：紀錄被改寫或有事件被扣下',
};

const packageTitles = {
  verified: '驗證通過：紀錄完整，每一格都與公開的種子相符',
  unrevealed: '目前無誤，但種子尚未公開，完售後才能核對款式與提示',
};

export function PackageVerdict({ lines, result }: { lines: TubeAuditLine[]; result: PackageAuditResult }) {
  return (
    <AuditVerdictView
      lines={lines}
      result={result}
      titles={packageTitles}
      failureLabels={packageAuditFailureLabels}
      summary={result.summary ? <SummaryCard summary={result.summary} /> : null}
    />
  );
}

function SummaryCard({ summary }: { summary: PackageAuditSummary }) {
  return (
    <section className="card audit-card" data-testid="audit-summary">
      <h2 className="section-title">盲盒摘要</h2>
      <dl className="audit-summary">
        <dt>盒</dt>
        <dd>{summary.packageId}</dd>
        <dt>已抽出</dt>
        <dd>
          {summary.slotsDrawn} / {summary.slots}
        </dd>
        <dt>提示／透視</dt>
        <dd>
          {summary.hints} 次／{summary.insights} 次
        </dd>
        {summary.beacon ? <BeaconRows beacon={summary.beacon} /> : null}
      </dl>
    </section>
  );
}
