// /info: official information, newest first, 10 at a time as the list scrolls.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { messages } from '@shop/contracts';
import { EmptyState, ErrorState } from '../../../components/state/state-views';
import { useOfficialInfoList } from '../api/get-official-info-list';
import { formatDate } from '../format-date';
import './content.css';

export default function InfoListPage() {
  const list = useOfficialInfoList();
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const el = end.current;
    if (!el || !hasNextPage) return;
    const observer = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && !isFetchingNextPage && void fetchNextPage(), {
      rootMargin: '400px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <div className="page">
      <header className="content-hero">
        <h1>情報</h1>
        <p>新品開抽、活動與公告，第一手消息都在這裡</p>
      </header>
      <div className="page-body">
        {list.isPending && <InfoSkeleton />}
        {list.isError && <ErrorState message={messages.common.loadFailed} onRetry={() => void list.refetch()} />}
        {list.isSuccess && !items.length && <EmptyState title="目前沒有情報" text="新消息很快就來，敬請期待！" />}
        <div className="info-list" data-testid="info-list">
          {items.map((info, i) => (
            <Link key={info.id} to={`/info/${info.id}`} className="info-card card" data-testid={`info-${info.id}`}>
              <img src={info.main_image} alt="" width={800} height={450} loading={i < 2 ? 'eager' : 'lazy'} decoding="async" />
              <div className="info-card__body">
                <h2 className="info-card__title">{info.title}</h2>
                <p className="info-card__meta">
                  <span>{formatDate(info.published_at)}</span>
                  <span>{info.views.toLocaleString('zh-TW')} 次瀏覽</span>
                </p>
              </div>
            </Link>
          ))}
        </div>
        <div ref={end} className="list-end">
          {isFetchingNextPage ? <span className="spinner" /> : list.isSuccess && !hasNextPage && items.length > 0 && <span>沒有更多情報了</span>}
        </div>
      </div>
    </div>
  );
}

function InfoSkeleton() {
  return (
    <div className="info-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="info-card card info-card--skeleton" />
      ))}
    </div>
  );
}
