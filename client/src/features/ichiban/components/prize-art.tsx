// A prize's tier badge and picture; a missing picture falls back to the tier's coloured card.
import { useState } from 'react';
import type { PrizeTier } from '@shop/contracts';
import './prize-art.css';

export function tierLabel(tier: PrizeTier): string {
  return tier === 'LAST' ? 'LAST賞' : `${tier}賞`;
}

export function TierBadge({ tier, size = 'm' }: { tier: PrizeTier; size?: 's' | 'm' | 'l' }) {
  return (
    <span className={`tier-badge tier-badge--${size}`} data-tier={tier}>
      {tier === 'LAST' ? 'LAST' : tier}
    </span>
  );
}

export function PrizeImage({ src, tier, alt }: { src: string | null | undefined; tier: PrizeTier; alt: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className="prize-image prize-image--fallback" data-tier={tier} role="img" aria-label={alt}>
        <span className="prize-image__letter">{tier === 'LAST' ? 'LAST' : tier}</span>
      </span>
    );
  }
  return <img className="prize-image" src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} />;
}
