import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { IchibanModule } from '../ichiban/ichiban.module';
import { PrizeBoxModule } from '../prize-box/prize-box.public';
import { WalletModule } from '../wallet/wallet.public';
import { CardPaymentHttpController } from './card-payment/card-payment.http.controller';
import { CardPaymentService } from './card-payment/card-payment.service';
import { DrawCodeService } from './draw-code/draw-code.service';
import { IchibanPurchaseHttpController } from './ichiban-purchase/ichiban-purchase.http.controller';
import { IchibanPurchaseProcess } from './ichiban-purchase/ichiban-purchase.process';
import { OrderStore } from './order-store';
import { DrawResultsHttpController } from './queries/draw-results.http.controller';
import { OrderRecovery } from './recovery/order-recovery.service';

@Module({
  imports: [AccountsModule, IchibanModule, PrizeBoxModule, WalletModule],
  controllers: [IchibanPurchaseHttpController, DrawResultsHttpController, CardPaymentHttpController],
  providers: [OrderStore, IchibanPurchaseProcess, OrderRecovery, DrawCodeService, CardPaymentService],
  exports: [IchibanPurchaseProcess, OrderRecovery, DrawCodeService],
})
export class OrdersModule {}
