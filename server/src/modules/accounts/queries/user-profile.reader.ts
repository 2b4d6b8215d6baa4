// The member as GET /api/user shows them: account, token and points balances, badges.
import { Inject, Injectable } from '@nestjs/common';
import type { UserProfile, WalletEvent } from '@shop/contracts';
import type { UserAccountRow } from '@shop/projections';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { walletDecider, walletStreamId } from '../../wallet/domain/wallet.decide';
import { availablePoints } from '../../wallet/domain/wallet.state';
import { toUserInfo } from '../account-directory.service';

@Injectable()
export class UserProfileReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async profile(account: UserAccountRow, now = new Date()): Promise<UserProfile> {
    // The wallet stream is the balance's source of truth; one member's stream is short enough to fold.
    const recorded = await this.store.readStream(walletStreamId(account.userId));
    const wallet = recorded.reduce((w, e) => walletDecider.evolve(w, { type: e.type, data: e.data } as WalletEvent), walletDecider.initialState);
    return {
      ...toUserInfo(account),
      tokens: wallet.tokens,
      total_points: availablePoints(wallet, now),
      // Check-in and notifications have no source in this module yet: no badge until they do.
      badge_status: { show_checkin_badge: false, show_notification_badge: false },
      invitation_code: account.invitationCode,
    };
  }
}
