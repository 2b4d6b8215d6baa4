// A tab's product grid: the first page on entry, the next one as the end comes into view.
import { useEffect, useRef } from 'react';
import { EmptyState, ErrorState } from '../../../components/state/state-views';
import type { HomeTabIndex } from '../../../lib/home-tabs';
import { isProductTypeOpen } from '../../../lib/product-kinds';
import { messages } from '@shop/contracts';
import { useProducts } from '../api/get-products';
import { ProductCard } from './product-card';

/** Cards above the fold on a phone load at once; the rest wait until scrolled near. */
const EAGER_CARDS = 4;

function SkeletonGrid() {
  return (
    <div className="product-grid" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="product-card product-card--skeleton">
          <div className="product-card__media" />
          <div className="product-card__body">
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ProductGrid({ tab, label }: { tab: HomeTabIndex; label: string }) {
  const query = useProducts(tab);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <SkeletonGrid />;
  if (query.isError) return <ErrorState message={messages.catalog.productListFailed} onRetry={() => void query.refetch()} />;
  const products = query.data.pages.flatMap((p) => p.data).filter((p) => isProductTypeOpen(p.type));
  // A page may hold only lines that are not open yet: keep the sentinel so the next page still loads.
  if (!products.length && !hasNextPage) return <EmptyState title={`${label}商品即將上架`} text="新品陸續到貨，敬請期待！" />;

  return (
    <>
      <div className="product-grid" data-testid={`product-grid-${tab}`} data-count={products.length}>
        {products.map((p, i) => (
          <ProductCard key={p.id} product={p} eager={i < EAGER_CARDS} />
        ))}
      </div>
      <div ref={sentinel} className="product-grid__end" data-testid="grid-end">
        {isFetchingNextPage ? <span className="spinner spinner--small" /> : !hasNextPage && <span>已經到底囉～</span>}
      </div>
    </>
  );
}
