// How the tube lock reads on screen (spec 001 §4, "Tube lock").
import { constants, messages, type LockStatusResponse } from '@shop/contracts';
import { formatCountdown } from '../../lib/countdown';

export type LockState = 'free' | 'mine' | 'other';

export function lockStateOf(status: Pick<LockStatusResponse, 'locked' | 'is_mine'>, secondsLeft: number): LockState {
  if (!status.locked || secondsLeft <= 0) return 'free';
  return status.is_mine ? 'mine' : 'other';
}

const LOCKED_PREFIX = {
  mine: '您已鎖定籤筒 ',
  other: '其他用戶抽選中，剩餘 ',
} as const;

/** The words before the MM:SS clock of a held lock. */
export function lockedPrefix(state: 'mine' | 'other'): string {
  return LOCKED_PREFIX[state];
}

export function lockMessage(state: LockState, secondsLeft: number): string {
  if (state === 'free') return '籤筒可購買';
  return `${lockedPrefix(state)}${formatCountdown(secondsLeft)}`;
}

/** Ticket numbers are shown padded to two digits. */
export function ticketLabel(n: number): string {
  return String(n).padStart(constants.layout.ticketNumberPadDigits, '0');
}

/** Spec 001 §5: at most 10 tickets per purchase (full packs aside). */
export const MAX_TICKETS_PER_PURCHASE = constants.ichiban.maxTicketsPerPurchase;
export const TOO_MANY_TICKETS_MESSAGE = messages.ichiban.maxTicketsExceeded;

/** Toggles `n` in the selection; refuses drawn numbers and an 11th ticket. */
export function toggleTicket(
  selected: readonly number[],
  n: number,
  drawn: ReadonlySet<number>,
): { selected: number[]; refused?: 'drawn' | 'limit' } {
  if (drawn.has(n)) return { selected: [...selected], refused: 'drawn' };
  if (selected.includes(n)) return { selected: selected.filter((x) => x !== n) };
  if (selected.length >= MAX_TICKETS_PER_PURCHASE) return { selected: [...selected], refused: 'limit' };
  return { selected: [...selected, n].sort((a, b) => a - b) };
}

/** The `pick` query parameter that carries a selection through the detour to log in. */
export const PICK_PARAM = 'pick';

/** `?pick=5,7` as a selection: whole numbers of the tube, each once, in order, at most the purchase limit. */
export function parsePicked(raw: string | null, total: number): number[] {
  if (!raw) return [];
  const numbers = raw
    .split(',')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= total);
  return [...new Set(numbers)].sort((a, b) => a - b).slice(0, MAX_TICKETS_PER_PURCHASE);
}

/** `path` with the selection as `?pick=` (replacing one already there; none for an empty selection). */
export function withPicked(pathname: string, search: string, selected: readonly number[]): string {
  const params = new URLSearchParams(search);
  if (selected.length > 0) params.set(PICK_PARAM, selected.join(','));
  else params.delete(PICK_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
