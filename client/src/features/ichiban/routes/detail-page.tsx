// /ichiban/detail/:id — the product: pictures, price, sellability, each tube with what is left
// and the live odds per tier, the prize list, and the way on to choosing tickets.
import { Link, useParams } from 'react-router';
import { productSellability, type TubeInfo } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { LikeButton } from '../../../components/like-button/like-button';
import { ErrorState, PageLoader } from '../../../components/state/state-views';
import { SellabilityNotice } from '../../../components/sellability-notice/sellability-notice';
import { errorMessage } from '../../../lib/api-client';
import { useProduct, type ProductDetail } from '../api/get-product';
import { useRaffleStatus } from '../api/get-raffle-status';
import { PrizeImage, TierBadge } from '../components/prize-art';
import { TubeFairness } from '../components/tube-fairness';
import { useTubeLive } from '../live/use-tube-live';
import { unitPrice } from '../purchase-rules';
import './detail-page.css';
import { formatNumber } from '../../../lib/format-number';

/** Chance of a tier on the next ticket, as a percentage with one decimal. */
export function tierOdds(remaining: number, ticketsLeft: number): string {
  if (ticketsLeft <= 0 || remaining <= 0) return '0%';
  return `${((remaining / ticketsLeft) * 100).toFixed(1)}%`;
}

function TubeCard({ tube, index, productId, sellable }: { tube: TubeInfo; index: number; productId: string; sellable: boolean }) {
  // Each tube card keeps its own live room: counts and odds change as others draw.
  useTubeLive(tube.id);
  const soldOut = tube.sold_out || tube.remaining_tickets <= 0;
  const drawnShare = tube.total_tickets > 0 ? 1 - tube.remaining_tickets / tube.total_tickets : 1;
  return (
    <article className="tube-card card" data-testid={`tube-card-${index + 1}`} data-sold-out={soldOut}>
      <header className="tube-card__head">
        <h3 className="tube-card__name">第{index + 1}筒</h3>
        <p className="tube-card__left num">
          {soldOut ? (
            <span className="tube-card__sold">已完售</span>
          ) : (
            <>
              剩 <b data-testid={`tube-remaining-${index + 1}`}>{tube.remaining_tickets}</b> / {tube.total_tickets} 抽
            </>
          )}
        </p>
      </header>
      <span className="tube-card__track" aria-hidden="true">
        <span className="tube-card__fill" style={{ transform: `scaleX(${drawnShare})` }} />
      </span>
      <ul className="tube-card__tiers">
        {tube.tiers.map((t) => (
          <li key={t.tier} className="tube-card__tier" data-empty={t.remaining === 0}>
            <TierBadge tier={t.tier} size="s" />
            <span className="tube-card__count num">
              {t.remaining}/{t.total}
            </span>
            {t.tier !== 'LAST' && <span className="tube-card__odds num">{tierOdds(t.remaining, tube.remaining_tickets)}</span>}
          </li>
        ))}
      </ul>
      <div className="tube-card__actions">
        <Link className="btn btn--ghost btn--small" to={`/ichiban/result?tubeId=${encodeURIComponent(tube.id)}`}>
          抽況
        </Link>
        {soldOut || !sellable ? (
          <span className="btn btn--secondary btn--small" aria-disabled="true">
            {soldOut ? '已完售' : '暫不開放'}
          </span>
        ) : (
          <Link
            className="btn btn--primary btn--small"
            to={`/ichiban/ticket/${encodeURIComponent(productId)}?tube=${encodeURIComponent(tube.id)}`}
            data-testid={`choose-tube-${index + 1}`}
          >
            選擇籤號
          </Link>
        )}
      </div>
      <TubeFairness tube={tube} />
    </article>
  );
}

