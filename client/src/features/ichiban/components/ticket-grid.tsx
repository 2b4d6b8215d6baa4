// The numbered ticket slips, virtualised by rows against the page scroll: only the rows near the
// viewport are in the DOM, so a tube of any size stays light. Drawn slips are greyed and disabled.
// Each slip is a memoised cell with a stable handler: a tap, a notice or a scroll re-renders only
// the slips whose state changed or that come into view, never the whole grid.
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { constants } from '@shop/contracts';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ticketLabel } from '../lock-view';
import './ticket-grid.css';

const { ticketGridNarrowBelowPx, ticketGridNarrowColumns, ticketGridWideColumns } = constants.layout;
const WIDE_QUERY = `(min-width: ${ticketGridNarrowBelowPx}px)`;
const OVERSCAN_ROWS = 4;

export interface RowWindow {
  first: number;
  last: number;
}

/**
 * Rows to render: those within the viewport plus an overscan. `top` is the grid's top relative to
 * the viewport; an unmeasured grid (rowHeight 0) renders every row.
 */
export function visibleRows(rows: number, rowHeight: number, top: number, viewport: number, overscan = OVERSCAN_ROWS): RowWindow {
  if (rows === 0) return { first: 0, last: -1 };
  if (rowHeight <= 0) return { first: 0, last: rows - 1 };
  const first = Math.max(0, Math.floor(-top / rowHeight) - overscan);
  const last = Math.min(rows - 1, Math.ceil((viewport - top) / rowHeight) + overscan);
  return { first: Math.min(first, rows - 1), last: Math.max(last, Math.min(first, rows - 1)) };
}

function useRowWindow(rows: number, columns: number, gap: number, ratio: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ window: visibleRows(rows, 0, 0, 0), rowHeight: 0 });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const rect = el.getBoundingClientRect();
      const cell = (rect.width - gap * (columns - 1)) / columns;
      const rowHeight = rect.width > 0 ? cell * ratio + gap : 0;
      const next = visibleRows(rows, rowHeight, rect.top, window.innerHeight);
      setState((s) => (s.rowHeight === rowHeight && s.window.first === next.first && s.window.last === next.last ? s : { window: next, rowHeight }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(el);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [rows, columns, gap, ratio]);

  return { ref, ...state };
}

const TicketCell = memo(function TicketCell({
  n,
  isDrawn,
  isSelected,
  onToggle,
}: {
  n: number;
  isDrawn: boolean;
  isSelected: boolean;
  onToggle: (n: number) => void;
}) {
  return (
    <button
      type="button"
      className="ticket"
      data-testid={`ticket-${n}`}
      data-drawn={isDrawn ? 'true' : 'false'}
      data-selected={isSelected ? 'true' : 'false'}
      aria-pressed={isSelected}
      aria-label={isDrawn ? `${ticketLabel(n)} 號（已抽出）` : `${ticketLabel(n)} 號`}
      disabled={isDrawn}
      onClick={() => onToggle(n)}
    >
      <span className="ticket__num num">{ticketLabel(n)}</span>
      {isDrawn && <span className="ticket__stamp">已抽</span>}
    </button>
  );
});

export const TicketGrid = memo(function TicketGrid({
  total,
  drawn,
  selected,
  onToggle,
}: {
  total: number;
  drawn: ReadonlySet<number>;
  selected: ReadonlySet<number>;
  onToggle: (n: number) => void;
}) {
  const wide = useMediaQuery(WIDE_QUERY);
  const columns = wide ? ticketGridWideColumns : ticketGridNarrowColumns;
  const gap = wide ? 10 : 8;
  // Slips are 4:5 on phones and square from 768 px (see ticket-grid.css).
  const ratio = wide ? 1 : 5 / 4;
  const rows = Math.ceil(total / columns);
  const { ref, window: win, rowHeight } = useRowWindow(rows, columns, gap, ratio);
  // The caller's handler changes with every selection; the cells keep one that calls the latest.
  const latestToggle = useRef(onToggle);
  useLayoutEffect(() => {
    latestToggle.current = onToggle;
  }, [onToggle]);
  const toggle = useCallback((n: number) => latestToggle.current(n), []);

  const firstNumber = win.first * columns + 1;
  const lastNumber = Math.min(total, (win.last + 1) * columns);
  const numbers = Array.from({ length: Math.max(0, lastNumber - firstNumber + 1) }, (_, i) => firstNumber + i);

  return (
    <div
      ref={ref}
      className="ticket-grid-window"
      data-columns={columns}
      style={{
        paddingTop: win.first * rowHeight,
        paddingBottom: Math.max(0, rows - win.last - 1) * rowHeight,
      }}
    >
      <div className="ticket-grid" role="group" aria-label="籤號">
        {numbers.map((n) => (
          <TicketCell key={n} n={n} isDrawn={drawn.has(n)} isSelected={selected.has(n)} onToggle={toggle} />
        ))}
      </div>
    </div>
  );
});

export function TicketGridSkeleton({ count = 20 }: { count?: number }) {
  return (
    <div className="ticket-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="ticket ticket--skeleton" />
      ))}
    </div>
  );
}
