// The gacha tab's forms: a new machine (items with rarity and capsule count, on sale at once) and a
// restock of one machine — the next round's capsules per item; the server publishes the running
// round's seed and commits to the new round with a new one.
import { useState, type FormEvent } from 'react';
import { createGachaMachineRequestSchema, type AdminProduct, type CreateGachaMachineRequest, type GachaRarity } from '@shop/contracts';
import { showToast } from '../../../../stores/toast.store';
import { useCreateGachaMachine, useGachaMachineForStaff, useRestockMachine } from '../../api/catalogue';
import { failureMessage } from '../../failure-message';
import { digits, FormFoot, ItemRow, ProductBasicsFields, RowButtons, useProductBasics, useRows } from './product-form';

const RARITIES: Record<GachaRarity, string> = { common: '普通', rare: '稀有', secret: '隱藏' };
const MAX_CAPSULES = 5000;

interface ItemDraft {
  name: string;
  rarity: GachaRarity;
  quantity: string;
  image: string;
}

const emptyItem = (rarity: GachaRarity = 'common'): ItemDraft => ({ name: '', rarity, quantity: '5', image: '' });

export function CreateGachaForm() {
  const form = useProductBasics();
  const { rows: items, setRow: setItem, ...itemRows } = useRows<ItemDraft>(() => [emptyItem(), emptyItem('rare')]);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateGachaMachine();

  const capsules = items.reduce((n, i) => n + (Number.parseInt(i.quantity, 10) || 0), 0);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const { name, price, image, description } = form.basics;
    const body: CreateGachaMachineRequest = {
      name: name.trim(),
      price: Number(price),
      image_url: image.trim(),
      description: description.trim(),
      items: items.map((i) => ({ name: i.name.trim(), rarity: i.rarity, quantity: Number(i.quantity), image_url: i.image.trim() })),
    };
    if (!body.name) return setProblem('請輸入商品名稱');
    if (!Number.isInteger(body.price) || body.price < 1) return setProblem('請輸入每抽價格');
    if (!body.image_url) return setProblem('請輸入商品圖片網址');
    if (items.some((i) => !i.name.trim())) return setProblem('請輸入每個品項的名稱');
    if (items.some((i) => !(Number(i.quantity) >= 1))) return setProblem('每個品項至少 1 顆');
    if (capsules > MAX_CAPSULES) return setProblem(`扭蛋總數最多 ${MAX_CAPSULES} 顆`);
    if (!createGachaMachineRequestSchema.safeParse(body).success) return setProblem('資料有誤，請檢查價格、圖片網址（/ 或 https:// 開頭）與數量');
    setProblem(null);
    create.mutate(body, {
      onSuccess: (response) => {
        showToast(`已上架扭蛋機「${body.name}」，共 ${response.data.total_quantity} 顆`, 'success');
        form.reset();
        itemRows.reset();
      },
      onError: (error) => setProblem(failureMessage(error, '上架失敗')),
    });
  };

  return (
    <section className="card staff-card" data-testid="staff-create-gacha">
      <h1 className="section-title">上架扭蛋機</h1>
      <form className="staff-form" onSubmit={onSubmit} onChange={() => setProblem(null)} noValidate>
        <ProductBasicsFields form={form} priceLabel="每抽價格（代幣）" imagePlaceholder="/demo/products/3001.svg 或 https://…" testIdPrefix="gacha" />
        <fieldset className="staff-prizes">
          <legend>
            品項（共 <span className="num">{capsules}</span> 顆）
          </legend>
          {items.map((it, index) => (
            <ItemRow
              key={index}
              noun="品項"
              index={index}
              row={it}
              rarities={RARITIES}
              onChange={(change) => setItem(index, change)}
              namePlaceholder="品項名稱"
              testIds={{ row: 'gacha-item', name: 'gacha-item-name', rarity: 'gacha-item-rarity' }}
            >
              <input
                className="staff-input staff-prize__qty"
                inputMode="numeric"
                value={it.quantity}
                onChange={(e) => setItem(index, { quantity: digits(e.target.value) })}
                aria-label={`品項 ${index + 1} 數量`}
                data-testid="gacha-item-quantity"
              />
            </ItemRow>
          ))}
          <RowButtons
            count={items.length}
            max={30}
            addLabel="新增品項"
            removeLabel="移除最後一項"
            onAdd={() => itemRows.add(emptyItem())}
            onRemove={itemRows.removeLast}
            addTestId="gacha-add-item"
          />
        </fieldset>
        <FormFoot problem={problem} pending={create.isPending} label="上架" busyLabel="上架中…" testId="gacha-create" />
      </form>
    </section>
  );
}

/** The next round: one capsule count per item of the running round (0 leaves the item out). */
export function RestockForm({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const machine = useGachaMachineForStaff(product.id);
  const restock = useRestockMachine(product.id);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  if (machine.isPending) return <p className="text-muted">載入中…</p>;
  if (machine.isError) return <p className="staff-error">{failureMessage(machine.error, '讀取失敗')}</p>;
  const items = machine.data.items;
  const countOf = (id: string, fallback: number) => counts[id] ?? String(fallback);
  const total = items.reduce((n, i) => n + (Number.parseInt(countOf(i.id, i.quantity), 10) || 0), 0);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (restock.isPending) return;
    const next = items
      .map((i) => ({ id: i.id, name: i.name, rarity: i.rarity, image_url: i.image_url, quantity: Number(countOf(i.id, i.quantity)) || 0 }))
      .filter((i) => i.quantity > 0);
    if (next.length === 0) return setProblem('至少補 1 顆');
    if (total > MAX_CAPSULES) return setProblem(`扭蛋總數最多 ${MAX_CAPSULES} 顆`);
    setProblem(null);
    restock.mutate(
      { items: next },
      {
        onSuccess: (r) => {
          showToast(`「${product.name}」已補貨：第 ${r.round} 輪，共 ${r.total_quantity} 顆`, 'success');
          onDone();
        },
        onError: (error) => setProblem(failureMessage(error, '補貨失敗')),
      },
    );
  };

  return (
    <form className="staff-form" onSubmit={onSubmit} onChange={() => setProblem(null)} noValidate data-testid="gacha-restock">
      <p className="text-muted">
        目前第 <span className="num">{machine.data.product.round}</span> 輪，剩 <span className="num">{machine.data.product.remaining_quantity}</span>{' '}
        顆。 補貨會公開本輪種子，並以新種子開始下一輪（共 <span className="num">{total}</span> 顆）。
      </p>
      {items.map((i) => (
        <label key={i.id} className="staff-item">
          <span>
            {i.name}（剩 <span className="num">{i.remaining_quantity}</span>）
          </span>
          <span className="staff-prize__tier">{RARITIES[i.rarity]}</span>
          <input
            className="staff-input staff-prize__qty"
            inputMode="numeric"
            value={countOf(i.id, i.quantity)}
            onChange={(e) => setCounts({ ...counts, [i.id]: digits(e.target.value) })}
            aria-label={`${i.name} 下一輪數量`}
            data-testid="gacha-restock-quantity"
          />
        </label>
      ))}
      <FormFoot problem={problem} pending={restock.isPending} label="確定補貨" busyLabel="補貨中…" testId="gacha-restock-submit" small />
    </form>
  );
}
