// Tool cards as the member area shows them (002 §7 "Tools"): the catalogue of card types, the
// member's cards one row per card, and the usable count per type. Folded from the wallet stream,
// with the request's clock deciding what has expired.
import { Inject, Injectable } from '@nestjs/common';
import type { Tool, ToolCardType, UserTool, UserToolsCountResponse } from '@shop/contracts';
import { usableToolCards } from '../domain/wallet.state';
import { WalletReader } from './wallet.reader';

export const TOOLS: readonly Tool[] = [
  { id: 1, type: 'shake_card', name: '提示卡', image: '/demo/tools/shake_card.svg', description: '在盲盒挑選時使用，排除一款「不是這盒」的款式。' },
  { id: 2, type: 'insight_card', name: '透視卡', image: '/demo/tools/insight_card.svg', description: '在盲盒挑選時使用，直接看到這一盒的款式。' },
];
const toolOf = (type: ToolCardType) => TOOLS.find((t) => t.type === type)!;
/** A card's id as the member's list names it: the grant (lot) it came from, and its place in that grant. */
const cardId = (reference: string, n: number) => `${reference}#${n}`;

const taipei = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function formatExpiry(at: Date): string {
  const p = Object.fromEntries(taipei.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}`;
}

@Injectable()
export class ToolCardsReader {
  constructor(@Inject(WalletReader) private readonly wallets: WalletReader) {}

  /** Every card still held (usable or expired), soonest expiry first. */
  async cards(userId: string, now: Date): Promise<UserTool[]> {
    const wallet = await this.wallets.wallet(userId);
    return wallet.toolCards.flatMap((lot) => {
      const tool = toolOf(lot.cardType);
      const expiresAt = new Date(lot.expiresAt);
      return Array.from({ length: lot.remaining }, (_, i) => ({
        id: cardId(lot.reference, lot.quantity - lot.remaining + i + 1),
        tool_id: tool.id,
        type: lot.cardType,
        name: tool.name,
        image: tool.image,
        expired: lot.expiresAt <= now.getTime(),
        expires_at: expiresAt.toISOString(),
        formatted_expiry: formatExpiry(expiresAt),
      }));
    });
  }

  /** The type of the card the list named `id`, while the member holds it unexpired; else null. */
  async usableCardType(userId: string, id: string, now: Date): Promise<ToolCardType | null> {
    const wallet = await this.wallets.wallet(userId);
    const lot = wallet.toolCards.find(
      (l) => l.remaining > 0 && l.expiresAt > now.getTime() && id.startsWith(`${l.reference}#`) && /^\d+$/.test(id.slice(l.reference.length + 1)),
    );
    return lot?.cardType ?? null;
  }

  async count(userId: string, now: Date): Promise<UserToolsCountResponse['data']> {
    const wallet = await this.wallets.wallet(userId);
    return { shake_card: usableToolCards(wallet, 'shake_card', now), insight_card: usableToolCards(wallet, 'insight_card', now) };
  }
}
