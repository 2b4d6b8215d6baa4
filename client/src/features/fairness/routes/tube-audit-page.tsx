// /ichiban/fairness-verification/audit — 離線驗證器: checks a tube's exported event log (NDJSON
// from GET /api/audit/tubes/{id}/events) entirely in the browser. The file is read with the File
// API and checked by the same verifyTubeLog as `npm run verify`; nothing is sent anywhere.
import { useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  messages,
  parseTubeAuditExport,
  TubeAuditFileError,
  verifyTubeLog,
  type TubeAuditLine,
  type TubeAuditResult,
  type TubeAuditSummary,
} from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { auditFailureLabels } from '../audit-labels';
import { fairnessLink } from '../fairness-form';
import './fairness-page.css';

type Checked = { fileName: string; lines: TubeAuditLine[]; result: TubeAuditResult } | { fileName: string; fileError: string };

export default function TubeAuditPage() {
  const [params] = useSearchParams();
  const tubeId = params.get('tubeId');
  const [checked, setChecked] = useState<Checked | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    try {
      const lines = parseTubeAuditExport(text);
      setChecked({ fileName: file.name, lines, result: verifyTubeLog(lines) });
    } catch (error) {
      if (!(error instanceof TubeAuditFileError)) throw error;
      setChecked({ fileName: file.name, fileError: `第 ${error.line} 行無法讀取（${error.message}）` });
    }
  };

  return (
    <div className="page fairness-page">
      <PageHeader title="離線驗證器" />
      <div className="page-body fairness-page__body">
        <section className="card fairness-card">
          <h2 className="section-title">選擇籤筒事件紀錄</h2>
          <p className="fairness-card__text">
            選擇從「下載事件紀錄」取得的 .ndjson
            檔。檔案只在你的瀏覽器中讀取與計算，不會上傳。會檢查：雜湊鏈、種子承諾、每張籤的賞項與獎品、籤號不重複、最後賞歸屬、完售與公開種子的順序。
          </p>
          <label className="fairness-file">
            <input type="file" accept=".ndjson,.jsonl,.json,.txt,application/x-ndjson" onChange={(e) => void onFile(e)} data-testid="audit-file" />
            <span className="btn btn--primary btn--small">選擇檔案</span>
            <span className="fairness-file__name">{checked?.fileName ?? '尚未選擇檔案'}</span>
          </label>
          {tubeId ? (
            <a className="btn btn--ghost btn--small fairness-card__runner" href={`/api/audit/tubes/${encodeURIComponent(tubeId)}/events`} download>
              下載籤筒 {tubeId} 的事件紀錄
            </a>
          ) : null}
        </section>

        {checked ? (
          'fileError' in checked ? (
            <section
              className="card fairness-card fairness-verdict fairness-verdict--failed"
              role="alert"
              data-testid="audit-verdict"
              data-status="failed"
            >
              <h2 className="fairness-verdict__title">{messages.fairness.verifyFailed(checked.fileError)}</h2>
            </section>
          ) : (
            <Verdict lines={checked.lines} result={checked.result} />
          )
        ) : null}
      </div>
    </div>
  );
}

function Verdict({ lines, result }: { lines: TubeAuditLine[]; result: TubeAuditResult }) {
  const failedAt = result.status === 'failed' ? result.failure.index : -1;
  return (
    <>
      <section
        className={`card fairness-card fairness-verdict fairness-verdict--${result.status}`}
        role="status"
        data-testid="audit-verdict"
        data-status={result.status}
      >
        {result.status === 'verified' ? (
          <h2 className="fairness-verdict__title">驗證通過：紀錄完整，每張籤都與公開的種子相符</h2>
        ) : result.status === 'unrevealed' ? (
          <h2 className="fairness-verdict__title">目前無誤，但種子尚未公開，完售後才能核對賞項</h2>
        ) : (
          <>
            <h2 className="fairness-verdict__title">{messages.fairness.verifyFailed(auditFailureLabels[result.failure.code])}</h2>
            <p className="fairness-card__text" data-testid="audit-failure-event">
              問題出在第 {result.failure.index + 1} 筆事件
              {result.failure.revision === undefined ? '' : `（revision ${result.failure.revision}）`}：{result.failure.type}
            </p>
            <p className="fairness-verdict__detail">{result.failure.detail}</p>
          </>
        )}
      </section>
      {result.summary ? <SummaryCard summary={result.summary} /> : null}
      <section className="card fairness-card">
        <h2 className="section-title">事件（{lines.length}）</h2>
        <ol className="fairness-events">
          {lines.map((line, i) => (
            <li key={i} className="fairness-events__item" data-state={i === failedAt ? 'failed' : failedAt >= 0 && i > failedAt ? 'unchecked' : 'ok'}>
              <span className="fairness-events__mark" aria-hidden="true">
                {i === failedAt ? '✕' : failedAt >= 0 && i > failedAt ? '·' : '✓'}
              </span>
              <span className="num">#{line.revision}</span>
              <span className="fairness-events__type">{line.type}</span>
              <span className="fairness-events__info">{describeLine(line)}</span>
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

function SummaryCard({ summary }: { summary: TubeAuditSummary }) {
  const tiers = Object.entries(summary.drawnByTier)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tier, n]) => `${tier} 賞 × ${n}`)
    .join('、');
  const topCount = summary.grandPrizePositions?.length;
  return (
    <section className="card fairness-card" data-testid="audit-summary">
      <h2 className="section-title">籤筒摘要</h2>
      <dl className="fairness-summary">
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
            <dd className="fairness-mono">{summary.txid}</dd>
            <dt>大賞（{summary.topTier} 賞）位置</dt>
            <dd>
              {summary.grandPrizePositions?.map((p) => String(p).padStart(2, '0')).join('、')}{' '}
              <Link
                className="fairness-summary__link"
                to={fairnessLink({ txid: summary.txid, prizeCount: topCount ?? 1, totalTickets: summary.totalTickets })}
              >
                用公平性驗證工具重算
              </Link>
            </dd>
          </>
        ) : null}
        {summary.lastPrize ? (
          <>
            <dt>最後賞</dt>
            <dd>
              {String(summary.lastPrize.number).padStart(2, '0')} 號的買家{' '}
              <span className="fairness-mono">{summary.lastPrize.participant.slice(0, 16)}…</span>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
