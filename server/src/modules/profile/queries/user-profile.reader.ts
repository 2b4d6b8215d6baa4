// The member as GET /api/user shows them: account, token and points balances, badges, liked products.
// It draws on accounts, the wallet, member and content, so it sits in a layer above all four.
import { Inject, Injectable } from '@nestjs/common';
import type { UserProfile } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { availablePoints, walletDecider, walletStreamId } from '../../wallet/wallet.public';
import { hasUnreadNotifications } from '../../content/content.public';
import {
  checkInDecider,
  checkInStreamId,
  dayOf,
  memberGrowth,
  likesDecider,
  likesStreamId,
  taipeiDate,
  vipInfo,
  vipHistoryOf,
} from '../../member/member.public';
import { toUserInfo, type AccountView } from '../../accounts/accounts.public';

@Injectable()
export class UserProfileReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  /** The profile of an account as the read model shows it, or as a command just decided it. */
  async profile(account: AccountView, now = new Date()): Promise<UserProfile> {
    // The wallet stream is the balance's source of truth (folded once and kept by the command runner).
    const [{ state: wallet }, { state: checkIns }, { state: likes }, growth, unread, [box]] = await Promise.all([
      loadState({ store: this.store, streamId: walletStreamId(account.userId), decider: walletDecider }),
      loadState({ store: this.store, streamId: checkInStreamId(account.userId), decider: checkInDecider }),
      loadState({ store: this.store, streamId: likesStreamId(account.userId), decider: likesDecider }),
      memberGrowth(this.db, account.userId),
      // The news bell's dot: a notification of either kind (to everyone, or the member's own) not read yet.
      hasUnreadNotifications(this.db, account.userId),
      // The box's count: items still waiting in it (the /box 待出貨 tab), storage ended ones not counted.
      this.db.query<{ n: string }[]>(
        `SELECT count(*) AS n FROM box_items
          WHERE user_id = $1 AND status IN ('available', 'selected', 'paid')
            AND NOT (status IN ('available', 'selected') AND expires_at IS NOT NULL AND expires_at <= $2)`,
        [account.userId, now],
      ),
    ]);
    return {
      ...toUserInfo(account),
      tokens: wallet.tokens,
      total_points: availablePoints(wallet, now),
      // The check-in dot: today (Taipei, at the request's clock) has no check-in yet.
      badge_status: { show_checkin_badge: !dayOf(checkIns, taipeiDate(now)).checkedIn, show_notification_badge: unread },
      invitation_code: account.invitationCode,
      likedIds: likes.productIds,
      vip_info: vipInfo(vipHistoryOf(growth, now).status),
      box_count: Number(box?.n ?? 0),
    };
  }
}
