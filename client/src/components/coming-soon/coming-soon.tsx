// The friendly "not open yet" panel for features still being built.
import { Link } from 'react-router';
import { messages } from '@shop/contracts';
import { SparkleIcon } from '../icons/icons';
import './coming-soon.css';

export function ComingSoon({ feature, homeLink = true }: { feature: string; homeLink?: boolean }) {
  return (
    <section className="coming-soon card" data-testid="coming-soon">
      <div className="coming-soon__art" aria-hidden="true">
        <img src="/icon.svg" alt="" />
        <SparkleIcon className="coming-soon__spark coming-soon__spark--a" size={22} />
        <SparkleIcon className="coming-soon__spark coming-soon__spark--b" size={16} />
      </div>
      <span className="coming-soon__badge">COMING SOON</span>
      <h2 className="coming-soon__title">{messages.common.notOpenYet}</h2>
      <p className="coming-soon__text">「{feature}」正在努力準備中，敬請期待！先去看看其他好玩的吧。</p>
      {homeLink && (
        <div className="coming-soon__actions">
          <Link className="btn btn--primary" to="/">
            回到首頁
          </Link>
        </div>
      )}
    </section>
  );
}
