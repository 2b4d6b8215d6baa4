// /cards — 道具卡: the member's tool cards with tabs all / per type / expired (spec 002 §2), each
// line with its quantity and expiry, and what each card type does (GET /tools).
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { CARD_TABS, cardTabCounts, cardTabOf, groupCards, inCardTab, type CardTab } from '../card-tabs';
import { useTools, useUserTools } from '../api/tools';
import '../member.css';

export default function CardsPage() {
  const [params, setParams] = useSearchParams();
  const tab = cardTabOf(params.get('tab'));
  const cards = useUserTools();
  const tools = useTools();

  const selectTab = (key: CardTab) => {
    const next = new URLSearchParams(params);
    if (key === 'all') next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };

  const all = cards.data?.data ?? [];
  const counts = cardTabCounts(all);
  const groups = groupCards(all.filter((c) => inCardTab(c, tab)));
  const current = CARD_TABS.find((t) => t.key === tab) ?? CARD_TABS[0];
  const describedTools = tools.data?.data.filter((t) => tab === 'all' || tab === 'expired' || t.type === tab) ?? [];

  return (
    <div className="page member-area">
      <PageHeader title="道具卡" />
      <div className="page-body">
        <div className="segmented member-tabs" role="tablist" aria-label="道具卡分類">
          {CARD_TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={t.key === tab}
              className="segmented__item member-tabs__item"
              onClick={() => selectTab(t.key)}
              data-testid={`card-tab-${t.key}`}
            >
              {t.label}
              <span className="segmented__count member-tabs__count" data-testid={`card-count-${t.key}`}>
                {cards.data ? counts[t.key] : '–'}
              </span>
            </button>
          ))}
        </div>

        {cards.isPending ? (
          <PageLoader />
        ) : cards.isError ? (
          <ErrorState message={errorMessage(cards.error)} onRetry={() => void cards.refetch()} />
        ) : groups.length === 0 ? (
          <EmptyState title={current.empty} text={tab === 'expired' ? undefined : 'VIP 會員每月 1 日發放道具卡，也可用紅利兌換'} />
        ) : (
          <ul className="tool-card-list" role="tabpanel" data-testid="card-list">
            {groups.map((g) => (
              <li key={g.key} className="tool-card-row card" data-expired={g.expired || undefined} data-testid={`card-row-${g.type}`}>
                <img src={g.image} alt="" width={56} height={56} />
                <span className="tool-card-row__body">
                  <span className="tool-card-row__name">{g.name}</span>
                  <span className="tool-card-row__expiry">
                    {g.expired ? '已於' : '有效期限至'} {g.formatted_expiry}
                    {g.expired ? ' 過期' : ''}
                  </span>
                </span>
                <span className="tool-card-row__qty num" data-testid="card-qty">
                  ×{g.quantity}
                </span>
              </li>
            ))}
          </ul>
        )}

        {tab !== 'expired' && counts.all > 0 && (
          <Link to="/blindbox" className="btn btn--primary btn--block" data-testid="cards-use">
            去盒玩使用
          </Link>
        )}

        {describedTools.length > 0 && (
          <section className="card tool-help" aria-label="道具卡說明">
            <h2 className="tool-help__title">道具卡說明</h2>
            <dl>
              {describedTools.map((t) => (
                <div key={t.id} className="tool-help__item">
                  <dt>{t.name}</dt>
                  <dd>{t.description}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </div>
  );
}
