// Infinite scroll for a paged list: fetches the next page when the end of the list comes into
// view, with a button for when the observer is unavailable, and an end-of-list line.
import { useEffect, useRef } from 'react';

interface Props {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** Shown when every page is loaded. */
  endText?: string;
}

export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, endText = '沒有更多了' }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) fetchNextPage();
      },
      { rootMargin: '240px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div ref={sentinel} className="wallet-list__end" data-testid="list-end">
      {isFetchingNextPage ? (
        '載入中…'
      ) : hasNextPage ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => fetchNextPage()}>
          載入更多
        </button>
      ) : (
        endText
      )}
    </div>
  );
}
