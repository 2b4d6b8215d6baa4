// /blindbox/detail/:id?package= — one box of the product: its slot grid (3 per row for 6 slots,
// else 4) live for every watcher, change box, take the whole box, rules, collection progress.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { constants, messages, productSellability, type PackageItemView } from '@shop/contracts';
import { LikeButton } from '../../../components/like-button/like-button';
import { LazyLinePanel } from '../../../components/line-panel/lazy-line-panel';
import { PageHeader } from '../../../components/page-header/page-header';
import { SellabilityNotice, sellabilityText } from '../../../components/sellability-notice/sellability-notice';
import { ErrorState, PageLoader } from '../../../components/state/state-views';
import { isApiError } from '../../../lib/api-client';
import { auth, isLoggedIn } from '../../../stores/auth.store';
import { showToast } from '../../../stores/toast.store';
import { blindboxKeys, buyEntire, packageQueryOptions, productQueryOptions, useCollection } from '../api/blindbox-api';
import { nextBox } from '../change-box';
import { PackageFairness } from '../components/package-fairness';
import { RarityBadge } from '../components/rarity';
import { usePackageLine } from '../live/use-package-line';
import { usePackageLive } from '../live/use-package-live';
import './blindbox.css';

const failure = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

function Slot({ item, onPick }: { item: PackageItemView; onPick: (item: PackageItemView) => void }) {
  const state = item.is_drawn ? 'drawn' : item.is_locked ? (item.locked_by === 'me' ? 'mine' : 'locked') : 'free';
  return (
    <button
      type="button"
      className="bb-slot"
      data-state={state}
      data-testid={`slot-${item.item_index}`}
      onClick={() => onPick(item)}
      disabled={item.is_drawn}
    >
      <span className="bb-slot__no num">{item.item_index + 1}</span>
      {item.is_drawn ? (
        <>
          <span className="bb-slot__name">{item.name}</span>
          <RarityBadge rarity={item.rarity} />
          <span className="bb-slot__badge">已售出</span>
        </>
      ) : item.is_locked ? (
        <span className="bb-slot__badge bb-slot__badge--locked">{item.locked_by === 'me' ? '你的盒位' : messages.blindbox.slotPicking}</span>
      ) : (
        <span className="bb-slot__box" aria-hidden="true">
          ?
        </span>
      )}
    </button>
  );
}

