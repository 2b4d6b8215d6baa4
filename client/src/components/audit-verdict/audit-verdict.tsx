// The offline verifier's verdict on one exported tube log: pass, not yet verifiable, or the event
// that fails; the summary; every event with its mark. Shared by the public verifier and the staff
// console's auditor list.
import { Link } from 'react-router';
import { messages, type TubeAuditLine, type TubeAuditResult, type TubeAuditSummary } from '@shop/contracts';
import { auditFailureLabels } from './audit-labels';
import './audit-verdict.css';

/** `toolLink`: where the grand-prize positions can be recomputed (the public fairness tool). */
type ToolLink = (values: { txid: string; prizeCount: number; totalTickets: number }) => string;

export function AuditVerdict({ lines, result, toolLink }: { lines: TubeAuditLine[]; result: TubeAuditResult; toolLink?: ToolLink }) {
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
          <h2 className="audit-verdict__title">驗證通過：紀錄完整，每張籤都與公開的種子相符</h2>
        ) : result.status === 'unrevealed' ? (
          <h2 className="audit-verdict__title">目前無誤，但種子尚未公開，完售後才能核對賞項</h2>
        ) : (
          <>
            <h2 className="audit-verdict__title">{messages.fairness.verifyFailed(auditFailureLabels[result.failure.code])}</h2>
            <p className="audit-card__text" data-testid="audit-failure-event">
              問題出在第 {result.failure.index + 1} 筆事件
              {result.failure.revision === undefined ? '' : `（revision ${result.failure.revision}）`}：{result.failure.type}
            </p>
            <p className="audit-verdict__detail">{result.failure.detail}</p>
          </>
        )}
      </section>
      {result.summary ? <SummaryCard summary={result.summary} toolLink={toolLink} /> : null}
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
  if (line.type === 'TicketDrawn') return `${String(d.number).padStart(2, '0')} 號 · ${String(d.tier)} 賞 · ${String(d.prizeName)}`;
  if (line.type === 'LastPrizeAwarded') return `最後賞 · ${String(d.prizeName)}`;
  if (line.type === 'TubeOpened') return `${String(d.totalTickets)} 張籤`;
  return '';
}

function SummaryCard({ summary, toolLink }: { summary: TubeAuditSummary; toolLink?: ToolLink }) {
  const tiers = Object.entries(summary.drawnByTier)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tier, n]) => `${tier} 賞 × ${n}`)
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
