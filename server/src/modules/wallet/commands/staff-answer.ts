// What the staff tools (grant a coupon, adjust points) answer: the wallet right after the change.
import { ConflictException, NotFoundException } from '@nestjs/common';
import { messages, type WalletAdjustedResponse } from '@shop/contracts';
import { ReferenceReused } from '../domain/wallet.decide';
import { availablePoints, type Wallet } from '../domain/wallet.state';
import { type AccountDirectory } from '../../accounts/accounts.public';

export const walletAdjusted = (wallet: Wallet, now: Date, couponId?: string): WalletAdjustedResponse => ({
  success: true,
  data: { tokens: wallet.tokens, points: availablePoints(wallet, now), ...(couponId ? { coupon_id: couponId } : {}) },
});

/**
 * Runs a staff grant: to an unknown (or closed) account it answers 404 and records nothing; a
 * reference already used by another request answers 409 naming that request.
 */
export async function staffGrant(accounts: AccountDirectory, userId: string, grant: () => Promise<Wallet>): Promise<Wallet> {
  if (!(await accounts.isOpen(userId))) throw new NotFoundException({ success: false, message: messages.common.userNotFound });
  try {
    return await grant();
  } catch (error) {
    if (error instanceof ReferenceReused) throw new ConflictException({ success: false, message: error.message });
    throw error;
  }
}
