// Tube picker: 第1筒, 第2筒… with what is left in each.
import type { TubeInfo } from '@shop/contracts';
import './tube-tabs.css';

export function TubeTabs({ tubes, selectedId, onSelect }: { tubes: readonly TubeInfo[]; selectedId: string; onSelect: (tubeId: string) => void }) {
  return (
    <div className="tube-tabs" role="tablist" aria-label="選擇籤筒">
      {tubes.map((tube, index) => {
        const soldOut = tube.remaining_tickets <= 0;
        return (
          <button
            key={tube.id}
            type="button"
            role="tab"
            aria-selected={tube.id === selectedId}
            className="tube-tab"
            data-sold-out={soldOut}
            data-testid={`tube-tab-${index + 1}`}
            onClick={() => onSelect(tube.id)}
          >
            <span className="tube-tab__name">第{index + 1}筒</span>
            <span className="tube-tab__meta num">{soldOut ? '已完售' : `${tube.remaining_tickets}/${tube.total_tickets}`}</span>
          </button>
        );
      })}
    </div>
  );
}
