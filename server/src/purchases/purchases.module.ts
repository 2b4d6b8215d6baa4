// The one purchase core and its recovery; product modules register their lines with the core.
import { Module } from '@nestjs/common';
import { PurchaseCore } from './purchase-core';
import { PurchaseRecovery } from './purchase-recovery';

@Module({
  providers: [PurchaseCore, PurchaseRecovery],
  exports: [PurchaseCore, PurchaseRecovery],
})
export class PurchasesModule {}
