// Who may take a hold on a tube or a blind-box slot, whichever way it is asked for (the 鎖定籤筒
// button, a slot pick; a card order holds nothing until it is paid): the same three questions about the member, asked by the
// tube's and the package's deciders alike. What the container itself says (someone else holds it,
// sold out) is the container's own rule.
import { constants } from '../constants/constants';

export type HoldKind = 'tube' | 'slot';

/** What the lock handlers found out about the member before a container decides on a hold. */
export interface Holder {
  /**
   * Whether the member can pay for what the hold is for: tokens (and points where the product takes
   * them) covering one ticket or one draw.
   */
  canPay: boolean;
  /** The member's hold that is still live on another tube or package, if any (one hold at a time). */
  holdsElsewhere: { kind: HoldKind; containerId: string } | null;
  /** When the member's recent holds lapsed unbought (epoch ms), as their containers' streams tell. */
  lapses: readonly number[];
}

export type HoldRefusal =
  { reason: 'needs_funds' } | { reason: 'held_elsewhere'; kind: HoldKind; containerId: string } | { reason: 'cooldown'; remainSeconds: number };

/**
 * When the member may take a hold again after letting holds lapse (epoch ms; 0 when now): with n
 * lapses in the window, lapseCooldownSeconds[n - 1] (the last entry for more) after the latest one.
 */
export function holdCooldownEnds(lapses: readonly number[], now: number): number {
  const { lapseWindowSeconds, lapseCooldownSeconds } = constants.holds;
  const recent = lapses.filter((at) => at <= now && now - at < lapseWindowSeconds * 1000);
  if (recent.length === 0) return 0;
  const wait = lapseCooldownSeconds[Math.min(recent.length, lapseCooldownSeconds.length) - 1]!;
  return Math.max(...recent) + wait * 1000;
}

/** Why this member may not take a hold now, or null when they may. */
export function holdRefusal(holder: Holder, now: number): HoldRefusal | null {
  if (!holder.canPay) return { reason: 'needs_funds' };
  if (holder.holdsElsewhere) return { reason: 'held_elsewhere', ...holder.holdsElsewhere };
  const ends = holdCooldownEnds(holder.lapses, now);
  if (ends > now) return { reason: 'cooldown', remainSeconds: Math.ceil((ends - now) / 1000) };
  return null;
}

/** The lapses worth keeping: those that can still count towards a cooldown. */
export function recentLapses(lapses: readonly number[], now: number): number[] {
  return lapses.filter((at) => now - at < constants.holds.lapseWindowSeconds * 1000);
}

/** Whether a wallet pays for one unit (元): its tokens, and its points where the product takes them. */
export function walletCoversOne(wallet: { tokens: number; points: number }, unitPrice: number, pointsAllowed: boolean): boolean {
  const { pointsPerCurrencyUnit, step, minimumUsable } = constants.points;
  const usablePoints = pointsAllowed && wallet.points >= minimumUsable ? Math.floor(wallet.points / step) * step : 0;
  return wallet.tokens + Math.floor(usablePoints / pointsPerCurrencyUnit) >= unitPrice;
}
