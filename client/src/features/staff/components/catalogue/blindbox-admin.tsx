// The blind-box tab's forms: a new series (its figures in order, with rarities; the single-draw
// price) and new boxes for a series — how many boxes, and how many of each figure every box holds.
// Each box opens with its own committed secret seed; which slot holds what stays secret until drawn.
import { useState, type FormEvent } from 'react';
import { createBlindboxSeriesRequestSchema, type AdminProduct, type CreateBlindboxSeriesRequest, type ItemRarity } from '@shop/contracts';
import { showToast } from '../../../../stores/toast.store';
import { useCreateBlindboxSeries, useOpenPackages } from '../../api/catalogue';
import { failureMessage } from '../../failure-message';
import { digits, FormFoot, ItemRow, ProductBasicsFields, RowButtons, useProductBasics, useRows } from './product-form';

const RARITIES: Record<ItemRarity, string> = {
  normal: '普通',
  common: '一般',
  rare: '稀有',
  ultra_rare: '超稀有',
  hidden: '隱藏',
  secret: '秘密',
};
const MAX_SLOTS = 60;

interface FigureDraft {
  name: string;
  rarity: ItemRarity;
  image: string;
}

const emptyFigure = (rarity: ItemRarity = 'normal'): FigureDraft => ({ name: '', rarity, image: '' });

export function CreateSeriesForm() {
  const form = useProductBasics();
  const { rows: figures, setRow: setFigure, ...figureRows } = useRows<FigureDraft>(() => [emptyFigure(), emptyFigure(), emptyFigure('secret')]);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateBlindboxSeries();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const { name, price, image, description } = form.basics;
    const body: CreateBlindboxSeriesRequest = {
      name: name.trim(),
      price: Number(price),
      image_url: image.trim(),
      description: description.trim(),
      figures: figures.map((f) => ({ name: f.name.trim(), rarity: f.rarity, image_url: f.image.trim() })),
    };
    if (!body.name) return setProblem('請輸入系列名稱');
    if (!Number.isInteger(body.price) || body.price < 1) return setProblem('請輸入單抽價格');
    if (!body.image_url) return setProblem('請輸入商品圖片網址');
    if (figures.some((f) => !f.name.trim())) return setProblem('請輸入每個公仔的名稱');
    if (new Set(figures.map((f) => f.name.trim())).size !== figures.length) return setProblem('公仔名稱不可重複');
    if (!createBlindboxSeriesRequestSchema.safeParse(body).success) return setProblem('資料有誤，請檢查價格與圖片網址（/ 或 https:// 開頭）');
    setProblem(null);
    create.mutate(body, {
      onSuccess: () => {
        showToast(`已建立盲盒系列「${body.name}」，請為它開新盒`, 'success');
        form.reset();
        figureRows.reset();
      },
      onError: (error) => setProblem(failureMessage(error, '建立失敗')),
    });
  };

  return (
    <section className="card staff-card" data-testid="staff-create-series">
      <h1 className="section-title">新增盲盒系列</h1>
      <form className="staff-form" onSubmit={onSubmit} onChange={() => setProblem(null)} noValidate>
        <ProductBasicsFields
          form={form}
          nameLabel="系列名稱"
          priceLabel="單抽價格（代幣）"
          imagePlaceholder="/demo/products/2001.svg 或 https://…"
          testIdPrefix="series"
        />
        <fieldset className="staff-prizes">
          <legend>公仔（依序編號）</legend>
          {figures.map((f, index) => (
            <ItemRow
              key={index}
              noun="公仔"
              index={index}
              row={f}
              rarities={RARITIES}
              onChange={(change) => setFigure(index, change)}
              namePlaceholder={`公仔 ${index + 1} 名稱`}
              testIds={{ row: 'series-figure', name: 'series-figure-name' }}
            >
              <span className="text-muted num">#{index + 1}</span>
            </ItemRow>
          ))}
          <RowButtons
            count={figures.length}
            max={30}
            addLabel="新增公仔"
            removeLabel="移除最後一個"
            onAdd={() => figureRows.add(emptyFigure())}
            onRemove={figureRows.removeLast}
          />
        </fieldset>
        <FormFoot problem={problem} pending={create.isPending} label="建立系列" busyLabel="建立中…" testId="series-create" />
      </form>
    </section>
  );
}

/** New boxes for a series: each holds the chosen count of each figure (its slots). */
export function OpenPackagesForm({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const open = useOpenPackages(product.id);
  const [boxes, setBoxes] = useState('1');
  const [counts, setCounts] = useState<string[]>(() => product.prizes.map(() => '1'));
  const [problem, setProblem] = useState<string | null>(null);
  const slots = counts.reduce((n, c) => n + (Number.parseInt(c, 10) || 0), 0);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (open.isPending) return;
    const contents = counts.map((c, figure) => ({ figure, quantity: Number(c) || 0 })).filter((c) => c.quantity > 0);
    if (!(Number(boxes) >= 1 && Number(boxes) <= 20)) return setProblem('盒數需為 1–20');
    if (slots < 1 || slots > MAX_SLOTS) return setProblem(`每盒格數需為 1–${MAX_SLOTS}`);
    setProblem(null);
    open.mutate(
      { boxes: Number(boxes), contents },
      {
        onSuccess: (r) => {
          showToast(`「${product.name}」已開 ${r.data.package_ids.length} 盒，每盒 ${r.data.slots} 格`, 'success');
          onDone();
        },
        onError: (error) => setProblem(failureMessage(error, '開盒失敗')),
      },
    );
  };

  return (
    <form className="staff-form" onSubmit={onSubmit} onChange={() => setProblem(null)} noValidate data-testid="blindbox-open">
      <label className="staff-stock">
        <span>開新盒數</span>
        <input
          className="staff-input"
          inputMode="numeric"
          value={boxes}
          onChange={(e) => setBoxes(digits(e.target.value))}
          data-testid="blindbox-open-boxes"
        />
      </label>
      <p className="text-muted">
        每盒內容（共 <span className="num">{slots}</span> 格）：
      </p>
      {product.prizes.map((f, index) => (
        <label key={f.name} className="staff-item">
          <span>
            #{index + 1} {f.name}
          </span>
          <span className="staff-prize__tier">{RARITIES[f.tier as ItemRarity] ?? f.tier}</span>
          <input
            className="staff-input staff-prize__qty"
            inputMode="numeric"
            value={counts[index] ?? '0'}
            onChange={(e) => setCounts(counts.map((c, i) => (i === index ? digits(e.target.value) : c)))}
            aria-label={`${f.name} 每盒數量`}
            data-testid="blindbox-open-quantity"
          />
        </label>
      ))}
      <FormFoot problem={problem} pending={open.isPending} label="確定開盒" busyLabel="開盒中…" testId="blindbox-open-submit" small />
    </form>
  );
}
