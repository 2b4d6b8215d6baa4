// The shop's mark: capsule icon and the 抽抽樂 wordmark.
import './brand.css';

export const SHOP_NAME = '抽抽樂';
export const SHOP_TAGLINE = '一番賞・盒玩・轉蛋';

export function Brand({ tagline = false, iconSize = 34 }: { tagline?: boolean; iconSize?: number }) {
  return (
    <span className="brand">
      <img className="brand__icon" src="/icon.svg" alt="" width={iconSize} height={iconSize} style={{ width: iconSize, height: iconSize }} />
      <span>
        <span className="brand__name">{SHOP_NAME}</span>
        {tagline && <span className="brand__tagline">{SHOP_TAGLINE}</span>}
      </span>
    </span>
  );
}
