// /search?q= (spec 000 §2, §5): search bar with cancel, history with clear-all, hot keywords and
// products, and the results grid. Typing searches after 500 ms; submitting also keeps history.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { constants, messages } from '@shop/contracts';
import { SearchIcon } from '../../../components/icons/icons';
import { EmptyState, ErrorState } from '../../../components/state/state-views';
import { useGoBack } from '../../../lib/route-history';
import { showToast } from '../../../stores/toast.store';
import { useHotKeywords } from '../api/get-hot-keywords';
import { useHotProducts } from '../api/get-hot-products';
import { useSearchProducts } from '../api/search-products';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { isProductTypeOpen, searchHint, soonLabel } from '../../../lib/product-kinds';
import { ProductTile } from '../components/product-tile';
import { clearSearchHistory, rememberKeyword, searchHistory } from '../search-history.store';
import './search-page.css';

function Results({ q }: { q: string }) {
  const results = useSearchProducts(q);
  if (results.isPending) return <div className="spinner search-spinner" role="status" aria-label="搜尋中" />;
  if (results.isError) return <ErrorState message={messages.search.failed} onRetry={() => void results.refetch()} />;
  const found = results.data.filter((p) => isProductTypeOpen(p.type));
  const now = new Date();
  if (!found.length) {
    return (
      <div data-testid="search-empty">
        <EmptyState title={messages.search.emptyTitle} text={messages.search.emptyHint} />
      </div>
    );
  }
  return (
    <section aria-label="搜尋結果">
      <p className="search-count">
        找到 <span className="num">{found.length}</span> 件「{q}」相關商品
      </p>
      <div className="search-grid" data-testid="search-results">
        {found.map((p) => (
          <ProductTile
            key={p.id}
            id={p.id}
            name={p.name}
            image={p.image_url}
            price={p.discount_price ?? p.price}
            type={p.type}
            soon={soonLabel(p, now)}
          />
        ))}
      </div>
    </section>
  );
}

function Discover({ onPick }: { onPick: (keyword: string) => void }) {
  const { keywords } = useSnapshot(searchHistory);
  const hotKeywords = useHotKeywords();
  const hotProducts = useHotProducts();
  const hotTiles = (hotProducts.data ?? []).filter((p) => isProductTypeOpen(p.type));
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {keywords.length > 0 && (
        <section className="search-section" aria-label="搜尋紀錄" data-testid="search-history">
          <div className="search-section__head">
            <h2 className="section-title">搜尋紀錄</h2>
            <button type="button" className="search-clear" onClick={() => setConfirming(true)} data-testid="history-clear">
              清除全部
            </button>
          </div>
          <div className="search-tags">
            {keywords.map((k) => (
              <button key={k} type="button" className="search-tag" onClick={() => onPick(k)}>
                {k}
              </button>
            ))}
          </div>
        </section>
      )}
      {hotKeywords.data && hotKeywords.data.length > 0 && (
        <section className="search-section" aria-label="熱門搜尋">
          <h2 className="section-title">熱門搜尋</h2>
          <div className="search-tags">
            {hotKeywords.data.map((k, i) => (
              <button key={k} type="button" className={`search-tag${i < 3 ? ' search-tag--hot' : ''}`} onClick={() => onPick(k)}>
                {k}
              </button>
            ))}
          </div>
        </section>
      )}
      {hotTiles.length > 0 && (
        <section className="search-section" aria-label="熱門商品" data-testid="hot-products">
          <h2 className="section-title">熱門商品</h2>
          <div className="search-grid search-grid--hot">
            {hotTiles.map((p) => (
              <ProductTile key={p.id} id={p.id} name={p.title} image={p.image} price={p.price} type={p.type} />
            ))}
          </div>
        </section>
      )}
      {confirming && (
        <ConfirmDialog
          message={messages.search.clearHistoryConfirm}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            clearSearchHistory();
            setConfirming(false);
          }}
        />
      )}
    </>
  );
}

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const input = useRef<HTMLInputElement>(null);

  // A new ?q (header search, back/forward) replaces what is typed.
  useEffect(() => setText((typed) => (typed.trim() === q ? typed : q)), [q]);

  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => setParams(next ? { q: next } : {}, { replace: true }), constants.search.debounceMs);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  useEffect(() => {
    // Arriving with a search (the header's search button, a keyword link) keeps it in the history
    // as submitting here does; what is typed here is kept when submitted.
    if (q) rememberKeyword(q);
    else input.current?.focus();
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const search = (keyword: string) => {
    const k = keyword.trim();
    if (!k) {
      showToast(messages.search.keywordRequired);
      return;
    }
    rememberKeyword(k);
    setText(k);
    if (k !== q) navigate(`/search?q=${encodeURIComponent(k)}`, { replace: true });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    input.current?.blur();
    search(text);
  };

  return (
    <div className="page search-page">
      <form className="search-bar" role="search" onSubmit={onSubmit}>
        <label className="search-bar__field">
          <SearchIcon size={18} />
          <input
            ref={input}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={searchHint()}
            aria-label="搜尋商品"
            enterKeyHint="search"
            maxLength={50}
            data-testid="search-input"
          />
        </label>
        <button type="button" className="search-bar__cancel" onClick={goBack}>
          取消
        </button>
      </form>
      <div className="page-body">{q ? <Results q={q} /> : <Discover onPick={search} />}</div>
    </div>
  );
}