export default function BlindboxDetailPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = isLoggedIn(useSnapshot(auth));
  const [confirming, setConfirming] = useState(false);
  const [buying, setBuying] = useState(false);

  const product = useQuery(productQueryOptions(id));
  const packages = product.data?.data.packages ?? [];
  const packageId = params.get('package') ?? packages.find((p) => !p.is_sold_out)?.id ?? packages[0]?.id ?? null;
  const pkg = useQuery({ ...packageQueryOptions(packageId ?? ''), enabled: packageId !== null });
  usePackageLive(packageId);
  const line = usePackageLine(packageId, id, signedIn);
  const collection = useCollection(id, signedIn);

  if (product.isPending) return <PageLoader />;
  if (product.isError) return <ErrorState message={failure(product.error, messages.blindbox.fetchFailed)} onRetry={() => void product.refetch()} />;
  const p = product.data.data;
  const view = pkg.data?.data?.package ?? null;
  const soldOutHere = pkg.data !== undefined && pkg.data.data === null;
  const sellability = productSellability(p, new Date());
  const blocked = sellabilityText(p, sellability);
  const columns = view?.statistics.total_count === 6 ? constants.layout.blindboxSixSlotColumns : constants.layout.blindboxDefaultColumns;

  const pick = (item: PackageItemView) => {
    if (blocked) return void showToast(blocked, 'error');
    if (!signedIn) return void showToast(messages.common.loginFirstToAct, 'error');
    if (item.is_drawn || !packageId) return;
    if (item.is_locked && item.locked_by !== 'me') return void showToast(messages.blindbox.slotBeingPicked, 'error');
    navigate(`/blindbox/item/${encodeURIComponent(packageId)}?index=${item.item_index}&product=${encodeURIComponent(id)}`);
  };
  const changeBox = () => {
    const next = nextBox(packages, packageId);
    if ('message' in next) return void showToast(next.message, 'info');
    setParams({ package: next.packageId }, { replace: true });
  };
  const takeWhole = () => {
    if (!signedIn) return void showToast(messages.common.loginFirstToAct, 'error');
    setConfirming(true);
  };
  const buyWhole = async () => {
    if (!view || buying) return;
    setBuying(true);
    try {
      const res = await buyEntire(id, view.id);
      void queryClient.invalidateQueries({ queryKey: blindboxKeys.product(id) });
      navigate(`/blindbox/result?order_id=${res.data.order_id}&product_id=${encodeURIComponent(id)}&package_id=${encodeURIComponent(view.id)}`);
    } catch (error) {
      const message = failure(error, messages.blindbox.operationFailed);
      showToast(message, 'error');
      if (message === messages.balance.insufficientRedirect) setTimeout(() => void navigate('/recharge'), 1000);
    } finally {
      setBuying(false);
      setConfirming(false);
    }
  };
  const free = view ? view.statistics.remaining_count : 0;
  const boxNo = packages.findIndex((x) => x.id === packageId) + 1;
  // Every slot left is being picked by others (or the line runs): the box's line, for the next slot that frees.
  const allHeld = view !== null && free > 0 && view.items.every((item) => item.is_drawn || (item.is_locked && item.locked_by !== 'me'));
  const showLine =
    signedIn && !blocked && view !== null && free > 0 && (line.view.kind !== 'out' || allHeld || line.view.waiting > 0 || line.view.offerToOther > 0);

  return (
    <div className="page bb-page">
      <PageHeader
        title={p.name}
        end={
          <Link to="/blindbox/rules" className="bb-link">
            規則
          </Link>
        }
      />
      <div className="page-body">
        <section className="bb-hero card">
          <img src={p.image_url} alt="" className="bb-hero__img" />
          <LikeButton productId={p.id} className="detail-like" />
          <div className="bb-hero__text">
            <h2 className="bb-hero__name">{p.name}</h2>
            <p className="bb-hero__price num">
              單抽 <b>{p.single_draw_price}</b> 代幣 · 剩 {p.remaining_boxes} 盒
            </p>
            <SellabilityNotice product={p} sellability={sellability} />
          </div>
        </section>

        <section className="bb-box card" data-testid="package-grid">
          <header className="bb-box__head">
            <h3>
              第 {boxNo > 0 ? boxNo : 1} 盒{' '}
              {view && (
                <span className="text-muted num">
                  剩 {free} / {view.statistics.total_count}
                </span>
              )}
            </h3>
            <button type="button" className="btn btn--ghost btn--small" onClick={changeBox} data-testid="change-box">
              換一盒
            </button>
          </header>
          {soldOutHere ? (
            <p className="text-muted">{messages.blindbox.soldOut}</p>
          ) : !view ? (
            <PageLoader />
          ) : (
            <div className="bb-grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
              {view.items.map((item) => (
                <Slot key={item.item_index} item={item} onPick={pick} />
              ))}
            </div>
          )}
          {/* Every slot left is being picked: the whole box would be refused (423) until they free. */}
          {view && free > 0 && !blocked && !allHeld && (
            <button type="button" className="btn btn--primary btn--block" onClick={takeWhole} data-testid="take-whole">
              整盒帶走（{free} 個 · {view.entire_price} 代幣）
            </button>
          )}
        </section>

        {showLine && (
          <LazyLinePanel
            view={line.view}
            busy={line.joining || line.claiming}
            refusal={line.refusal}
            onJoin={line.join}
            onLeave={line.leave}
            onClaim={line.claim}
          />
        )}

        {view && <PackageFairness pkg={view} />}

        <section className="bb-collection card" data-testid="collection">
          <header className="bb-series__head">
            <h3 className="section-title">收集進度</h3>
            <Link to="/blindbox/figures" className="bb-link" data-testid="figures-link">
              {messages.blindbox.figuresTitle}
            </Link>
          </header>
          {!signedIn ? (
            <p className="text-muted">{messages.blindbox.loginToSeeCollection}</p>
          ) : collection.data ? (
            <>
              <p className="num">
                {collection.data.data.statistics.collected_items} / {collection.data.data.statistics.total_unique_items}（
                {collection.data.data.statistics.completion_percentage}%）
              </p>
              <ul className="bb-figures">
                {collection.data.data.collection_status.map((f) => (
                  <li key={f.display_name} className="bb-figure" data-collected={f.is_collected}>
                    <img src={f.image_url} alt="" />
                    <span>{f.display_name}</span>
                    <RarityBadge rarity={f.rarity} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <PageLoader />
          )}
        </section>
      </div>

      {confirming &&
        view &&
        createPortal(
          <div className="bb-overlay" role="alertdialog" aria-modal="true" onClick={() => setConfirming(false)}>
            <div className="bb-dialog card" onClick={(e) => e.stopPropagation()}>
              <p>
                確定整盒帶走 {free} 個，共 <b className="num">{view.entire_price}</b> 代幣？
              </p>
              <div className="bb-dialog__actions">
                <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
                  取消
                </button>
                <button type="button" className="btn btn--primary" onClick={() => void buyWhole()} disabled={buying} data-testid="confirm-whole">
                  確定購買
                </button>
              </div>
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}
