// The cover-promo popup: promos one after another, at most once per session; "do not show
// today" hides them until midnight, a plain close for 6 hours (spec 000 §2, §4).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CoverPromo } from '@shop/contracts';
import { dismissPromos, markPromosShown, mayShowPromos } from '../promo-dismissal';
import { CloseIcon } from './home-icons';

export function CoverPromoPopup({ promos, active }: { promos: CoverPromo[] | undefined; active: boolean }) {
  const navigate = useNavigate();
  const [queue, setQueue] = useState<CoverPromo[] | null>(null);
  const [notToday, setNotToday] = useState(false);

  useEffect(() => {
    if (queue !== null || !active || !promos?.length) return;
    if (!mayShowPromos(new Date())) {
      setQueue([]);
      return;
    }
    markPromosShown();
    setQueue(promos);
  }, [promos, active, queue]);

  const current = active ? queue?.[0] : undefined;
  // The first promo opens once its picture is in (or has failed), so it opens whole: opened first, its picture
  // would arrive after the page had painted and be counted as the page's largest paint, seconds in. The next
  // ones follow a tap, after which no paint counts.
  const [opened, setOpened] = useState(false);
  const image = current?.image;
  useEffect(() => {
    if (!image || opened) return;
    let live = true;
    const picture = new Image();
    picture.src = image;
    const open = () => live && setOpened(true);
    picture.decode().then(open, open);
    return () => {
      live = false;
    };
  }, [image, opened]);
  if (!current || !opened) return null;

  const close = (follow?: string) => {
    const rest = notToday || follow ? [] : queue!.slice(1);
    if (!rest.length) dismissPromos(new Date(), notToday);
    setQueue(rest);
    if (follow) {
      if (/^https?:/.test(follow)) window.open(follow, '_blank', 'noopener');
      else navigate(follow);
    }
  };

  return (
    <div className="promo-overlay" role="dialog" aria-modal="true" aria-label={current.alt} data-testid="cover-promo">
      <div className="promo">
        <button type="button" className="promo__image" onClick={() => close(current.link)}>
          <img src={current.image} alt={current.alt} width={600} height={800} decoding="async" />
        </button>
        <label className="promo__today">
          <input type="checkbox" checked={notToday} onChange={(e) => setNotToday(e.target.checked)} data-testid="promo-not-today" />
          今日不再顯示
        </label>
        <button type="button" className="promo__close" onClick={() => close()} aria-label="關閉" data-testid="promo-close">
          <CloseIcon size={22} />
        </button>
      </div>
    </div>
  );
}
