// The one purchase core, its recovery and the members' holds; product modules register their lines with the core.
import { Module } from '@nestjs/common';
import { MemberHolds } from './member-holds';
import { PurchaseCore } from './purchase-core';
import { PurchaseRecovery } from './purchase-recovery';

@Module({
  providers: [PurchaseCore, PurchaseRecovery, MemberHolds],
  exports: [PurchaseCore, PurchaseRecovery, MemberHolds],
})
export class PurchasesModule {}
