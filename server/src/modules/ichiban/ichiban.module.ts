import { Module } from '@nestjs/common';
import { PurchasesModule } from '../../purchases/purchases.module';
import { FairnessModule } from '../fairness/fairness.module';
import { AccountsModule } from '../accounts/accounts.module';
import { WalletModule } from '../wallet/wallet.module';
import { BuyTicketsHandler } from './commands/buy-tickets/buy-tickets.handler';
import { BuyTicketsHttpController } from './commands/buy-tickets/buy-tickets.http.controller';
import { CreateIchibanProductHandler } from './commands/create-ichiban-product/create-ichiban-product.handler';
import { CreateIchibanProductHttpController } from './commands/create-ichiban-product/create-ichiban-product.http.controller';
import { LockTubeHandler } from './commands/lock-tube/lock-tube.handler';
import { LockTubeHttpController } from './commands/lock-tube/lock-tube.http.controller';
import { ReleaseTubeLockHandler } from './commands/release-tube-lock/release-tube-lock.handler';
import { ReleaseTubeLockHttpController } from './commands/release-tube-lock/release-tube-lock.http.controller';
import { RevealTubeSeedHandler } from './commands/reveal-tube-seed/reveal-tube-seed.handler';
import { IchibanLine } from './purchase/ichiban.line';
import { TubeBoardReader } from './queries/tube-board.reader';
import { TubeReadsHttpController } from './queries/tube-reads.http.controller';
import { TubeSecrets } from './tube-secrets';
import { ClaimLineOfferHandler } from './commands/claim-line-offer/claim-line-offer.handler';
import { ClaimLineOfferHttpController } from './commands/claim-line-offer/claim-line-offer.http.controller';
import { JoinTubeLineHandler } from './commands/join-tube-line/join-tube-line.handler';
import { JoinTubeLineHttpController } from './commands/join-tube-line/join-tube-line.http.controller';
import { LeaveTubeLineHandler } from './commands/leave-tube-line/leave-tube-line.handler';
import { LeaveTubeLineHttpController } from './commands/leave-tube-line/leave-tube-line.http.controller';
import { PassTubeLineOnHandler } from './commands/pass-tube-line-on/pass-tube-line-on.handler';
import { TubeLineKeeperSchedule } from './commands/pass-tube-line-on/tube-line-keeper.schedule';
import { TubeLineHttpController } from './queries/tube-line.http.controller';
import { TubeLineReader } from './queries/tube-line.reader';
import { LinePlaceReader } from '../lines/lines.public';

@Module({
  imports: [AccountsModule, PurchasesModule, WalletModule, FairnessModule],
  controllers: [
    LockTubeHttpController,
    ReleaseTubeLockHttpController,
    BuyTicketsHttpController,
    TubeReadsHttpController,
    CreateIchibanProductHttpController,
    JoinTubeLineHttpController,
    LeaveTubeLineHttpController,
    ClaimLineOfferHttpController,
    TubeLineHttpController,
  ],
  providers: [
    LockTubeHandler,
    ReleaseTubeLockHandler,
    BuyTicketsHandler,
    TubeBoardReader,
    TubeSecrets,
    RevealTubeSeedHandler,
    IchibanLine,
    CreateIchibanProductHandler,
    JoinTubeLineHandler,
    LeaveTubeLineHandler,
    ClaimLineOfferHandler,
    PassTubeLineOnHandler,
    TubeLineKeeperSchedule,
    TubeLineReader,
    LinePlaceReader,
  ],
  exports: [TubeBoardReader],
})
export class IchibanModule {}
