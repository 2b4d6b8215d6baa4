// The notice marquee: recent wins scroll by, each highlight in the brand colour.
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Notice } from '@shop/contracts';
import { useLatestNotices } from '../api/get-latest-notices';
import { MegaphoneIcon } from './home-icons';

function highlighted(notice: Notice) {
  const marks = notice.highlight.filter(Boolean);
  if (!marks.length) return notice.text;
  const pattern = new RegExp(`(${marks.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return notice.text.split(pattern).map((part, i) => (marks.includes(part) ? <em key={i}>{part}</em> : <Fragment key={i}>{part}</Fragment>));
}

function NoticeItem({ notice }: { notice: Notice }) {
  const body = highlighted(notice);
  if (!notice.link) return <span className="marquee__item">{body}</span>;
  if (notice.target === '_blank' || /^https?:/.test(notice.link)) {
    return (
      <a className="marquee__item" href={notice.link} target="_blank" rel="noopener noreferrer">
        {body}
      </a>
    );
  }
  return (
    <Link className="marquee__item" to={notice.link}>
      {body}
    </Link>
  );
}

export function NoticeMarquee({ active }: { active: boolean }) {
  const { data } = useLatestNotices();
  if (!data?.length) return <div className="marquee marquee--empty" aria-hidden="true" />;
  // ~3.5 s per notice keeps every line readable.
  const duration = Math.max(20, data.length * 3.5);
  return (
    <div className="marquee" data-testid="notice-marquee" aria-label="最新中獎消息">
      <span className="marquee__icon">
        <MegaphoneIcon />
      </span>
      <div className="marquee__viewport">
        <div className="marquee__track" style={{ animationDuration: `${duration}s`, animationPlayState: active ? 'running' : 'paused' }}>
          {[0, 1].map((copy) => (
            <div key={copy} className="marquee__group" aria-hidden={copy === 1 ? true : undefined}>
              {data.map((n, i) => (
                <NoticeItem key={i} notice={n} />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
