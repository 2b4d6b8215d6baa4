// Refunds through the gateway (NewebPay's credit-card close API, or the dev gateway) each card payment
// the order owes back, and records each refund the gateway accepted at once (OrderCardRefunded for that
// trade, with the gateway's reference and the staff id), so a later refusal never loses an earlier
// refund. A refusal stops there: staff then refund in the gateway's console and record it by hand.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OrderCardRefunded } from '@shop/contracts';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { DomainError } from '../../../../platform/decider';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { CARD_REFUND_GATEWAY, type CardRefundGateway } from '../../../wallet/wallet.public';
import { CardRefundNotDue, OrderNotFound, orderDecider, orderStreamId } from '../../domain/order.decide';
import { RefundCardPaymentCommand } from './refund-card-payment.command';

/** The gateway would not refund (its message); what it refunded before is recorded. */
export class CardRefundRefusedByGateway extends DomainError {
  constructor(readonly gatewayMessage: string) {
    super(`the gateway refused the refund: ${gatewayMessage}`);
  }
}

export type CardRefundsMade = { amount: number; references: string[] };

@CommandHandler(RefundCardPaymentCommand)
export class RefundCardPaymentHandler implements ICommandHandler<RefundCardPaymentCommand, CardRefundsMade> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CARD_REFUND_GATEWAY) private readonly gateway: CardRefundGateway,
  ) {}

  async execute(cmd: RefundCardPaymentCommand): Promise<CardRefundsMade> {
    const { state: order } = await loadState({ store: this.store, streamId: orderStreamId(cmd.orderId), decider: orderDecider });
    if (order.status === 'none') throw new OrderNotFound(cmd.orderId);
    if (order.cardRefundsOwed.length === 0) throw new CardRefundNotDue(cmd.orderId);
    const made: CardRefundsMade = { amount: 0, references: [] };
    for (const payment of order.cardRefundsOwed) {
      const answer = await this.gateway.refund(
        { merchantOrderNo: payment.merchantOrderNo, tradeNo: payment.tradeNo, amount: payment.amount },
        new Date(cmd.metadata.occurredAt),
      );
      if (!answer.ok) throw new CardRefundRefusedByGateway(answer.message);
      const { events } = await runCommand({
        store: this.store,
        streamId: orderStreamId(cmd.orderId),
        decider: orderDecider,
        command: {
          type: 'MarkCardRefunded',
          data: { orderId: cmd.orderId, reference: answer.reference, staffId: cmd.staffId, tradeNos: [payment.tradeNo] },
        },
        metadata: cmd.metadata,
      });
      const refunded = events.find((e): e is OrderCardRefunded => e.type === 'OrderCardRefunded');
      if (refunded) {
        made.amount += refunded.data.amount;
        made.references.push(refunded.data.reference);
      }
    }
    return made;
  }
}
