import { Module } from '@nestjs/common';
import { PurchasesModule } from '../../purchases/purchases.module';
import { AccountsModule } from '../accounts/accounts.module';
import { FairnessModule } from '../fairness/fairness.module';
import { WalletModule } from '../wallet/wallet.module';
import { DrawCapsuleHandler } from './commands/draw-capsule/draw-capsule.handler';
import { DrawCapsuleHttpController } from './commands/draw-capsule/draw-capsule.http.controller';
import { CreateGachaMachineHandler } from './commands/create-gacha-machine/create-gacha-machine.handler';
import { CreateGachaMachineHttpController } from './commands/create-gacha-machine/create-gacha-machine.http.controller';
import { RestockMachineHttpController } from './commands/stock-machine/restock-machine.http.controller';
import { StockMachineHandler } from './commands/stock-machine/stock-machine.handler';
import { GachaSecrets } from './gacha-secrets';
import { GachaDrawSweeper } from './purchase/gacha-draw.sweeper';
import { GachaLine } from './purchase/gacha.line';
import { GachaAuditExportHttpController } from './queries/gacha-audit-export.http.controller';
import { GachaMachineReader } from './queries/gacha-machine.reader';
import { GachaReadsHttpController } from './queries/gacha-reads.http.controller';

@Module({
  imports: [AccountsModule, PurchasesModule, WalletModule, FairnessModule],
  controllers: [
    DrawCapsuleHttpController,
    GachaReadsHttpController,
    GachaAuditExportHttpController,
    RestockMachineHttpController,
    CreateGachaMachineHttpController,
  ],
  providers: [DrawCapsuleHandler, StockMachineHandler, GachaSecrets, GachaLine, GachaDrawSweeper, GachaMachineReader, CreateGachaMachineHandler],
})
export class GachaModule {}
