import { Module } from '@nestjs/common';
import { PurchasesModule } from '../../purchases/purchases.module';
import { FairnessModule } from '../fairness/fairness.module';
import { AccountsModule } from '../accounts/accounts.module';
import { WalletModule } from '../wallet/wallet.module';
import { BuyTicketsHandler } from './commands/buy-tickets/buy-tickets.handler';
import { BuyTicketsHttpController } from './commands/buy-tickets/buy-tickets.http.controller';
import { LockTubeHandler } from './commands/lock-tube/lock-tube.handler';
import { LockTubeHttpController } from './commands/lock-tube/lock-tube.http.controller';
import { ReleaseTubeLockHandler } from './commands/release-tube-lock/release-tube-lock.handler';
import { ReleaseTubeLockHttpController } from './commands/release-tube-lock/release-tube-lock.http.controller';
import { RevealTubeSeedHandler } from './commands/reveal-tube-seed/reveal-tube-seed.handler';
import { IchibanLine } from './purchase/ichiban.line';
import { TubeBoardReader } from './queries/tube-board.reader';
import { TubeReadsHttpController } from './queries/tube-reads.http.controller';
import { TubeSecrets } from './tube-secrets';

@Module({
  imports: [AccountsModule, PurchasesModule, WalletModule, FairnessModule],
  controllers: [LockTubeHttpController, ReleaseTubeLockHttpController, BuyTicketsHttpController, TubeReadsHttpController],
  providers: [LockTubeHandler, ReleaseTubeLockHandler, BuyTicketsHandler, TubeBoardReader, TubeSecrets, RevealTubeSeedHandler, IchibanLine],
  exports: [TubeBoardReader],
})
export class IchibanModule {}
