// What the staff tools (grant a coupon, adjust points) answer: the wallet right after the change.
import type { EventMetadata, WalletAdjustedResponse } from '@shop/contracts';
import type { Request } from 'express';
import { userMetadata } from '../../../http/request-metadata';
import { availablePoints, type Wallet } from '../domain/wallet.state';
import { type SessionUser } from '../../accounts/accounts.public';

/** Recorded with the staff member as the actor. */
export function staffMetadata(req: Request, staff: SessionUser, now: Date): EventMetadata {
  return { ...userMetadata(req, staff.userId, now), actor: { kind: 'support', id: staff.userId } };
}

export const walletAdjusted = (wallet: Wallet, now: Date, couponId?: string): WalletAdjustedResponse => ({
  success: true,
  data: { tokens: wallet.tokens, points: availablePoints(wallet, now), ...(couponId ? { coupon_id: couponId } : {}) },
});
