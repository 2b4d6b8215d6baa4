// The demo product's card on the placeholder home.
import { Link } from 'react-router';
import { TicketIcon } from '../../../components/icons/icons';
import './product-card.css';

export function DemoIchibanCard({ productId, name }: { productId: string; name: string }) {
  return (
    <Link to={`/ichiban/ticket/${productId}`} className="product-card card" data-testid="demo-ichiban-link">
      <div className="product-card__art" aria-hidden="true">
        <span className="product-card__ribbon">熱抽中</span>
        <TicketIcon size={30} />
        <span className="product-card__art-label">A賞</span>
      </div>
      <div className="product-card__body">
        <span className="chip">一番賞</span>
        <h3 className="product-card__name">{name}</h3>
        <p className="product-card__meta">自選籤號・籤筒即時鎖定・抽況同步更新</p>
        <span className="btn btn--primary btn--small product-card__cta">立即選籤</span>
      </div>
    </Link>
  );
}
