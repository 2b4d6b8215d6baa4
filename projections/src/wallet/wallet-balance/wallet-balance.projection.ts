// Token and bonus-point balances per wallet, from `wallet-<userId>`.
import { projection } from '../../runner/projection';
import { WalletBalanceRow } from './wallet-balance.entity';

export const walletBalance = projection({
  name: 'wallet-balance',
  entity: WalletBalanceRow,
  key: 'userId',
  handles: ['TokensCredited', 'TokensDebited', 'TokensRefunded', 'PointsAdjusted', 'PointsExpired'] as const,
  keyOf: (event) => event.data.userId,
  evolve(row, event): WalletBalanceRow | null {
    if (row && event.revision <= row.revision) return row;
    const current = row ?? { userId: event.data.userId, tokens: 0, points: 0, revision: -1 };
    const next = { ...current, revision: event.revision };
    switch (event.type) {
      case 'TokensCredited':
      case 'TokensRefunded':
        return { ...next, tokens: current.tokens + event.data.amount };
      case 'TokensDebited':
        return { ...next, tokens: current.tokens - event.data.amount };
      case 'PointsAdjusted':
        return { ...next, points: current.points + event.data.delta };
      case 'PointsExpired':
        return { ...next, points: current.points - event.data.points };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
