// The offline verifier's verdict on one exported tube log: pass, not yet verifiable, or the event
// that fails; the summary; every event with its mark. Shared by the public verifier and the staff
// console's auditor list; AuditVerdictView is the same screen for any container's verifier. Events
// are named in contracts' words (event-names.ts).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  eventDetail,
  eventTitle,
  messages,
  tierLabel,
  type PrizeTier,
  type TubeAuditLine,
  type TubeAuditResult,
  type TubeAuditSummary,
} from '@shop/contracts';
import { auditFailureLabels } from './audit-labels';
import './audit-verdict.css';

/** `toolLink`: where the grand-prize positions can be recomputed (the public fairness tool). */
type ToolLink = (values: { txid: string; prizeCount: number; totalTickets: number }) => string;

/** What every container's verifier answers (tubes, capsule machines, blind boxes). */
export type AuditVerdictResult<Code extends string> =
  | { status: 'verified' | 'unrevealed' }
  | { status: 'failed'; failure: { index: number; revision?: number; type: string; code: Code; detail: string } };

type AuditVerdictViewProps<Code extends string> = {
  lines: TubeAuditLine[];
  result: AuditVerdictResult<Code>;
  /** The headings of a pass and of a log whose seed is not public yet. */
  titles: { verified: string; unrevealed: string };
  failureLabels: Record<Code, string>;
  /** The container's summary card, when the verifier gave a summary. */
  summary?: ReactNode;
};

/** The verdict, summary and marked event list of any container's verifier. */
export function AuditVerdictView<Code extends string>({ lines, result, titles, failureLabels, summary }: AuditVerdictViewProps<Code>) {
  const failedAt = result.status === 'failed' ? result.failure.index : -1;
  return (
    <>
      <section
        className={`card audit-card audit-verdict audit-verdict--${result.status}`}
        role="status"
        data-testid="audit-verdict"
        data-status={result.status}
      >
        {result.status === 'failed' ? (
          <>
            <h2 className="audit-verdict__title">{messages.fairness.verifyFailed(failureLabels[result.failure.code])}</h2>
            <p className="audit-card__text" data-testid="audit-failure-event">
              問題出在第 {result.failure.index + 1} 筆事件
              {result.failure.revision === undefined ? '' : `（序號 ${result.failure.revision}）`}：{eventTitle(result.failure.type)}
            </p>
            <p className="audit-verdict__detail">{result.failure.detail}</p>
          </>
        ) : (
          <h2 className="audit-verdict__title">{titles[result.status]}</h2>
        )}
      </section>
      {summary ?? null}
      <section className="card audit-card">
        <h2 className="section-title">事件（{lines.length}）</h2>
        <ol className="audit-events">
          {lines.map((line, i) => (
            <li key={i} className="audit-events__item" data-state={i === failedAt ? 'failed' : failedAt >= 0 && i > failedAt ? 'unchecked' : 'ok'}>
              <span className="audit-events__mark" aria-hidden="true">
                {i === failedAt ? '✕' : failedAt >= 0 && i > failedAt ? '·' : '✓'}
              </span>
              <span className="num">#{line.revision}</span>
              <span className="audit-events__type">{eventTitle(line.type)}</span>
              <span className="audit-events__info">{eventDetail(line)}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/**
 * What a verifier page shows under its form: the kept history's problem, the file's problem, or the
 * verdict `verdict` renders from the checked log; nothing before a file is chosen.
 */
export function AuditOutcome<Checked extends object>({
  historyProblem,
  checked,
  verdict,
}: {
  historyProblem: string | null;
  checked: Checked | null;
  verdict: (checked: Exclude<Checked, { problem: string }>) => ReactNode;
}) {
  if (historyProblem) return <AuditProblem problem={historyProblem} />;
  if (!checked) return null;
  return 'problem' in checked ? (
    <AuditProblem problem={(checked as { problem: string }).problem} />
  ) : (
    verdict(checked as Exclude<Checked, { problem: string }>)
  );
}

/** A file the verifier could not read: the line that failed, as a failed verdict. */
export function AuditProblem({ problem }: { problem: string }) {
  return (
    <section className="card audit-card audit-verdict audit-verdict--failed" role="alert" data-testid="audit-verdict" data-status="failed">
      <h2 className="audit-verdict__title">{messages.fairness.verifyFailed(problem)}</h2>
    </section>
  );
}

const tubeTitles = {
  verified: '驗證通過：紀錄完整，每張籤都與公開的種子相符',
  unrevealed: '目前無誤，但種子尚未公開，完售後才能核對賞項',
};

/** A tube's verdict. */
export function AuditVerdict({ lines, result, toolLink }: { lines: TubeAuditLine[]; result: TubeAuditResult; toolLink?: ToolLink }) {
  return (
    <AuditVerdictView
      lines={lines}
      result={result}
      titles={tubeTitles}
      failureLabels={auditFailureLabels}
      summary={result.summary ? <SummaryCard summary={result.summary} toolLink={toolLink} /> : null}
    />
  );
}

function SummaryCard({ summary, toolLink }: { summary: TubeAuditSummary; toolLink?: ToolLink }) {
  const tiers = Object.entries(summary.drawnByTier)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tier, n]) => `${tierLabel(tier as PrizeTier)} × ${n}`)
    .join('、');
  const topCount = summary.grandPrizePositions?.length;
  return (
    <section className="card audit-card" data-testid="audit-summary">
      <h2 className="section-title">籤筒摘要</h2>
      <dl className="audit-summary">
        <dt>籤筒</dt>
        <dd>{summary.tubeId}</dd>
        <dt>已抽出</dt>
        <dd>
          {summary.ticketsDrawn} / {summary.totalTickets}
          {tiers ? `（${tiers}）` : ''}
        </dd>
        {summary.txid ? (
          <>
            <dt>TXID</dt>
            <dd className="audit-mono">{summary.txid}</dd>
            <dt>大賞（{summary.topTier} 賞）位置</dt>
            <dd>
              {summary.grandPrizePositions?.map((p) => String(p).padStart(2, '0')).join('、')}{' '}
              {toolLink ? (
                <Link
                  className="audit-summary__link"
                  to={toolLink({ txid: summary.txid, prizeCount: topCount ?? 1, totalTickets: summary.totalTickets })}
                >
                  用公平性驗證工具重算
                </Link>
              ) : null}
            </dd>
          </>
        ) : null}
        {summary.beacon ? <BeaconRows beacon={summary.beacon} /> : null}
        {summary.lastPrize ? (
          <>
            <dt>最後賞</dt>
            <dd>
              {String(summary.lastPrize.number).padStart(2, '0')} 號的買家{' '}
              <span className="audit-mono">{summary.lastPrize.participant.slice(0, 16)}…</span>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** The beacon round a container mixed in, its BLS signature checked against the key it names (docs/fairness.md §7). */
export function BeaconRows({ beacon }: { beacon: { round: number; publicKey: string; randomness: string } }) {
  return (
    <>
      <dt>公開亂數信標</dt>
      <dd data-testid="audit-beacon">
        第 {beacon.round} 輪，簽章已驗證（公鑰 <span className="audit-mono">{beacon.publicKey.slice(0, 16)}…</span>）
      </dd>
      <dt>信標亂數</dt>
      <dd className="audit-mono">{beacon.randomness}</dd>
    </>
  );
}
