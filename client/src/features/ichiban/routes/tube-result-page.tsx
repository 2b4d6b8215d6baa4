// The tube result screen, 抽獎結果 (/ichiban/result?tubeId=…): a read-only grid of the tube's
// tickets, drawn ones marked with their tier; 10 columns on desktop, 5 on phones.
import { useSearchParams } from 'react-router';
import { messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { useTubeResultTickets } from '../api/get-tube-result-tickets';
import { TierBadge } from '../components/prize-art';
import { ticketLabel } from '../lock-view';
import './tube-result-page.css';

export default function TubeResultPage() {
  const [params] = useSearchParams();
  const tubeId = params.get('tubeId') ?? '';
  const result = useTubeResultTickets(tubeId);
  const title = messages.ichiban.tubeResultTitle;
  const tickets = result.data?.data ?? [];

  return (
    <div className="page tube-result-page">
      <PageHeader title={title} />
      <div className="page-body tube-result-page__body">
        {tubeId && result.isPending ? (
          <PageLoader />
        ) : result.isError ? (
          <ErrorState message={errorMessage(result.error)} onRetry={() => void result.refetch()} />
        ) : tickets.length === 0 ? (
          <EmptyState title={messages.ichiban.tubeResultEmpty} />
        ) : (
          <>
            {result.data && (
              <div className="tube-result__summary card">
                <span className="num">
                  已抽 <b>{result.data.tube_info.total_tickets - result.data.tube_info.remaining_tickets}</b> / {result.data.tube_info.total_tickets}
                </span>
                {/* Remaining of total, as on the product page's tube cards. */}
                <span className="tube-result__tiers" aria-label="各賞剩餘／總數">
                  {result.data.tube_info.tiers.map((t) => (
                    <span key={t.tier} className="tube-result__tier num">
                      <TierBadge tier={t.tier} size="s" /> 剩 {t.remaining}/{t.total}
                    </span>
                  ))}
                </span>
              </div>
            )}
            <div className="tube-result__grid" data-testid="tube-result-grid">
              {tickets.map((t) => (
                <div
                  key={t.id}
                  className="tube-result__cell"
                  data-drawn={t.is_drawn}
                  data-tier={t.tier ?? undefined}
                  data-testid={`result-ticket-${t.ticket_number}`}
                >
                  <span className="tube-result__no num">{ticketLabel(t.ticket_number)}</span>
                  {t.tier ? <TierBadge tier={t.tier} size="s" /> : <span className="tube-result__unknown">?</span>}
                  {t.is_drawn && <span className="tube-result__stamp">已抽</span>}
                </div>
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
