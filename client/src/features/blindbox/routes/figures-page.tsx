// /blindbox/figures — the figures catalogue (圖鑑): every blind-box series' figures, filtered by
// series, rarity and collected status, with a name search. Each figure opens its detail page.
import { useState } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { messages, type ItemRarity } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { isApiError } from '../../../lib/api-client';
import { auth, isLoggedIn } from '../../../stores/auth.store';
import { useFigures } from '../api/blindbox-api';
import { RARITY_LABEL, RarityBadge } from '../components/rarity';
import { filterFigures, NO_FILTER, type CollectedFilter, type FigureFilter } from '../figure-filter';
import './blindbox.css';

const RARITIES: ItemRarity[] = ['normal', 'rare', 'ultra_rare', 'hidden', 'secret'];
const COLLECTED: { value: CollectedFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'collected', label: '已收集' },
  { value: 'missing', label: '未收集' },
];

function Chip({ on, onClick, children, testId }: { on: boolean; onClick: () => void; children: string; testId?: string }) {
  return (
    <button type="button" className="bb-filter" aria-pressed={on} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}

export default function BlindboxFiguresPage() {
  const signedIn = isLoggedIn(useSnapshot(auth));
  const figures = useFigures(signedIn);
  const [filter, setFilter] = useState<FigureFilter>(NO_FILTER);
  const set = (patch: Partial<FigureFilter>) => setFilter((f) => ({ ...f, ...patch }));

  if (figures.isPending) return <PageLoader />;
  if (figures.isError)
    return (
      <div className="page bb-page">
        <PageHeader title={messages.blindbox.figuresTitle} />
        <ErrorState
          message={isApiError(figures.error) ? figures.error.message : messages.blindbox.loadFailed}
          onRetry={() => void figures.refetch()}
        />
      </div>
    );
  const all = figures.data.data.series;
  const shown = filterFigures(all, filter);
  const total = all.reduce((n, s) => n + s.figures.length, 0);
  const collected = all.reduce((n, s) => n + s.figures.filter((f) => f.is_collected).length, 0);
  const presentRarities = RARITIES.filter((r) => all.some((s) => s.figures.some((f) => f.rarity === r)));

  return (
    <div className="page bb-page">
      <PageHeader title={messages.blindbox.figuresTitle} />
      <div className="page-body">
        <section className="bb-catalogue-head card">
          <p className="num" data-testid="figures-progress">
            {signedIn ? `已收集 ${collected} / ${total}` : `共 ${total} 款公仔`}
          </p>
          {!signedIn && <p className="text-muted">{messages.blindbox.loginToSeeCollection}</p>}
          <input
            type="search"
            className="bb-search"
            placeholder="搜尋公仔或系列名稱"
            aria-label="搜尋公仔"
            value={filter.search}
            onChange={(e) => set({ search: e.target.value })}
            maxLength={40}
            data-testid="figures-search"
          />
          <div className="bb-filters" role="group" aria-label="系列">
            <Chip on={filter.series === null} onClick={() => set({ series: null })}>
              全部系列
            </Chip>
            {all.map((s) => (
              <Chip key={s.product_id} on={filter.series === s.product_id} onClick={() => set({ series: s.product_id })}>
                {s.product_name}
              </Chip>
            ))}
          </div>
          <div className="bb-filters" role="group" aria-label="稀有度">
            <Chip on={filter.rarity === null} onClick={() => set({ rarity: null })}>
              全部稀有度
            </Chip>
            {presentRarities.map((r) => (
              <Chip key={r} on={filter.rarity === r} onClick={() => set({ rarity: r })} testId={`rarity-${r}`}>
                {RARITY_LABEL[r]}
              </Chip>
            ))}
          </div>
          {signedIn && (
            <div className="bb-filters" role="group" aria-label="收集狀態">
              {COLLECTED.map((c) => (
                <Chip key={c.value} on={filter.collected === c.value} onClick={() => set({ collected: c.value })} testId={`collected-${c.value}`}>
                  {c.label}
                </Chip>
              ))}
            </div>
          )}
        </section>

        {all.length === 0 ? (
          <EmptyState title="目前還沒有盒玩系列" />
        ) : shown.length === 0 ? (
          <EmptyState
            title="沒有符合條件的公仔"
            action={
              <button type="button" className="btn btn--secondary btn--small" onClick={() => setFilter(NO_FILTER)}>
                清除篩選
              </button>
            }
          />
        ) : (
          shown.map((s) => (
            <section key={s.product_id} className="bb-series card" data-testid={`series-${s.product_id}`}>
              <header className="bb-series__head">
                <h3 className="bb-series__name">{s.product_name}</h3>
                <Link to={`/blindbox/detail/${encodeURIComponent(s.product_id)}`} className="bb-link">
                  去抽盒
                </Link>
              </header>
              <ul className="bb-figures">
                {s.figures.map((f) => {
                  const packageId = s.package_ids[0];
                  const body = (
                    <>
                      <img src={f.image_url} alt="" />
                      <span>{f.name}</span>
                      <RarityBadge rarity={f.rarity} />
                    </>
                  );
                  return (
                    <li key={f.index} className="bb-figure" data-collected={signedIn ? f.is_collected : true} data-testid="figure">
                      {packageId ? (
                        <Link to={`/blindbox/item/${encodeURIComponent(packageId)}/${f.index}`} className="bb-figure__link">
                          {body}
                        </Link>
                      ) : (
                        body
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
