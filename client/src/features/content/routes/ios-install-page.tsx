// /iosinstall: how to add the shop to an iPhone's home screen with Safari.
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import './content.css';

const ShareGlyph = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M12 3v12M8 7l4-4 4 4M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1" />
  </svg>
);

const AddGlyph = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M12 8v8M8 12h8" />
  </svg>
);

const STEPS = [
  { title: '用 Safari 開啟抽抽樂', text: '其他瀏覽器無法加入主畫面，請複製網址後以 Safari 開啟。', glyph: null },
  { title: '點選下方的「分享」按鈕', text: '位於 Safari 畫面底部中間（iPad 在右上角）。', glyph: <ShareGlyph /> },
  { title: '選擇「加入主畫面」', text: '向下滑動分享選單即可找到，然後點選右上角的「新增」。', glyph: <AddGlyph /> },
  { title: '從主畫面開啟並登入', text: '回到首頁點「安裝 App」，即可領取 50 元折價券。', glyph: null },
];

export default function IosInstallPage({ title }: { title: string }) {
  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="page-body">
        <section className="guide-hero card">
          <img src="/icons/icon-192.png" alt="抽抽樂" width={72} height={72} />
          <h2>安裝抽抽樂到 iPhone 主畫面</h2>
          <p>像 App 一樣全螢幕使用，開抽通知不漏接</p>
        </section>
        <ol className="guide-steps" data-testid="ios-steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="guide-step card">
              <span className="guide-step__num num">{i + 1}</span>
              <span className="guide-step__text">
                <strong>
                  {step.title}
                  {step.glyph && <span className="guide-step__glyph">{step.glyph}</span>}
                </strong>
                <small>{step.text}</small>
              </span>
            </li>
          ))}
        </ol>
        <Link to="/" className="btn btn--primary btn--block">
          回到首頁
        </Link>
      </div>
    </div>
  );
}