function PrizeList({ product }: { product: ProductDetail }) {
  return (
    <section className="detail-section" aria-labelledby="prize-list">
      <h2 id="prize-list" className="section-title">
        賞品一覽
      </h2>
      <ul className="prize-list">
        {product.prizes.map((p) => (
          <li key={`${p.tier}-${p.name}`} className="prize-row card" data-tier-row={p.tier}>
            <div className="prize-row__img">
              <PrizeImage src={p.image_url} tier={p.tier} alt={p.name} />
            </div>
            <div className="prize-row__text">
              <TierBadge tier={p.tier} size="s" />
              <p className="prize-row__name">{p.name}</p>
              <p className="prize-row__qty num">{p.tier === 'LAST' ? '最後一抽獲得' : `每筒 ${p.quantity} 個`}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function DetailPage() {
  const { id: productId = '' } = useParams();
  const product = useProduct(productId);
  const status = useRaffleStatus(productId);

  if (product.isPending) {
    return (
      <div className="page">
        <PageHeader title="一番賞" />
        <PageLoader />
      </div>
    );
  }
  if (product.isError) {
    return (
      <div className="page">
        <PageHeader title="一番賞" />
        <div className="page-body">
          <ErrorState message={errorMessage(product.error)} onRetry={() => void product.refetch()} />
        </div>
      </div>
    );
  }

  const p = product.data;
  const sellability = productSellability(p, new Date());
  const tubes = status.data?.tubes ?? [];
  const firstOpen = tubes.find((t) => !t.sold_out && t.remaining_tickets > 0);
  const images = p.images.length > 0 ? p.images : [p.image_url];
  const unit = unitPrice(p);
  const left = tubes.reduce((n, t) => n + t.remaining_tickets, 0);

  return (
    <div className="page detail-page">
      <PageHeader
        title="一番賞"
        end={
          <Link to="/ichiban/rules" className="detail-page__rules">
            規則
          </Link>
        }
      />
      <div className="page-body detail-page__body">
        <div className="detail-page__gallery" aria-label="商品圖片">
          {images.map((src, i) => (
            // The first picture is the largest paint: fetched first; the others when scrolled to.
            <img
              key={src + i}
              src={src}
              alt={i === 0 ? p.name : ''}
              className="detail-page__image"
              decoding="async"
              {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            />
          ))}
        </div>

        <div className="detail-page__info">
          <section className="detail-page__head card">
            <span className="chip">一番賞</span>
            <LikeButton productId={p.id} className="detail-like" />
            <h1 className="detail-page__name" data-testid="product-name">
              {p.name}
            </h1>
            <p className="detail-page__price num">
              <b>${formatNumber(unit)}</b>
              <span> / 抽</span>
              {p.discount_price !== null && <s>${formatNumber(p.price)}</s>}
            </p>
            <p className="detail-page__meta">
              {tubes.length > 0 && (
                <span className="num">
                  共 {tubes.length} 筒・剩 {left} 抽
                </span>
              )}
              {p.allow_point_payment && <span>可用紅利折抵</span>}
              <span>不適用優惠券</span>
            </p>
            <SellabilityNotice product={p} sellability={sellability} />
            {p.description && <p className="detail-page__desc">{p.description}</p>}
          </section>

          <section className="detail-section" aria-labelledby="tube-list">
            <h2 id="tube-list" className="section-title">
              籤筒
            </h2>
            {status.isError ? (
              <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
            ) : tubes.length === 0 && !status.isPending ? (
              <p className="text-muted">目前沒有開放的籤筒</p>
            ) : (
              <div className="tube-cards">
                {tubes.map((tube, i) => (
                  <TubeCard key={tube.id} tube={tube} index={i} productId={p.id} sellable={sellability.sellable} />
                ))}
              </div>
            )}
          </section>

          <PrizeList product={p} />
        </div>
      </div>

      <div className="detail-page__cta">
        {sellability.sellable && firstOpen ? (
          <Link
            className="btn btn--primary btn--block"
            to={`/ichiban/ticket/${encodeURIComponent(p.id)}?tube=${encodeURIComponent(firstOpen.id)}`}
            data-testid="choose-tickets"
          >
            開始選籤
          </Link>
        ) : (
          <button type="button" className="btn btn--primary btn--block" disabled data-testid="choose-tickets">
            {sellability.sellable ? '已完售' : sellability.message}
          </button>
        )}
      </div>
    </div>
  );
}
