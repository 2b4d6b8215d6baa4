// The numbered ticket slips: drawn ones greyed and not selectable.
import { memo } from 'react';
import { ticketLabel } from '../lock-view';
import './ticket-grid.css';

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
  const numbers = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <div className="ticket-grid" role="group" aria-label="籤號">
      {numbers.map((n) => {
        const isDrawn = drawn.has(n);
        const isSelected = selected.has(n);
        return (
          <button
            key={n}
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
      })}
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
