// /ichiban/history — 一番賞抽獎記錄: an accordion of the member's orders with their prizes and a
// replay tag back to the draw screen.
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { useDrawHistory } from '../api/get-draw-history';
import { PrizeImage, TierBadge } from '../components/prize-art';
import { ticketLabel } from '../lock-view';
import './history-page.css';

function drawnAt(iso: string): string {
  return new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false });
}

export default function HistoryPage() {
  const history = useDrawHistory();
  const [open, setOpen] = useState<string | null>(null);
  const title = messages.ichiban.historyTitle;

  return (
    <div className="page history-page">
      <PageHeader title={title} />
      <div className="page-body history-page__body">
        {history.isPending ? (
          <PageLoader />
        ) : history.isError ? (
          <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <EmptyState
            title={messages.ichiban.historyEmpty}
            text="去挑一筒試試手氣吧！"
            action={
              <Link className="btn btn--primary btn--small" to="/ichiban">
                逛逛一番賞
              </Link>
            }
          />
        ) : (
          <ul className="history-list">
            {history.data.map((entry, i) => {
              const expanded = open === null ? i === 0 : open === entry.order_id;
              return (
                <li key={entry.order_id} className="history-item card" data-testid="history-item" data-expanded={expanded}>
                  <div className="history-item__head">
                    <button
                      type="button"
                      className="history-item__toggle"
                      aria-expanded={expanded}
                      onClick={() => setOpen(expanded ? '' : entry.order_id)}
                    >
                      <span className="history-item__name">{entry.product.name}</span>
                      <span className="history-item__time num">
                        {drawnAt(entry.drawn_at)}・{ticketCountLabel(entry.items)}
                      </span>
                    </button>
                    <Link className="history-item__replay" to={`/ichiban/draw/${encodeURIComponent(entry.code)}`} data-testid="replay-link">
                      重播
                    </Link>
                  </div>
                  {expanded && (
                    <ul className="history-prizes">
                      {entry.items.map((item) => (
                        <li key={item.ticket_id} className="history-prize">
                          <div className="history-prize__img">
                            <PrizeImage src={item.prize.image_url} tier={item.tier} alt={item.prize.name} />
                          </div>
                          <TierBadge tier={item.tier} size="s" />
                          {item.tier === 'LAST' && <span className="history-prize__last">LAST</span>}
                          <span className="history-prize__name">{item.prize.name}</span>
                          <span className="history-prize__no num">No.{ticketLabel(item.ticket_number)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

/** "57 張 + LAST 賞": LAST is a prize, not a ticket, so it is not counted as one. */
export function ticketCountLabel(items: readonly { tier: string }[]): string {
  const tickets = items.filter((item) => item.tier !== 'LAST').length;
  return items.length > tickets ? `${tickets} 張 + LAST 賞` : `${tickets} 張`;
}
