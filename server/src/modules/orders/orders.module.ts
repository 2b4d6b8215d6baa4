import { Module } from '@nestjs/common';
import { PurchasesModule } from '../../purchases/purchases.module';
import { AccountsModule } from '../accounts/accounts.module';
import { WalletModule } from '../wallet/wallet.module';
import { CardPaymentService } from './card-payment/card-payment.service';
import { SettleCardPaymentHandler } from './commands/settle-card-payment/settle-card-payment.handler';
import { SettleCardPaymentHttpController } from './commands/settle-card-payment/settle-card-payment.http.controller';
import { DrawCodeService } from './draw-code/draw-code.service';
import { OrderReader } from './queries/order.reader';
import { DrawResultsHttpController } from './queries/draw-results.http.controller';

@Module({
  imports: [AccountsModule, PurchasesModule, WalletModule],
  controllers: [DrawResultsHttpController, SettleCardPaymentHttpController],
  providers: [OrderReader, DrawCodeService, CardPaymentService, SettleCardPaymentHandler],
  exports: [DrawCodeService],
})
export class OrdersModule {}
