// What the catalogue tabs' staff forms share: a new product's basics (name, price, image URL,
// description), the rows of items/figures/prizes with their add and remove-last buttons, one
// item/figure row (name, rarity, image), and the problem line and submit button at the foot of
// each form.
import { useState, type ReactNode } from 'react';

export const digits = (v: string) => v.replace(/\D/g, '');

export interface ProductBasics {
  name: string;
  price: string;
  image: string;
  description: string;
}

const NO_BASICS: ProductBasics = { name: '', price: '', image: '', description: '' };

export function useProductBasics() {
  const [basics, setBasics] = useState<ProductBasics>(NO_BASICS);
  const set = (change: Partial<ProductBasics>) => setBasics((b) => ({ ...b, ...change }));
  return { basics, set, reset: () => setBasics(NO_BASICS) };
}

export type ProductBasicsForm = ReturnType<typeof useProductBasics>;

/** Name, price and image URL in the grid (with the line's own fields after them), then the description. */
export function ProductBasicsFields({
  form,
  nameLabel = '商品名稱',
  priceLabel,
  imagePlaceholder,
  testIdPrefix,
  nameTestId = `${testIdPrefix}-name`,
  children,
}: {
  form: ProductBasicsForm;
  nameLabel?: string;
  priceLabel: string;
  imagePlaceholder: string;
  testIdPrefix: string;
  nameTestId?: string;
  children?: ReactNode;
}) {
  const { basics, set } = form;
  return (
    <>
      <div className="staff-grid">
        <label className="staff-field">
          <span>{nameLabel}</span>
          <input
            className="staff-input"
            value={basics.name}
            onChange={(e) => set({ name: e.target.value })}
            maxLength={100}
            data-testid={nameTestId}
          />
        </label>
        <label className="staff-field">
          <span>{priceLabel}</span>
          <input
            className="staff-input"
            inputMode="numeric"
            value={basics.price}
            onChange={(e) => set({ price: digits(e.target.value) })}
            data-testid={`${testIdPrefix}-price`}
          />
        </label>
        <label className="staff-field">
          <span>商品圖片網址</span>
          <input
            className="staff-input"
            value={basics.image}
            onChange={(e) => set({ image: e.target.value })}
            placeholder={imagePlaceholder}
            maxLength={500}
            data-testid={`${testIdPrefix}-image`}
          />
        </label>
        {children}
      </div>
      <label className="staff-field">
        <span>商品說明</span>
        <textarea
          className="staff-input"
          rows={2}
          value={basics.description}
          onChange={(e) => set({ description: e.target.value })}
          maxLength={2000}
        />
      </label>
    </>
  );
}

/** Editable rows (items, figures, prizes): change one, add one, remove the last, start over. */
export function useRows<T>(initial: () => T[]) {
  const [rows, setRows] = useState<T[]>(initial);
  return {
    rows,
    setRow: (index: number, change: Partial<T>) => setRows(rows.map((r, i) => (i === index ? { ...r, ...change } : r))),
    add: (row: T) => setRows([...rows, row]),
    removeLast: () => setRows(rows.slice(0, -1)),
    reset: () => setRows(initial()),
  };
}

export function RowButtons({
  count,
  max,
  addLabel,
  removeLabel,
  onAdd,
  onRemove,
  addTestId,
}: {
  count: number;
  max: number;
  addLabel: string;
  removeLabel: string;
  onAdd: () => void;
  onRemove: () => void;
  addTestId?: string;
}) {
  return (
    <div className="staff-prize__buttons">
      <button type="button" className="btn btn--ghost btn--small" disabled={count >= max} onClick={onAdd} data-testid={addTestId}>
        {addLabel}
      </button>
      <button type="button" className="btn btn--ghost btn--small" disabled={count <= 1} onClick={onRemove}>
        {removeLabel}
      </button>
    </div>
  );
}

/** The form's problem line (above its submit button) and the button itself, busy while it sends. */
export function FormFoot({
  problem,
  pending,
  label,
  busyLabel,
  testId,
  small = false,
}: {
  problem: string | null;
  pending: boolean;
  label: string;
  busyLabel: string;
  testId: string;
  small?: boolean;
}) {
  return (
    <>
      {problem ? (
        <p className="staff-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={small ? 'btn btn--primary btn--small' : 'btn btn--primary'} disabled={pending} data-testid={testId}>
        {pending ? busyLabel : label}
      </button>
    </>
  );
}

/**
 * One item or figure row of a new product: its name, rarity, the line's own middle cell (a gacha
 * item's capsule count, a figure's number) and its image (blank: the product's picture).
 */
export function ItemRow<R extends string>({
  noun,
  index,
  row,
  rarities,
  onChange,
  namePlaceholder,
  testIds,
  children,
}: {
  /** 品項 or 公仔, in the labels. */
  noun: string;
  index: number;
  row: { name: string; rarity: R; image: string };
  rarities: Record<R, string>;
  onChange: (change: Partial<{ name: string; rarity: R; image: string }>) => void;
  namePlaceholder: string;
  testIds: { row: string; name: string; rarity?: string };
  children: ReactNode;
}) {
  return (
    <div className="staff-item" data-testid={testIds.row}>
      <input
        className="staff-input"
        value={row.name}
        onChange={(e) => onChange({ name: e.target.value })}
        placeholder={namePlaceholder}
        aria-label={`${noun} ${index + 1} 名稱`}
        maxLength={60}
        data-testid={testIds.name}
      />
      <select
        className="staff-input"
        value={row.rarity}
        onChange={(e) => onChange({ rarity: e.target.value as R })}
        aria-label={`${noun} ${index + 1} 稀有度`}
        data-testid={testIds.rarity}
      >
        {(Object.keys(rarities) as R[]).map((r) => (
          <option key={r} value={r}>
            {rarities[r]}
          </option>
        ))}
      </select>
      {children}
      <input
        className="staff-input staff-item__image"
        value={row.image}
        onChange={(e) => onChange({ image: e.target.value })}
        placeholder={`${noun}圖片（可留空，用商品圖片）`}
        aria-label={`${noun} ${index + 1} 圖片`}
        maxLength={500}
      />
    </div>
  );
}
