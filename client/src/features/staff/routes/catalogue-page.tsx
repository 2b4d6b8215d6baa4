// /staff/catalogue — one tab per product line (?tab=ichiban|gacha|blindbox|shop). Ichiban: a form
// that puts a new product on sale with its tubes (prize tiers with their quantities, each tube lays
// them all out, and an optional LAST prize). Gacha: a new machine with its items, rarities and
// stock, and a restock (a new round with a new seed). Blind box: a new series of figures, and new
// boxes opened for it. Shop: new items and their stock. Each tab lists its products (on sale or
// not) with their schedule (when they go on sale and when draws open, set under 排程); taking one
// off sale hides it from shoppers, its tubes, machines and boxes stay auditable.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createIchibanProductRequestSchema, type AdminProduct, type CreateIchibanProductRequest } from '@shop/contracts';
import { showToast } from '../../../stores/toast.store';
import { useAdminProducts, useCreateIchibanProduct, useTakeOffSale } from '../api/admin';
import { CreateSeriesForm, OpenPackagesForm } from '../components/catalogue/blindbox-admin';
import { CreateGachaForm, RestockForm } from '../components/catalogue/gacha-admin';
import { digits, FormFoot, ProductBasicsFields, RowButtons, useProductBasics, useRows } from '../components/catalogue/product-form';
import { ScheduleForm, scheduleSummary } from '../components/catalogue/schedule-form';
import { ShopAdmin } from '../components/catalogue/shop-admin';
import { failureMessage } from '../failure-message';

const TYPE_LABELS: Record<AdminProduct['type'], string> = { 0: '一番賞', 1: '盲盒', 2: '扭蛋' };
const TIERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
const MAX_TICKETS = 1000;

interface PrizeDraft {
  tier: (typeof TIERS)[number];
  name: string;
  quantity: string;
}

type Tab = 'ichiban' | 'gacha' | 'blindbox' | 'shop';
const TABS: Record<Tab, string> = { ichiban: '一番賞', gacha: '扭蛋', blindbox: '盲盒', shop: '商城' };
const TAB_TYPES: Record<Exclude<Tab, 'shop'>, AdminProduct['type']> = { ichiban: 0, gacha: 2, blindbox: 1 };
const SHOPPER_PAGES: Record<AdminProduct['type'], (id: string) => string> = {
  0: (id) => `/ichiban/detail/${encodeURIComponent(id)}`,
  1: (id) => `/blindbox/detail/${encodeURIComponent(id)}`,
  2: (id) => `/gacha/detail/${encodeURIComponent(id)}`,
};

const isTab = (value: string | null): value is Tab => value !== null && value in TABS;

export default function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'ichiban';
  return (
    <>
      <div className="staff-filters" role="tablist">
        {(Object.keys(TABS) as Tab[]).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            className={`btn btn--small ${tab === t ? 'btn--primary' : 'btn--ghost'}`}
            onClick={() => setParams({ tab: t }, { replace: true })}
            data-testid={`catalogue-tab-${t}`}
          >
            {TABS[t]}
          </button>
        ))}
      </div>
      {tab === 'ichiban' ? (
        <>
          <CreateIchibanForm />
          <ProductList type={0} />
        </>
      ) : tab === 'gacha' ? (
        <>
          <CreateGachaForm />
          <ProductList type={TAB_TYPES.gacha} manage={(p, done) => <RestockForm product={p} onDone={done} />} manageLabel="補貨" />
        </>
      ) : tab === 'blindbox' ? (
        <>
          <CreateSeriesForm />
          <ProductList type={TAB_TYPES.blindbox} manage={(p, done) => <OpenPackagesForm product={p} onDone={done} />} manageLabel="開新盒" />
        </>
      ) : (
        <ShopAdmin />
      )}
    </>
  );
}

function lineSummary(p: AdminProduct): string {
  if (p.type === 0) return `・籤筒 ${p.open_tubes}/${p.tubes} 販售中`;
  if (p.type === 1) return `・${p.open_packages}/${p.packages} 盒販售中`;
  return p.machine ? `・第 ${p.machine.round} 輪 剩 ${p.machine.remaining}/${p.machine.total} 顆` : '・尚未補貨';
}

