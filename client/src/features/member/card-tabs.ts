// The /cards tabs (002 §2: all, per type, expired) and how the member's cards fall into them: one
// row per card from the server, shown as one line per card type and expiry with its quantity.
import type { ToolCardType, UserTool } from '@shop/contracts';

export type CardTab = 'all' | ToolCardType | 'expired';

export const CARD_TABS: readonly { key: CardTab; label: string; empty: string }[] = [
  { key: 'all', label: '全部', empty: '目前沒有可使用的道具卡' },
  { key: 'shake_card', label: '提示卡', empty: '目前沒有可使用的提示卡' },
  { key: 'insight_card', label: '透視卡', empty: '目前沒有可使用的透視卡' },
  { key: 'expired', label: '已過期', empty: '沒有已過期的道具卡' },
];

export function cardTabOf(value: string | null): CardTab {
  return CARD_TABS.find((t) => t.key === value)?.key ?? 'all';
}

/** Usable cards belong to "all" and their type's tab; an expired card only to "expired". */
export function inCardTab(card: UserTool, tab: CardTab): boolean {
  if (tab === 'expired') return card.expired;
  if (card.expired) return false;
  return tab === 'all' || card.type === tab;
}

export interface CardGroup {
  key: string;
  type: ToolCardType;
  name: string;
  image: string;
  expired: boolean;
  formatted_expiry: string;
  quantity: number;
}

/** Cards of one type expiring at the same moment form one line; the order of the server (soonest expiry first) is kept. */
export function groupCards(cards: readonly UserTool[]): CardGroup[] {
  const groups = new Map<string, CardGroup>();
  for (const card of cards) {
    const key = `${card.type}|${card.expires_at}`;
    const group = groups.get(key);
    if (group) group.quantity += 1;
    else
      groups.set(key, {
        key,
        type: card.type,
        name: card.name,
        image: card.image,
        expired: card.expired,
        formatted_expiry: card.formatted_expiry,
        quantity: 1,
      });
  }
  return [...groups.values()];
}

export function cardTabCounts(cards: readonly UserTool[]): Record<CardTab, number> {
  const counts = { all: 0, shake_card: 0, insight_card: 0, expired: 0 } as Record<CardTab, number>;
  for (const card of cards) for (const tab of CARD_TABS) if (inCardTab(card, tab.key)) counts[tab.key] += 1;
  return counts;
}
