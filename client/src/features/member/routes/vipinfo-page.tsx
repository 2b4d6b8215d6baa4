// /vipinfo — VIP 會員中心: the member's level, growth and progress to the next level, the review
// date of levels 5 and 6, and the benefits table (spec 002 §2, §3, §9).
import { Link } from 'react-router';
import { useProfile } from '../../../api/get-profile';
import { PageHeader } from '../../../components/page-header/page-header';
import { ErrorState, PageLoader } from '../../../components/state/state-views';
import { errorMessage } from '../../../lib/api-client';
import { vipLevelLabel } from '@shop/contracts';
import { VIP_ROWS } from '../vip-levels';
import '../member.css';

const n = (value: number) => value.toLocaleString('zh-TW');
const date = (iso: string) => new Date(iso).toLocaleDateString('zh-TW', { timeZone: 'Asia/Taipei' });

export default function VipInfoPage() {
  const profile = useProfile();
  const vip = profile.data?.data.vip_info;

  return (
    <div className="page member-area">
      <PageHeader
        title="VIP 會員中心"
        end={
          <Link to="/viprule" className="vip-rule-link" data-testid="vip-rule-link">
            規則
          </Link>
        }
      />
      <div className="page-body">
        {profile.isError ? (
          <ErrorState message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />
        ) : !vip ? (
          <PageLoader />
        ) : (
          <section className={`vip-hero vip-hero--${vip.vip_level}`} aria-label="我的等級" data-testid="vip-hero">
            <p className="vip-hero__eyebrow">目前等級</p>
            <h2 className="vip-hero__level" data-testid="vip-level">
              VIP {vip.vip_level}・{vipLevelLabel(vip.vip_level_name)}
            </h2>
            <div
              className="vip-progress"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={vip.progress_percentage}
              aria-label="升級進度"
            >
              <span style={{ width: `${vip.progress_percentage}%` }} />
            </div>
            <p className="vip-hero__note" data-testid="vip-growth">
              成長值 <strong className="num">{n(vip.growth_points)}</strong>
              {vip.next_level_total_points === null
                ? '・已達最高等級'
                : `／${n(vip.next_level_total_points)}，再 ${n(vip.next_level_total_points - vip.growth_points)} 升級`}
            </p>
            {vip.vip_expiry_date && <p className="vip-hero__note">等級審核日：{date(vip.vip_expiry_date)}</p>}
          </section>
        )}

        <section className="card vip-table-card" aria-labelledby="vip-table-title">
          <h2 id="vip-table-title" className="section-title">
            等級權益
          </h2>
          <div className="vip-table-scroll">
            <table className="vip-table">
              <thead>
                <tr>
                  <th scope="col">等級</th>
                  <th scope="col">成長值</th>
                  <th scope="col">回饋</th>
                  <th scope="col">紅利折抵</th>
                  <th scope="col">每月道具卡</th>
                  <th scope="col">每月優惠券</th>
                </tr>
              </thead>
              <tbody>
                {VIP_ROWS.map((row) => (
                  <tr key={row.level} className={vip?.vip_level === row.level ? 'vip-table__mine' : undefined}>
                    <th scope="row">
                      {row.level} {row.label}
                    </th>
                    <td className="num">{n(row.growth)}</td>
                    <td className="num">{row.rebatePercent}%</td>
                    <td className="num">{row.bonusOffsetPercent}%</td>
                    <td className="num">{row.monthlyToolCards} 張</td>
                    <td className="num">{row.monthlyCoupons} 張</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="vip-table-note">每月 1 日依當時等級發放提示卡與 NT$50 折價券（滿 NT$500 可用），當月底前有效。</p>
          <p className="vip-table-note">
            回饋：以代幣或刷卡支付的金額，每 1 元回饋該百分比的 1 點紅利（50% 即每 2 元回饋 1 點）。紅利折抵：每筆訂單最多可用紅利折抵的金額比例。
          </p>
        </section>
      </div>
    </div>
  );
}
