// /ichiban/rules — the eight sections of the ichiban rules (spec 001 §1, §2), numbers from constants.
import { constants, messages } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import './rules-page.css';

const c = constants.ichiban;
const p = constants.points;

const SECTIONS: { title: string; items: string[] }[] = [
  {
    title: '抽獎規則',
    items: [
      '一番賞每筒籤數固定，賞品分為 A 至 G 賞，部分商品另有 LAST 賞。',
      `每次最多可抽 ${c.maxTicketsPerPurchase} 張（單抽、三抽、十抽），全包不受此限。`,
      '一番賞為單次中獎制，每張籤必定對應一項賞品。',
      'LAST 賞由抽出該筒最後一張籤的會員獲得。',
    ],
  },
  {
    title: '注意事項',
    items: [
      '一番賞不適用優惠券。',
      `可使用紅利折抵，${p.pointsPerCurrencyUnit} 點折抵 1 元，${p.minimumUsable} 點起用，每次以 ${p.step} 點為單位。`,
      '已抽出的籤號無法再次選擇。',
    ],
  },
  {
    title: '預約計時',
    items: [
      `鎖定籤筒後，其他會員暫時無法購買，預設保留 ${c.lockDefaultSeconds} 秒。`,
      `每次購買後重新計時 ${c.lockExtendPerDrawSeconds} 秒，但自首次鎖定起最長不超過 ${c.lockMaxSeconds} 秒。`,
      `離開選號頁或看完抽獎結果即自動解除鎖定；${c.lockDefaultSeconds} 秒內沒有任何操作也會自動解除。`,
      '解除或計時結束後籤筒自動開放給其他會員；已完售的籤筒無法鎖定。',
    ],
  },
  {
    title: '購買步驟',
    items: [
      '選擇籤筒並點選籤號（或隨機選號）。',
      '確認購買內容與紅利折抵後以代幣付款。',
      '進入抽獎畫面，向右拖曳撕開籤紙揭曉賞品。',
      '賞品自動存入盒櫃，可申請出貨。',
    ],
  },
  {
    title: '商品提醒',
    items: ['商品圖片僅供參考，請以實物為準。', '各賞品數量以商品頁標示為準，剩餘數量即時更新。'],
  },
  {
    title: '開箱與售後',
    items: [`開箱如有問題，請於收到商品 ${c.unboxingReportWindowDays} 天內回報並附上開箱影片。`, '逾期回報恕無法受理。'],
  },
  {
    title: '代幣購買與退款',
    items: ['代幣可於儲值頁購買，用於支付抽獎。', messages.recharge.tokenRefundRule],
  },
  {
    title: '客服時間',
    items: [`週一至週五 ${constants.customerService.ichibanRules.open}-${constants.customerService.ichibanRules.close}，例假日除外。`],
  },
];

export default function RulesPage() {
  return (
    <div className="page rules-page">
      <PageHeader title="一番賞規則" />
      <div className="page-body rules-page__body">
        {SECTIONS.map((section, i) => (
          <section key={section.title} className="rules-section card">
            <h2 className="rules-section__title">
              <span className="rules-section__no num">{i + 1}</span>
              {section.title}
            </h2>
            <ul className="rules-section__list">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
