// The end of a paged list: fetches the next page when it scrolls into view (a button where the
// observer is unavailable), or says the list is complete.
import { useEffect, useRef } from 'react';
import './load-more.css';

interface Props {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage }: Props) {
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
    <div ref={sentinel} className="load-more" data-testid="list-end">
      {isFetchingNextPage ? (
        '載入中…'
      ) : hasNextPage ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => fetchNextPage()}>
          載入更多
        </button>
      ) : (
        '沒有更多了'
      )}
    </div>
  );
}
