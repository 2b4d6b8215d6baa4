// /gacha/rules (spec 001 §2 "one image"): the rules as one illustrated card, its text readable.
import { PageHeader } from '../../../components/page-header/page-header';
import './gacha.css';

export default function GachaRulesPage({ title }: { title: string }) {
  return (
    <div className="gacha-rules">
      <PageHeader title={title} />
      <figure className="gacha-rules__card" role="img" aria-label="轉蛋規則">
        <ol>
          <li>每台轉蛋機的每一顆扭蛋都是實際庫存，售完即止；頁面顯示的機率為「該款剩餘數量 ÷ 全部剩餘數量」。</li>
          <li>每次轉蛋以代幣支付，可使用紅利（20 點折 1 元，200 點起，每次以 200 點為單位）與一張可用的優惠券。</li>
          <li>轉出的商品會直接放入「我的盒櫃」，可於盒櫃申請出貨。</li>
          <li>每台機器上架前即公開扭蛋順序的 SHA-256 承諾值，售完或補貨時公開種子，任何人都可下載紀錄自行驗證。</li>
          <li>「試一試」僅播放動畫，不會扣款，也不會獲得商品。</li>
          <li>本活動不提供「集滿套組」獎勵。</li>
        </ol>
      </figure>
    </div>
  );
}
