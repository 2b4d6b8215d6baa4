// The banner carousel: today's order, autoplay every 4 s while the home page is shown, swipe and
// dots to move by hand. Images keep their 750×300 box so nothing jumps while they load.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { constants, dailyOrder, type Banner } from '@shop/contracts';

const SWIPE_PX = 40;

function BannerLink({ banner, label, children }: { banner: Banner; label: string; children: React.ReactNode }) {
  if (/^https?:/.test(banner.link)) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer" className="carousel__slide" aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <Link to={banner.link || '/'} className="carousel__slide" draggable={false} aria-label={label}>
      {children}
    </Link>
  );
}

export function BannerCarousel({ banners, active }: { banners: Banner[] | undefined; active: boolean }) {
  const slides = useMemo(() => dailyOrder(banners ?? [], new Date()).slice(0, constants.catalog.bannerAutoplayCount), [banners]);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);
  const count = slides.length;

  useEffect(() => {
    if (!active || paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), constants.catalog.bannerAutoplayIntervalMs);
    return () => clearInterval(timer);
  }, [active, paused, count]);

  if (!count) return <div className="carousel carousel--placeholder" aria-hidden="true" />;
  const current = index % count;

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="精選活動"
      data-testid="banner-carousel"
      data-index={current}
      onPointerDown={(e) => {
        start.current = e.clientX;
        setPaused(true);
      }}
      onPointerUp={(e) => {
        if (start.current !== null) {
          const dx = e.clientX - start.current;
          if (Math.abs(dx) > SWIPE_PX) setIndex((i) => (i + (dx < 0 ? 1 : count - 1)) % count);
        }
        start.current = null;
        setPaused(false);
      }}
      onPointerCancel={() => {
        start.current = null;
        setPaused(false);
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="carousel__track" style={{ transform: `translate3d(${-current * 100}%, 0, 0)` }}>
        {slides.map((banner, i) => (
          <BannerLink key={banner.id} banner={banner} label={`精選活動 ${i + 1}`}>
            <img
              src={banner.image_url}
              alt={`精選活動 ${i + 1}`}
              width={750}
              height={300}
              draggable={false}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding="async"
            />
          </BannerLink>
        ))}
      </div>
      <div className="carousel__dots" role="tablist" aria-label="切換活動">
        {slides.map((banner, i) => (
          <button
            key={banner.id}
            type="button"
            role="tab"
            aria-selected={i === current}
            aria-label={`第 ${i + 1} 則活動`}
            className="carousel__dot"
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
