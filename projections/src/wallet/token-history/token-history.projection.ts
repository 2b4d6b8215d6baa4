// Token history: recharges from `recharge-<merchantOrderNo>` (one row that goes from pending to
// paid, failed or cancelled), and from `wallet-<userId>` the debits and refunds of orders and other credits.
import { constants } from '@shop/contracts';
import type { ProjectedEvent } from '../../runner/projection';
import { projection } from '../../runner/projection';
import { TokenHistoryRow } from './token-history.entity';

const CANCEL_STATUSES: readonly string[] = constants.recharge.gatewayCancelStatuses;
/** A member who cancels at the gateway did not fail to pay: the row reads 已取消/逾時. */
const cancelledAtGateway = (status: string) => CANCEL_STATUSES.includes(status);

type Handled = 'RechargeRequested' | 'RechargePaid' | 'RechargeFailed' | 'TokensCredited' | 'TokensDebited' | 'TokensRefunded';

function keyOf(event: ProjectedEvent<Handled>): string | null {
  switch (event.type) {
    case 'RechargeRequested':
    case 'RechargePaid':
    case 'RechargeFailed':
      return `recharge:${event.data.merchantOrderNo}`;
    case 'TokensCredited':
      // A recharge's credit is already its recharge row.
      return event.data.source === 'recharge' ? null : `${event.streamId}:${event.revision}`;
    case 'TokensDebited':
    case 'TokensRefunded':
      // A free order moved no tokens.
      return event.data.amount > 0 ? `${event.streamId}:${event.revision}` : null;
  }
}

export const tokenHistory = projection({
  name: 'token-history',
  entity: TokenHistoryRow,
  key: 'id',
  handles: ['RechargeRequested', 'RechargePaid', 'RechargeFailed', 'TokensCredited', 'TokensDebited', 'TokensRefunded'] as const,
  keyOf,
  // A row per token movement; a recharge's row is opened by its request.
  creates: (event) => event.type !== 'RechargePaid' && event.type !== 'RechargeFailed',
  evolve(row, event): TokenHistoryRow | null {
    const at = new Date(event.metadata.occurredAt);
    const id = keyOf(event) ?? '';
    switch (event.type) {
      case 'RechargeRequested':
        if (row) return row;
        return {
          id,
          userId: event.data.userId,
          transactionType: 'recharge',
          referenceName: event.data.merchantOrderNo,
          paymentMethod: 'newebpay',
          paymentStatus: 'pending',
          amount: event.data.amount,
          description: `代幣儲值 ${event.data.amount}`,
          transactionDate: at,
          revision: event.revision,
        };
      case 'RechargePaid':
      case 'RechargeFailed':
        if (!row || event.revision <= row.revision) return row;
        return {
          ...row,
          paymentStatus: event.type === 'RechargePaid' ? 'paid' : cancelledAtGateway(event.data.status) ? 'cancelled' : 'failed',
          paymentMethod: event.type === 'RechargePaid' ? event.data.paymentType : row.paymentMethod,
          revision: event.revision,
        };
      case 'TokensCredited':
        if (row) return row;
        return {
          id,
          userId: event.data.userId,
          transactionType: 'credit',
          referenceName: event.data.reference,
          paymentMethod: event.data.source,
          paymentStatus: 'paid',
          amount: event.data.amount,
          description: event.data.description,
          transactionDate: at,
          revision: event.revision,
        };
      case 'TokensDebited':
        if (row) return row;
        return {
          id,
          userId: event.data.userId,
          transactionType: 'purchase',
          referenceName: event.data.orderId,
          paymentMethod: 'balance',
          paymentStatus: 'paid',
          amount: -event.data.amount,
          description: event.data.description,
          transactionDate: at,
          revision: event.revision,
        };
      case 'TokensRefunded':
        if (row) return row;
        return {
          id,
          userId: event.data.userId,
          transactionType: 'refund',
          referenceName: event.data.orderId,
          paymentMethod: 'balance',
          paymentStatus: 'refunded',
          amount: event.data.amount,
          description: event.data.reason,
          transactionDate: at,
          revision: event.revision,
        };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
