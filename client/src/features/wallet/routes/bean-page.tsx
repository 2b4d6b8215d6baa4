// /bean — 我的紅利: bonus points held, the next lot to expire, and how points work (spec 002 §9).
import { Link } from 'react-router';
import { constants } from '@shop/contracts';
import { ChevronRightIcon, SparkleIcon } from '../../../components/icons/icons';
import { PageHeader } from '../../../components/page-header/page-header';
import { ErrorState } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { usePointsBalance } from '../../../api/get-points-balance';
import { formatExpiry } from '../../../components/coupon-picker/coupon-card';
import '../wallet.css';
import { isOpenPath } from '../../../lib/route-table';

const p = constants.points;
const n = (value: number) => value.toLocaleString('zh-TW');

const RULES = [
  `每 ${p.pointsPerCurrencyUnit} 點紅利可折抵 NT$1（${n(p.step)} 點 = NT$${p.step / p.pointsPerCurrencyUnit}）。`,
  `以 ${n(p.step)} 點為單位折抵，持有 ${n(p.minimumUsable)} 點以上即可使用。`,
  `每筆訂單最多可折抵商品金額的 ${p.defaultMaxPercentOfPrice}%，VIP 等級越高可折抵比例越高。`,
  `紅利自取得日起 ${p.expiryYears} 年內有效，使用時由最早取得的紅利優先扣除。`,
  `訂單未成立時，已折抵的紅利將於 ${p.failedOffsetRefundMinMinutes}～${p.failedOffsetRefundMaxMinutes} 分鐘內退回。`,
  `綁定手機後，邀請人與被邀請人各可獲得 ${n(p.phoneBindingRewardPoints)} 點紅利。`,
];

export default function BeanPage() {
  const balance = usePointsBalance();
  const next = balance.data?.next_expiry;

  return (
    <div className="page wallet-page">
      <PageHeader title="我的紅利" />
      <div className="page-body">
        {balance.isError ? (
          <ErrorState message={errorMessage(balance.error)} onRetry={() => void balance.refetch()} />
        ) : (
          <section className="wallet-hero wallet-hero--gold" aria-label="紅利餘額">
            <span className="wallet-hero__label">
              <SparkleIcon size={18} /> 可用紅利
            </span>
            <p className="wallet-hero__value num" data-testid="points-balance">
              {balance.data === undefined ? '—' : n(balance.data.points)}
              <span className="wallet-hero__unit">點</span>
            </p>
            <p className="wallet-hero__note">
              {next
                ? `${n(next.points)} 點將於 ${formatExpiry(next.expires_at)} 到期`
                : balance.data
                  ? `約可折抵 NT$${n(Math.floor(balance.data.points / p.pointsPerCurrencyUnit))}`
                  : '\u00a0'}
            </p>
            <div className="wallet-hero__actions">
              <Link to="/beanlist" className="wallet-hero__link" data-testid="bean-history-link">
                紅利紀錄 <ChevronRightIcon size={16} />
              </Link>
              {isOpenPath('/signin') && (
                <Link to="/signin" className="wallet-hero__link">
                  領取紅利 <ChevronRightIcon size={16} />
                </Link>
              )}
              <Link to="/beanExchange" className="wallet-hero__link" data-testid="bean-exchange-link">
                紅利兌換 <ChevronRightIcon size={16} />
              </Link>
            </div>
          </section>
        )}

        <section className="card wallet-section" aria-labelledby="bean-rules-title">
          <h2 id="bean-rules-title" className="section-title">
            紅利規則
          </h2>
          <ol className="rules-list">
            {RULES.map((rule, index) => (
              <li key={rule}>
                <span className="rules-list__dot num">{index + 1}</span>
                <span>{rule}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
