// What a shopper can check about a tube from its card (docs/fairness.md): while it sells, the
// commitment and the chain head, and its event log to download; once sold out and revealed, the
// seed and the TXID too, with the verification tool prefilled.
import { Link } from 'react-router';
import type { TubeInfo } from '@shop/contracts';

const short = (hex: string) => `${hex.slice(0, 10)}…${hex.slice(-6)}`;

/** The public verification tool with this tube's values filled in. */
export function fairnessToolPath(tube: TubeInfo): string | null {
  const f = tube.fairness;
  if (!f) return null;
  const query = new URLSearchParams({ txid: f.txid, prizeCount: String(f.prize_count), totalTickets: String(f.total_tickets), tubeId: tube.id });
  return `/ichiban/fairness-verification?${query.toString()}`;
}

export function TubeFairness({ tube }: { tube: TubeInfo }) {
  const tool = fairnessToolPath(tube);
  return (
    <details className="tube-fairness" data-testid="tube-fairness">
      <summary>公平性驗證</summary>
      <dl className="tube-fairness__facts">
        <dt>承諾值（開筒時公開）</dt>
        <dd className="num" title={tube.commitment}>
          {short(tube.commitment)}
        </dd>
        {tube.chain_head && (
          <>
            <dt>事件鏈最新雜湊（第 {tube.chain_head.revision} 筆）</dt>
            <dd className="num" title={tube.chain_head.hash}>
              {short(tube.chain_head.hash)}
            </dd>
          </>
        )}
        {tube.fairness ? (
          <>
            <dt>種子（完售後公開）</dt>
            <dd className="num" title={tube.fairness.seed} data-testid="tube-seed">
              {short(tube.fairness.seed)}
            </dd>
            <dt>TXID</dt>
            <dd className="num" title={tube.fairness.txid}>
              {short(tube.fairness.txid)}
            </dd>
          </>
        ) : (
          <p className="tube-fairness__note">完售後公開種子與 TXID，即可驗證每一張籤。</p>
        )}
      </dl>
      <div className="tube-fairness__links">
        {tool && (
          <Link to={tool} data-testid="tube-verify-link">
            驗證大賞位置
          </Link>
        )}
        <a href={`/api/audit/tubes/${encodeURIComponent(tube.id)}/events`} download={`tube-${tube.id}.ndjson`}>
          下載事件紀錄
        </a>
        <Link to={`/ichiban/fairness-verification/audit?tubeId=${encodeURIComponent(tube.id)}`}>離線驗證器</Link>
      </div>
    </details>
  );
}
