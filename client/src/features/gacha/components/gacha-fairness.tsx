// What a shopper can check about a machine (docs/fairness.md §9): the round's commitment, the round's
// seed once it is published (at sell-out), the live chain head to keep, the event log to download
// and the offline verifier that checks it in the browser.
import { Link } from 'react-router';
import type { GachaProduct } from '@shop/contracts';

export function GachaFairness({
  machineId,
  product,
}: {
  machineId: string;
  product: Pick<GachaProduct, 'round' | 'commitment' | 'revealed_seed' | 'chain_head'>;
}) {
  return (
    <section className="gacha-detail__fairness" aria-label="公平性驗證" data-testid="gacha-fairness">
      <h3>公平性驗證</h3>
      <p>第 {product.round} 輪的扭蛋順序已在補貨時以種子承諾鎖定，完售或補貨時公開種子，即可核對每一顆扭蛋。</p>
      <p className="gacha-detail__commitment num" title={product.commitment}>
        承諾 {product.commitment.slice(0, 16)}…
      </p>
      {product.revealed_seed ? (
        <p className="gacha-detail__commitment num" title={product.revealed_seed} data-testid="gacha-seed">
          第 {product.round} 輪種子（已公開） {product.revealed_seed.slice(0, 16)}…
        </p>
      ) : null}
      {product.chain_head ? (
        <p
          className="gacha-detail__commitment num"
          title={`${product.chain_head.revision}:${product.chain_head.hash}`}
          data-testid="gacha-chain-head"
        >
          事件鏈最新雜湊（第 {product.chain_head.revision} 筆） {product.chain_head.hash.slice(0, 16)}…
        </p>
      ) : null}
      <div className="gacha-detail__fairness-links">
        <a href={`/api/audit/gacha/${encodeURIComponent(machineId)}/events`} download={`gacha-${machineId}.ndjson`}>
          下載事件紀錄
        </a>
        <Link to={`/gacha/fairness-verification/audit?machineId=${encodeURIComponent(machineId)}`} data-testid="gacha-audit-link">
          離線驗證器
        </Link>
      </div>
    </section>
  );
}
