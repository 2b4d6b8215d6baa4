// /coupons — 優惠券: redeem box, tabs 可使用 / 已使用 / 已過期 with counts, and a help popup
// (spec 002 §2).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages, type Coupon } from '@shop/contracts';
import { CouponCard } from '../../../components/coupon-picker/coupon-card';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, PageLoader } from '../../../components/state/state-views';
import { isApiError } from '../../../lib/api-client';
import { useCoupons } from '../api/get-coupons';
import { CouponHelpDialog } from '../components/coupon-help-dialog';
import { RedeemBox } from '../components/redeem-box';
import { HelpIcon } from '../components/wallet-icons';
import '../wallet.css';

const TABS = [
  { key: 'available', label: '可使用', empty: '目前沒有可使用的優惠券' },
  { key: 'used', label: '已使用', empty: '尚無已使用的優惠券' },
  { key: 'expired', label: '已過期', empty: '沒有已過期的優惠券' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

function tabOf(value: string | null): TabKey {
  return TABS.find((t) => t.key === value)?.key ?? 'available';
}

/** Without a purchase context every valid coupon is 'available'; 'unavailable' only means "not here". */
function inTab(coupon: Coupon, tab: TabKey): boolean {
  return tab === 'available' ? coupon.type === 'available' || coupon.type === 'unavailable' : coupon.type === tab;
}

export default function CouponsPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [helpOpen, setHelpOpen] = useState(false);
  const coupons = useCoupons();

  const selectTab = (key: TabKey) => {
    const next = new URLSearchParams(params);
    if (key === 'available') next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };

  const shown = coupons.data?.data.filter((c) => inTab(c, tab)) ?? [];
  const current = TABS.find((t) => t.key === tab) ?? TABS[0];

  return (
    <div className="page wallet-page">
      <PageHeader
        title="優惠券"
        end={
          <button
            type="button"
            className="page-header__back"
            onClick={() => setHelpOpen(true)}
            aria-label="使用說明"
            data-testid="coupon-help-button"
          >
            <HelpIcon size={22} />
          </button>
        }
      />
      <div className="page-body">
        <RedeemBox onRedeemed={() => selectTab('available')} />

        <div className="segmented coupon-tabs" role="tablist" aria-label="優惠券狀態">
          {TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={t.key === tab}
              className="segmented__item"
              onClick={() => selectTab(t.key)}
              data-testid={`coupon-tab-${t.key}`}
            >
              {t.label}
              <span className="segmented__count" data-testid={`coupon-count-${t.key}`}>
                {coupons.data ? coupons.data.counts[t.key] : '–'}
              </span>
            </button>
          ))}
        </div>

        {coupons.isPending ? (
          <PageLoader />
        ) : coupons.isError ? (
          <ErrorState
            message={isApiError(coupons.error) && coupons.error.fromServer ? coupons.error.message : messages.coupon.fetchFailed}
            onRetry={() => void coupons.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState title={current.empty} text={tab === 'available' ? '輸入優惠碼兌換，或參加活動領取優惠券' : undefined} />
        ) : (
          <div className="coupon-list" role="tabpanel" data-testid="coupon-list">
            {shown.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} tone={tab === 'available' ? 'active' : tab} />
            ))}
          </div>
        )}
      </div>
      {helpOpen && <CouponHelpDialog onClose={() => setHelpOpen(false)} />}
    </div>
  );
}
