// ORDER_PAYMENTS for the product modules: each call is a wallet command on the CommandBus, so a
// payment takes the one command path (handler → command runner → wallet decider) like any write.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventMetadata } from '@shop/contracts';
import { PayOrderCommand } from './commands/pay-order/pay-order.command';
import { RefundOrderCommand } from './commands/refund-order/refund-order.command';
import type { OrderPaymentReceipt, OrderPaymentRequest, OrderPayments } from './order-payments.port';

@Injectable()
export class OrderPaymentsOnCommandBus implements OrderPayments {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  pay(request: OrderPaymentRequest, metadata: EventMetadata): Promise<OrderPaymentReceipt> {
    return this.commands.execute<PayOrderCommand, OrderPaymentReceipt>(new PayOrderCommand(request, metadata));
  }

  refund(orderId: string, userId: string, reason: string, metadata: EventMetadata): Promise<void> {
    return this.commands.execute<RefundOrderCommand, void>(new RefundOrderCommand(orderId, userId, reason, metadata));
  }
}
