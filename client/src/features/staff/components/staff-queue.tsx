// One staff work queue (/staff/fulfilment, /staff/refunds): tabs per status with the current tab's
// count, a refresh button, loading / error / empty states, the list and a pager. The page brings its
// list hook and how one entry is shown; every data-testid is `<name>-…` (staff-<name> on the section).
import { Fragment, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { failureMessage } from '../failure-message';

export interface StaffQueuePage<T> {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
}

interface StaffQueueProps<Q extends string, T> {
  /** Prefix of the data-testids: `staff-<name>`, `<name>-tab-<queue>`, `<name>-refresh`, `<name>-empty`. */
  name: string;
  title: string;
  intro?: ReactNode;
  /** The tabs, in order, with their labels; the first is shown first. */
  labels: Record<Q, string>;
  useList: (queue: Q, page: number) => UseQueryResult<StaffQueuePage<T>>;
  empty: (queue: Q) => string;
  keyOf: (entry: T) => string;
  /** One entry: an `<li>` of the list. */
  renderEntry: (entry: T) => ReactNode;
}

export function StaffQueue<Q extends string, T>({ name, title, intro, labels, useList, empty, keyOf, renderEntry }: StaffQueueProps<Q, T>) {
  const queues = Object.keys(labels) as Q[];
  const [queue, setQueue] = useState<Q>(queues[0]!);
  const [page, setPage] = useState(1);
  const list = useList(queue, page);

  const pick = (next: Q) => {
    setQueue(next);
    setPage(1);
  };

  return (
    <section className="card staff-card" data-testid={`staff-${name}`}>
      <h1 className="section-title">{title}</h1>
      {intro ? <p className="text-muted">{intro}</p> : null}
      <div className="staff-filters" role="tablist">
        {queues.map((q) => (
          <button
            key={q}
            type="button"
            role="tab"
            aria-selected={queue === q}
            className={`btn btn--small ${queue === q ? 'btn--primary' : 'btn--ghost'}`}
            onClick={() => pick(q)}
            data-testid={`${name}-tab-${q}`}
          >
            {labels[q]}
            {queue === q && list.data ? `（${list.data.total}）` : ''}
          </button>
        ))}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={list.isFetching}
          onClick={() => void list.refetch()}
          data-testid={`${name}-refresh`}
        >
          {list.isFetching ? '更新中…' : '重新整理'}
        </button>
      </div>
      {list.isPending ? (
        <p className="text-muted">載入中…</p>
      ) : list.isError ? (
        <p className="staff-error">{failureMessage(list.error, '讀取失敗')}</p>
      ) : list.data.data.length === 0 ? (
        <p className="text-muted" data-testid={`${name}-empty`}>
          {empty(queue)}
        </p>
      ) : (
        <>
          <ul className="staff-orders">
            {list.data.data.map((entry) => (
              <Fragment key={keyOf(entry)}>{renderEntry(entry)}</Fragment>
            ))}
          </ul>
          {list.data.last_page > 1 ? (
            <div className="staff-pager">
              <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                上一頁
              </button>
              <span className="num">
                {list.data.current_page} / {list.data.last_page}
              </span>
              <button type="button" className="btn btn--ghost btn--small" disabled={page >= list.data.last_page} onClick={() => setPage(page + 1)}>
                下一頁
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
