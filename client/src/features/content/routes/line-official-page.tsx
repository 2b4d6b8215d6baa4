// /lineat: the shop's official LINE account.
import { PageHeader } from '../../../components/page-header/page-header';
import './content.css';

export const LINE_OFFICIAL_ID = '@chouchoule';
const LINE_ADD_FRIEND_URL = `https://line.me/R/ti/p/${encodeURIComponent(LINE_OFFICIAL_ID)}`;

const PERKS = ['新品開抽、補貨第一時間通知', '官方帳號限定折價券與活動', '訂單與出貨問題一對一客服'];

export default function LineOfficialPage({ title }: { title: string }) {
  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="page-body">
        <section className="line-card card" data-testid="line-official-card">
          <span className="line-card__badge">LINE</span>
          <h2>加入抽抽樂官方帳號</h2>
          <p className="line-card__id">
            LINE ID：<strong>{LINE_OFFICIAL_ID}</strong>
          </p>
          <ul className="line-card__perks">
            {PERKS.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
          <a className="btn btn--block line-card__cta" href={LINE_ADD_FRIEND_URL} target="_blank" rel="noopener noreferrer">
            加入好友
          </a>
        </section>
      </div>
    </div>
  );
}
