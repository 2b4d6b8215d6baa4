// /viprule — VIP 會員規則 (spec 002 §4, §9).
import { constants } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { VIP_ROWS } from '../vip-levels';
import '../member.css';

const n = (value: number) => value.toLocaleString('zh-TW');
const v = constants.vip;
const diamond = VIP_ROWS[4]!;
const master = VIP_ROWS[5]!;

const RULES = [
  `於一番賞、轉蛋、盒玩與商城每消費 NT$1 可獲得 ${v.growthPointsPerCurrencyUnit} 點成長值；訂單退款時扣回相應成長值。`,
  `完成每日、每週、每月任務並於簽到頁領取，可另外獲得任務標示的成長值。`,
  `成長值累積達門檻即升級：${VIP_ROWS.map((r) => `${r.label} ${n(r.growth)}`).join('、')}。`,
  `VIP 1 至 ${v.highestPermanentLevel}（${VIP_ROWS.slice(0, v.highestPermanentLevel)
    .map((r) => r.label)
    .join('、')}）一經達成永不降級。`,
  `${diamond.label}與${master.label}每 ${v.reviewPeriodDays} 天審核一次：期間內成長值需達 ${n(diamond.retainGrowthPer90Days!)}（${diamond.label}）或 ${n(master.retainGrowthPer90Days!)}（${master.label}）方可保級；未達者降一級（${master.label}期間成長值未達 ${n(diamond.retainGrowthPer90Days!)} 則降為${VIP_ROWS[v.highestPermanentLevel - 1]!.label}）。`,
  `降級後，成長值自新等級門檻重新累積。`,
  `每月 1 日依當時等級發放提示卡（${VIP_ROWS.map((r) => `${r.label} ${r.monthlyToolCards} 張`).join('、')}）與 NT$50 折價券（${VIP_ROWS.map((r) => `${r.label} ${r.monthlyCoupons} 張`).join('、')}），當月底前有效。`,
];

export default function VipRulePage() {
  return (
    <div className="page member-area">
      <PageHeader title="VIP 會員規則" />
      <div className="page-body">
        <section className="card checkin-rules" aria-labelledby="vip-rules-title">
          <h2 id="vip-rules-title" className="section-title">
            等級與成長值
          </h2>
          <ol className="member-rules">
            {RULES.map((rule, index) => (
              <li key={rule}>
                <span className="member-rules__dot num">{index + 1}</span>
                <span>{rule}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
