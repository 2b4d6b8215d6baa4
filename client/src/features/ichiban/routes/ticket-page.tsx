// /ichiban/ticket/:id — 選擇籤號: pick a tube (?tube=), watch its lock live, pick ticket numbers.
// A card payment that failed comes back here with ?payment=failed, or ?payment=tickets_gone when its
// tickets went to others while the shopper paid (the payment goes back): the message shows once.
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { messages, type TubeInfo } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../stores/toast.store';
import { useProduct } from '../api/get-product';
import { useRaffleStatus } from '../api/get-raffle-status';
import { TicketGridSkeleton } from '../components/ticket-grid';
import { TubeBoard } from '../components/tube-board';
import { TubeTabs } from '../components/tube-tabs';
import './ticket-page.css';
import { formatNumber } from '../../../lib/format-number';

/** What a card payment's return (?payment=) tells the shopper. */
const PAYMENT_OUTCOMES: Record<string, string> = {
  failed: messages.payment.paymentProcessFailed,
  tickets_gone: messages.payment.cardTicketsGone,
};

/** The tube named in ?tube=, else the first one with tickets left, else the first. */
export function chooseTube(tubes: readonly TubeInfo[], requested: string | null): TubeInfo | undefined {
  return tubes.find((t) => t.id === requested) ?? tubes.find((t) => t.remaining_tickets > 0) ?? tubes[0];
}

export default function TicketPage() {
  const { id: productId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const status = useRaffleStatus(productId);
  const product = useProduct(productId);
  const tubes = status.data?.tubes ?? [];
  const tube = chooseTube(tubes, params.get('tube'));
  const index = tube ? tubes.indexOf(tube) : -1;

  const paymentOutcome = params.get('payment');
  useEffect(() => {
    const message = paymentOutcome ? PAYMENT_OUTCOMES[paymentOutcome] : undefined;
    if (!message) return;
    // The shop's own text, never the query's: a link cannot put words in the shop's mouth.
    showToast(message, 'error');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        next.delete('message');
        return next;
      },
      { replace: true },
    );
  }, [paymentOutcome, setParams]);

  const selectTube = (tubeId: string) => {
    const next = new URLSearchParams(params);
    next.set('tube', tubeId);
    setParams(next, { replace: true });
  };

  return (
    <div className="page ticket-page">
      <PageHeader title="選擇籤號" />
      <div className="page-body">
        {status.isPending ? (
          <div className="ticket-page__loading card">
            <TicketGridSkeleton count={20} />
          </div>
        ) : status.isError ? (
          <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
        ) : !tube ? (
          <EmptyState title="目前沒有可抽的籤筒" text="這個商品的籤筒尚未開放，晚點再來看看吧！" />
        ) : (
          <>
            {/* Its place is kept while the product loads: the tubes often answer first, and the board must not jump down. */}
            <div className="ticket-page__product" aria-busy={!product.data}>
              {product.data ? (
                <>
                  <img className="ticket-page__thumb" src={product.data.image_url} alt="" width={52} height={52} />
                  <div>
                    <p className="ticket-page__name">{product.data.name}</p>
                    <p className="ticket-page__price num">
                      每抽 <b>${formatNumber(product.data.discount_price ?? product.data.price)}</b>
                    </p>
                  </div>
                </>
              ) : (
                <span className="ticket-page__thumb" aria-hidden="true" />
              )}
            </div>
            <TubeTabs tubes={tubes} selectedId={tube.id} onSelect={selectTube} />
            <TubeBoard key={tube.id} tube={tube} index={index} product={product.data} />
          </>
        )}
      </div>
    </div>
  );
}