/** 販售中, or 待開賣 / 待開抽 while its schedule holds it back. */
function StatusBadge({ product, now }: { product: AdminProduct; now: number }) {
  const future = (iso: string | null) => iso !== null && Date.parse(iso) > now;
  if (future(product.release_date)) return <span className="staff-status staff-status--scheduled">待開賣</span>;
  if (future(product.draw_date)) return <span className="staff-status staff-status--scheduled">待開抽</span>;
  return <span className="staff-status staff-status--open">販售中</span>;
}

function ProductList({
  type,
  manage,
  manageLabel,
}: {
  type: AdminProduct['type'];
  /** A line's own form for one product (restock, open boxes), shown under it. */
  manage?: (product: AdminProduct, done: () => void) => ReactNode;
  manageLabel?: string;
}) {
  const all = useAdminProducts();
  const offSale = useTakeOffSale();
  const [confirming, setConfirming] = useState<string | null>(null);
  // The one form open under a row: the line's own (restock, open boxes) or the schedule.
  const [open, setOpen] = useState<{ id: string; panel: 'manage' | 'schedule' } | null>(null);
  const panelButton = (id: string, panel: 'manage' | 'schedule', label: ReactNode, testId: string) => {
    const expanded = open?.id === id && open.panel === panel;
    return (
      <button
        type="button"
        className="btn btn--ghost btn--small"
        aria-expanded={expanded}
        onClick={() => setOpen(expanded ? null : { id, panel })}
        data-testid={testId}
      >
        {label}
      </button>
    );
  };
  const now = Date.now();
  const products = { ...all, data: all.data?.filter((p) => p.type === type) };

  const takeOff = (p: AdminProduct) =>
    offSale.mutate(p.id, {
      onSuccess: () => {
        setConfirming(null);
        showToast(`「${p.name}」已下架`, 'success');
      },
      onError: (error) => showToast(failureMessage(error, '下架失敗'), 'error'),
    });

  return (
    <section className="card staff-card" data-testid="staff-products">
      <h1 className="section-title">
        {TYPE_LABELS[type]}商品{products.data ? `（${products.data.length}）` : ''}
      </h1>
      {all.isPending ? (
        <p className="text-muted">載入中…</p>
      ) : all.isError ? (
        <p className="staff-error">{failureMessage(all.error, '讀取失敗')}</p>
      ) : !products.data || products.data.length === 0 ? (
        <p className="text-muted">還沒有商品</p>
      ) : (
        <ul className="staff-products">
          {products.data.map((p) => (
            <li key={p.id} className="staff-product" data-testid="staff-product" data-id={p.id} data-on-sale={p.on_sale}>
              <img src={p.image_url} alt="" className="staff-product__image" loading="lazy" />
              <div className="staff-product__info">
                <strong>{p.name}</strong>
                <span className="text-muted">
                  {TYPE_LABELS[p.type]}・<span className="num">{p.price}</span> 代幣
                  {lineSummary(p)}
                  {scheduleSummary(p)}
                </span>
                <span className="staff-mono">{p.id}</span>
              </div>
              <div className="staff-product__actions">
                {p.on_sale ? (
                  <>
                    <StatusBadge product={p} now={now} />
                    <Link className="btn btn--ghost btn--small" to={SHOPPER_PAGES[p.type](p.id)} target="_blank">
                      商城頁
                    </Link>
                    {manage ? panelButton(p.id, 'manage', manageLabel, 'staff-manage') : null}
                    {panelButton(p.id, 'schedule', '排程', 'staff-schedule-toggle')}
                    {confirming === p.id ? (
                      <>
                        <button
                          type="button"
                          className="btn btn--primary btn--small"
                          disabled={offSale.isPending}
                          onClick={() => takeOff(p)}
                          data-testid="staff-off-sale-confirm"
                        >
                          確定下架
                        </button>
                        <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(null)}>
                          取消
                        </button>
                      </>
                    ) : (
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(p.id)} data-testid="staff-off-sale">
                        下架
                      </button>
                    )}
                  </>
                ) : (
                  <span className="staff-status staff-status--sold_out">已下架</span>
                )}
              </div>
              {open?.id === p.id ? (
                <div className="staff-product__manage">
                  {open.panel === 'schedule' ? <ScheduleForm product={p} onDone={() => setOpen(null)} /> : manage?.(p, () => setOpen(null))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const emptyPrize = (tier: PrizeDraft['tier']): PrizeDraft => ({ tier, name: '', quantity: '1' });

function CreateIchibanForm() {
  const form = useProductBasics();
  const [tubes, setTubes] = useState('1');
  const { rows: prizes, setRow: setPrize, ...prizeRows } = useRows<PrizeDraft>(() => [emptyPrize('A'), emptyPrize('B')]);
  const [last, setLast] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateIchibanProduct();

  const tickets = prizes.reduce((n, p) => n + (Number.parseInt(p.quantity, 10) || 0), 0);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const { name, price, image, description } = form.basics;
    const body: CreateIchibanProductRequest = {
      name: name.trim(),
      price: Number(price),
      image_url: image.trim(),
      description: description.trim(),
      tubes: Number(tubes),
      prizes: [
        ...prizes.map((p) => ({ tier: p.tier, name: p.name.trim(), quantity: Number(p.quantity) })),
        ...(last.trim() ? [{ tier: 'LAST' as const, name: last.trim(), quantity: 1 }] : []),
      ],
    };
    if (!body.name) return setProblem('請輸入商品名稱');
    if (!Number.isInteger(body.price) || body.price < 1) return setProblem('請輸入每抽價格');
    if (!body.image_url) return setProblem('請輸入商品圖片網址');
    if (prizes.some((p) => !p.name.trim())) return setProblem('請輸入每個賞的名稱');
    if (tickets < 1 || tickets > MAX_TICKETS) return setProblem(`每筒籤數需為 1–${MAX_TICKETS}`);
    if (!createIchibanProductRequestSchema.safeParse(body).success) return setProblem('資料有誤，請檢查價格、圖片網址（/ 或 https:// 開頭）與數量');
    setProblem(null);
    create.mutate(body, {
      onSuccess: (response) => {
        showToast(`已上架「${body.name}」，${response.data.tube_ids.length} 筒`, 'success');
        form.reset();
        setTubes('1');
        prizeRows.reset();
        setLast('');
      },
      onError: (error) => setProblem(failureMessage(error, '上架失敗')),
    });
  };

  return (
    <section className="card staff-card" data-testid="staff-create-ichiban">
      <h1 className="section-title">上架一番賞</h1>
      <form className="staff-form" onSubmit={onSubmit} noValidate>
        <ProductBasicsFields form={form} priceLabel="每抽價格（代幣）" imagePlaceholder="/demo/products/1002.svg 或 https://…" testIdPrefix="ichiban">
          <label className="staff-field">
            <span>籤筒數</span>
            <input
              className="staff-input"
              inputMode="numeric"
              value={tubes}
              onChange={(e) => setTubes(digits(e.target.value))}
              data-testid="ichiban-tubes"
            />
          </label>
        </ProductBasicsFields>
        <fieldset className="staff-prizes">
          <legend>
            每筒獎項（共 <span className="num">{tickets}</span> 籤）
          </legend>
          {prizes.map((p, index) => (
            <div key={p.tier} className="staff-prize" data-testid="ichiban-prize">
              <span className="staff-prize__tier">{p.tier} 賞</span>
              <input
                className="staff-input"
                value={p.name}
                onChange={(e) => setPrize(index, { name: e.target.value })}
                placeholder="獎品名稱"
                aria-label={`${p.tier} 賞名稱`}
                maxLength={60}
                data-testid="ichiban-prize-name"
              />
              <input
                className="staff-input staff-prize__qty"
                inputMode="numeric"
                value={p.quantity}
                onChange={(e) => setPrize(index, { quantity: digits(e.target.value) })}
                aria-label={`${p.tier} 賞數量`}
                data-testid="ichiban-prize-quantity"
              />
            </div>
          ))}
          <RowButtons
            count={prizes.length}
            max={TIERS.length}
            addLabel="新增一賞"
            removeLabel="移除最後一賞"
            onAdd={() => prizeRows.add(emptyPrize(TIERS[prizes.length]))}
            onRemove={prizeRows.removeLast}
            addTestId="ichiban-add-tier"
          />
          <label className="staff-prize">
            <span className="staff-prize__tier">LAST 賞</span>
            <input
              className="staff-input"
              value={last}
              onChange={(e) => setLast(e.target.value)}
              placeholder="最後一籤的獎品（可留空）"
              maxLength={60}
              data-testid="ichiban-last"
            />
          </label>
        </fieldset>
        <FormFoot problem={problem} pending={create.isPending} label="上架" busyLabel="上架中…" testId="ichiban-create" />
      </form>
    </section>
  );
}
