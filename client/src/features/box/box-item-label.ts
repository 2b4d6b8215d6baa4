// What a box item's status says to the member (spec 002 §4 "Box item status").
import { messages, type BoxItem, type ItemRarity, type PrizeTier } from '@shop/contracts';

export function boxItemStatusLabel(item: Pick<BoxItem, 'status' | 'preorder_at' | 'storage_days'>, now: number): string {
  switch (item.status) {
    case 'available':
      if (item.preorder_at && Date.parse(item.preorder_at) > now) return messages.box.preorder;
      if (item.storage_days === 0) return messages.box.expired;
      return '可出貨';
    case 'pending':
      return messages.box.preorder;
    case 'selected':
      return '待出貨';
    case 'paid':
      return '已付運費';
    case 'shipped':
      return '已出貨';
    case 'expired':
      return messages.box.expired;
    default: {
      const unknown: never = item.status;
      return unknown;
    }
  }
}

export function tierLabel(tier: PrizeTier): string {
  return tier === 'LAST' ? 'LAST賞' : `${tier}賞`;
}

// Each line's own words, as its pages show them: a gacha capsule's "secret" is 隱藏, while a blind
// box has both a hidden (隱藏) and a secret (秘密) figure.
const rarityLabels: Record<ItemRarity, string> = {
  common: '普通',
  rare: '稀有',
  secret: '隱藏',
  normal: '普通',
  ultra_rare: '超稀有',
  hidden: '隱藏',
};
const blindboxRarityLabels: Partial<Record<ItemRarity, string>> = { secret: '秘密' };

/** An ichiban prize's tier (A賞) or a gacha / blind-box item's rarity (稀有). */
export function gradeLabel(item: Pick<BoxItem, 'tier' | 'rarity' | 'source'>): string {
  if (item.tier) return tierLabel(item.tier);
  if (!item.rarity) return '';
  return (item.source === 'blindbox' ? blindboxRarityLabels[item.rarity] : undefined) ?? rarityLabels[item.rarity];
}

const dateFormat = new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 2026/11/22 in Taipei time; the raw text when it is not a date. */
export function formatBoxDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
