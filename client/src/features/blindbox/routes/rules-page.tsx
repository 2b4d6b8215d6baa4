// /blindbox/rules — how blind boxes are sold, numbers from constants.
import { constants } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import './blindbox.css';

const p = constants.points;

const SECTIONS: { title: string; items: string[] }[] = [
  {
    title: '挑選盒位',
    items: [
      '每一盒的款式在開盒時即以隨機種子排定並公開其雜湊承諾，售完後公開種子供驗證。',
      `點選盒位後為你保留 ${constants.blindbox.slotLockSeconds} 秒，期間其他會員看到「挑選中」；時間到自動釋放並返回盒子頁。`,
      '同一盒每位會員同時只能保留一個盒位，改選其他盒位時原盒位自動釋放。',
    ],
  },
  {
    title: '道具卡',
    items: [
      '提示卡：排除一款「這一盒不是」的款式，結果必定正確。',
      '透視卡：直接看到這一盒的款式。',
      '道具卡只能用在你正在保留的盒位，使用後即扣除。',
    ],
  },
  {
    title: '整盒購買',
    items: [
      '整盒帶走會買下這一盒所有尚未售出的盒位；有其他會員正在挑選時無法整盒購買。',
      '尚未有人抽出時以整盒價（單抽價 × 盒數 9 折）計價；已有盒位售出時，以剩餘盒數 × 單抽價計價。',
    ],
  },
  {
    title: '付款',
    items: [
      `以代幣付款，可使用優惠券；紅利 ${p.pointsPerCurrencyUnit} 點折抵 1 元，${p.minimumUsable} 點起用。`,
      '購買的款式立即放入盒櫃，可申請出貨。',
    ],
  },
];

export default function BlindboxRulesPage() {
  return (
    <div className="page bb-page">
      <PageHeader title="盒玩規則" />
      <div className="page-body">
        {SECTIONS.map((s) => (
          <section key={s.title} className="card bb-rules">
            <h3 className="section-title">{s.title}</h3>
            <ol>
              {s.items.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
