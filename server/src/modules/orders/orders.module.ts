import { Module } from '@nestjs/common';
import { PurchasesModule } from '../../purchases/purchases.module';
import { AccountsModule } from '../accounts/accounts.module';
import { WalletModule } from '../wallet/wallet.module';
import { CardPaymentHttpController } from './card-payment/card-payment.http.controller';
import { CardPaymentService } from './card-payment/card-payment.service';
import { DrawCodeService } from './draw-code/draw-code.service';
import { OrderReader } from './queries/order.reader';
import { DrawResultsHttpController } from './queries/draw-results.http.controller';

@Module({
  imports: [AccountsModule, PurchasesModule, WalletModule],
  controllers: [DrawResultsHttpController, CardPaymentHttpController],
  providers: [OrderReader, DrawCodeService, CardPaymentService],
  exports: [DrawCodeService],
})
export class OrdersModule {}
