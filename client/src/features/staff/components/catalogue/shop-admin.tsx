// The shop tab: a new item on sale with its first units, and every item's units on sale, changed
// by adding (delivered) or removing (damaged, miscounted) units; never below what is available.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { createShopItemRequestSchema, type CreateShopItemRequest, type ShopItem } from '@shop/contracts';
import { showToast } from '../../../../stores/toast.store';
import { useChangeShopStock, useCreateShopItem, useShopItemsForStaff } from '../../api/catalogue';
import { failureMessage } from '../../failure-message';
import { digits, FormFoot, ProductBasicsFields, useProductBasics } from './product-form';

export function ShopAdmin() {
  return (
    <>
      <CreateShopItemForm />
      <ShopItemList />
    </>
  );
}

function CreateShopItemForm() {
  const form = useProductBasics();
  const [info, setInfo] = useState('');
  const [stock, setStock] = useState('10');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateShopItem();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const { name, price, image, description } = form.basics;
    const body: CreateShopItemRequest = {
      title: name.trim(),
      price: Number(price),
      image: image.trim(),
      info: info.trim(),
      description: description.trim(),
      stock: Number(stock || '0'),
    };
    if (!body.title) return setProblem('請輸入商品名稱');
    if (!Number.isInteger(body.price) || body.price < 1) return setProblem('請輸入售價');
    if (!body.image) return setProblem('請輸入商品圖片網址');
    if (!createShopItemRequestSchema.safeParse(body).success) return setProblem('資料有誤，請檢查售價、庫存與圖片網址（/ 或 https:// 開頭）');
    setProblem(null);
    create.mutate(body, {
      onSuccess: (r) => {
        showToast(`已上架「${body.title}」，庫存 ${r.data.stock} 件`, 'success');
        form.reset();
        setInfo('');
        setStock('10');
      },
      onError: (error) => setProblem(failureMessage(error, '上架失敗')),
    });
  };

  return (
    <section className="card staff-card" data-testid="staff-create-shop-item">
      <h1 className="section-title">上架商城商品</h1>
      <form className="staff-form" onSubmit={onSubmit} onChange={() => setProblem(null)} noValidate>
        <ProductBasicsFields
          form={form}
          priceLabel="售價（元）"
          imagePlaceholder="/demo/shop/s01.svg 或 https://…"
          testIdPrefix="shop"
          nameTestId="shop-title"
        >
          <label className="staff-field">
            <span>規格</span>
            <input className="staff-input" value={info} onChange={(e) => setInfo(e.target.value)} placeholder="尺寸、容量…" maxLength={200} />
          </label>
          <label className="staff-field">
            <span>上架庫存（件）</span>
            <input
              className="staff-input"
              inputMode="numeric"
              value={stock}
              onChange={(e) => setStock(digits(e.target.value))}
              data-testid="shop-stock"
            />
          </label>
        </ProductBasicsFields>
        <FormFoot problem={problem} pending={create.isPending} label="上架" busyLabel="上架中…" testId="shop-create" />
      </form>
    </section>
  );
}

function ShopItemList() {
  const items = useShopItemsForStaff();
  return (
    <section className="card staff-card" data-testid="staff-shop-items">
      <h1 className="section-title">商城商品{items.data ? `（${items.data.length}）` : ''}</h1>
      {items.isPending ? (
        <p className="text-muted">載入中…</p>
      ) : items.isError ? (
        <p className="staff-error">{failureMessage(items.error, '讀取失敗')}</p>
      ) : items.data.length === 0 ? (
        <p className="text-muted">還沒有商品</p>
      ) : (
        <ul className="staff-products">
          {[...items.data].reverse().map((item) => (
            <ShopItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ShopItemRow({ item }: { item: ShopItem }) {
  const change = useChangeShopStock();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (sign: 1 | -1) => {
    const n = Number(amount);
    if (!Number.isInteger(n) || n < 1) return setProblem('請輸入件數');
    setProblem(null);
    change.mutate(
      { itemId: item.id, body: { change: sign * n } },
      {
        onSuccess: (r) => {
          setAmount('');
          showToast(`「${item.title}」庫存 ${sign > 0 ? '增加' : '減少'} ${n} 件，現有 ${r.data.stock} 件`, 'success');
        },
        onError: (error) => setProblem(failureMessage(error, '庫存更新失敗')),
      },
    );
  };

  return (
    <li className="staff-product" data-testid="staff-shop-item" data-id={item.id} data-stock={item.stock}>
      <img src={item.image} alt="" className="staff-product__image" loading="lazy" />
      <div className="staff-product__info">
        <strong>{item.title}</strong>
        <span className="text-muted">
          <span className="num">{item.price}</span> 元・庫存{' '}
          <span className="num" data-testid="staff-shop-stock">
            {item.stock}
          </span>{' '}
          件
        </span>
        <span className="staff-mono">{item.id}</span>
      </div>
      <div className="staff-product__actions">
        <Link className="btn btn--ghost btn--small" to={`/shop/detail/${encodeURIComponent(item.id)}`} target="_blank">
          商城頁
        </Link>
        <span className="staff-stock">
          <input
            className="staff-input"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(digits(e.target.value))}
            placeholder="件數"
            aria-label={`${item.title} 庫存件數`}
            data-testid="staff-shop-amount"
          />
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={change.isPending}
            onClick={() => apply(1)}
            data-testid="staff-shop-add"
          >
            補貨
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={change.isPending}
            onClick={() => apply(-1)}
            data-testid="staff-shop-remove"
          >
            減少
          </button>
        </span>
      </div>
      {problem ? (
        <p className="staff-error" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
