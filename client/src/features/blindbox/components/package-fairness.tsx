// What a shopper can check about a box (docs/fairness.md §10): the commitment published when it
// opened, the seed once it sold out, the live chain head to keep, its event log to download for
// `npm run verify` and the offline verifier that checks it in the browser.
import { Link } from 'react-router';
import type { PackageView } from '@shop/contracts';

const short = (hex: string) => `${hex.slice(0, 10)}…${hex.slice(-6)}`;

export function PackageFairness({ pkg }: { pkg: Pick<PackageView, 'id' | 'commitment' | 'revealed_seed' | 'chain_head'> }) {
  return (
    <details className="bb-fairness card" data-testid="package-fairness">
      <summary>公平性驗證</summary>
      <dl className="bb-fairness__facts">
        <dt>承諾值（開盒時公開）</dt>
        <dd className="num" title={pkg.commitment}>
          {short(pkg.commitment)}
        </dd>
        {pkg.revealed_seed ? (
          <>
            <dt>種子（完售後公開）</dt>
            <dd className="num" title={pkg.revealed_seed} data-testid="package-seed">
              {short(pkg.revealed_seed)}
            </dd>
          </>
        ) : (
          <p className="bb-fairness__note">整盒售完後公開種子，即可驗證每一格的公仔、提示與透視結果。</p>
        )}
        {pkg.chain_head && (
          <>
            <dt>事件鏈最新雜湊（第 {pkg.chain_head.revision} 筆）</dt>
            <dd className="num" title={`${pkg.chain_head.revision}:${pkg.chain_head.hash}`} data-testid="package-chain-head">
              {short(pkg.chain_head.hash)}
            </dd>
          </>
        )}
      </dl>
      <div className="bb-fairness__links">
        <a href={`/api/audit/packages/${encodeURIComponent(pkg.id)}/events`} download={`package-${pkg.id}.ndjson`} className="bb-link">
          下載事件紀錄
        </a>
        <Link
          to={`/blindbox/fairness-verification/audit?packageId=${encodeURIComponent(pkg.id)}`}
          className="bb-link"
          data-testid="package-audit-link"
        >
          離線驗證器
        </Link>
      </div>
    </details>
  );
}
