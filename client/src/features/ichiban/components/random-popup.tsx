// The random-quantity popup (1, 3, 5, 10) and the full pack, which asks once more before it opens
// the confirm panel.
import { useState } from 'react';
import { constants } from '@shop/contracts';
import { Sheet } from '../../../components/sheet/sheet';
import './purchase-panels.css';
import { formatNumber } from '../../../lib/format-number';

export function RandomPopup({
  remaining,
  unit,
  onPick,
  onFullPack,
  onClose,
}: {
  remaining: number;
  unit: number;
  onPick: (count: number) => void;
  onFullPack: () => void;
  onClose: () => void;
}) {
  const [confirmFull, setConfirmFull] = useState(false);
  if (confirmFull) {
    return (
      <Sheet
        title="確認全包"
        onClose={() => setConfirmFull(false)}
        testId="full-pack-confirm"
        footer={
          <>
            <button type="button" className="btn btn--secondary" onClick={() => setConfirmFull(false)}>
              再想想
            </button>
            <button type="button" className="btn btn--primary" onClick={onFullPack} data-testid="full-pack-yes">
              確定全包
            </button>
          </>
        }
      >
        <p className="panel-lead">
          將一次買下本筒剩餘的 <b className="num">{remaining}</b> 張籤，共 <b className="num">${formatNumber(remaining * unit)}</b>
          ，含 LAST 賞（若有）。全包不受每次 10 張的限制。
        </p>
      </Sheet>
    );
  }
  return (
    <Sheet title="隨機選號" onClose={onClose} testId="random-popup">
      <p className="panel-hint">從尚未抽出的籤號中隨機挑選</p>
      <div className="random-options">
        {constants.ichiban.randomQuantityOptions.map((n) => (
          <button key={n} type="button" className="random-option" disabled={remaining === 0} onClick={() => onPick(n)} data-testid={`random-${n}`}>
            <span className="random-option__n num">{n}</span>
            <span className="random-option__unit">抽</span>
          </button>
        ))}
      </div>
      <button
        type="button"
        className="btn btn--secondary btn--block random-full"
        disabled={remaining === 0}
        onClick={() => setConfirmFull(true)}
        data-testid="full-pack-button"
      >
        全包剩餘 <span className="num">{remaining}</span> 張
      </button>
    </Sheet>
  );
}
