// The recharge amounts of spec 002 §9 as a radio group of tiles.
import { constants } from '@shop/contracts';

export function AmountPicker({ value, onChange }: { value: number; onChange: (amount: number) => void }) {
  return (
    <div className="amount-grid" role="radiogroup" aria-label="儲值金額">
      {constants.recharge.amounts.map((amount) => (
        <button
          key={amount}
          type="button"
          role="radio"
          aria-checked={amount === value}
          className="amount-option"
          onClick={() => onChange(amount)}
          data-testid={`amount-${amount}`}
        >
          <span className="amount-option__value num">{amount.toLocaleString('zh-TW')}</span>
          <span className="amount-option__sub">NT$ {amount.toLocaleString('zh-TW')}</span>
        </button>
      ))}
    </div>
  );
}
