import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { PurchasesModule } from '../../purchases/purchases.module';
import { AccountsModule } from '../accounts/accounts.module';
import { WalletModule } from '../wallet/wallet.module';
import { MpgOrderKinds } from '../wallet/wallet.public';
import { CardOrderKind } from './card-payment/card-order-kind';
import { CardPaymentService } from './card-payment/card-payment.service';
import { SettleCardPaymentHandler } from './commands/settle-card-payment/settle-card-payment.handler';
import { SettleCardPaymentHttpController } from './commands/settle-card-payment/settle-card-payment.http.controller';
import { DrawCodeService } from './draw-code/draw-code.service';
import { OrderReader } from './queries/order.reader';
import { PublicDrawResultReader } from './queries/public-draw-result.reader';
import { DrawResultsHttpController } from './queries/draw-results.http.controller';
import { OrderHistoryHttpController } from './queries/order-history.http.controller';
import { OrderHistoryReader } from './queries/order-history.reader';
import { OrderDetailHttpController } from './queries/order-detail.http.controller';
import { MarkCardRefundedHandler } from './commands/mark-card-refunded/mark-card-refunded.handler';
import { MarkCardRefundedHttpController } from './commands/mark-card-refunded/mark-card-refunded.http.controller';
import { CardRefundsHttpController } from './queries/card-refunds.http.controller';
import { RefundCardPaymentHandler } from './commands/refund-card-payment/refund-card-payment.handler';
import { RefundCardPaymentHttpController } from './commands/refund-card-payment/refund-card-payment.http.controller';
import { CardRefundsReader } from './queries/card-refunds.reader';

@Module({
  imports: [AccountsModule, PurchasesModule, WalletModule],
  controllers: [
    DrawResultsHttpController,
    SettleCardPaymentHttpController,
    OrderHistoryHttpController,
    OrderDetailHttpController,
    CardRefundsHttpController,
    MarkCardRefundedHttpController,
    RefundCardPaymentHttpController,
  ],
  providers: [
    OrderReader,
    PublicDrawResultReader,
    OrderHistoryReader,
    DrawCodeService,
    CardPaymentService,
    CardOrderKind,
    SettleCardPaymentHandler,
    CardRefundsReader,
    MarkCardRefundedHandler,
    RefundCardPaymentHandler,
  ],
  exports: [DrawCodeService],
})
export class OrdersModule implements OnModuleInit {
  constructor(
    @Inject(MpgOrderKinds) private readonly mpgOrders: MpgOrderKinds,
    @Inject(CardOrderKind) private readonly cardOrders: CardOrderKind,
  ) {}

  /** The dev gateway takes card orders too. */
  onModuleInit(): void {
    this.mpgOrders.register(this.cardOrders);
  }
}
