// Blind boxes (盲盒, spec 002 §2–9): `package-<id>` streams, slot locks, tool-card reveals and
// purchases through the shared purchase core (BlindboxLine).
import { Module } from '@nestjs/common';
import { PurchasesModule } from '../../purchases/purchases.module';
import { FairnessModule } from '../fairness/fairness.module';
import { AccountsModule } from '../accounts/accounts.module';
import { WalletModule } from '../wallet/wallet.module';
import { BuySlotsHandler } from './commands/buy-slots/buy-slots.handler';
import { BuySlotsHttpController } from './commands/buy-slots/buy-slots.http.controller';
import { LockSlotHandler } from './commands/lock-slot/lock-slot.handler';
import { SlotLockHttpController } from './commands/lock-slot/slot-lock.http.controller';
import { OpenPackagesHandler } from './commands/open-packages/open-packages.handler';
import { OpenPackagesHttpController } from './commands/open-packages/open-packages.http.controller';
import { ReleaseSlotHandler } from './commands/release-slot/release-slot.handler';
import { RevealPackageSeedHandler } from './commands/reveal-package-seed/reveal-package-seed.handler';
import { UseToolCardHandler } from './commands/use-tool-card/use-tool-card.handler';
import { UseUserToolHttpController } from './commands/use-tool-card/use-user-tool.http.controller';
import { UseToolCardHttpController } from './commands/use-tool-card/use-tool-card.http.controller';
import { PackageSecrets } from './package-secrets';
import { BlindboxLine } from './purchase/blindbox.line';
import { BlindboxReader } from './queries/blindbox.reader';
import { BlindboxReadsHttpController } from './queries/blindbox-reads.http.controller';
import { PackageAuditExportHttpController } from './queries/package-audit-export.http.controller';
import { LinePlaceReader } from '../lines/lines.public';
import { ClaimPackageLineOfferHandler } from './commands/claim-package-line-offer/claim-package-line-offer.handler';
import { JoinPackageLineHandler } from './commands/join-package-line/join-package-line.handler';
import { PackageLineCommandsHttpController } from './commands/join-package-line/package-line-commands.http.controller';
import { LeavePackageLineHandler } from './commands/leave-package-line/leave-package-line.handler';
import { PackageLineKeeperSchedule } from './commands/pass-package-line-on/package-line-keeper.schedule';
import { PassPackageLineOnHandler } from './commands/pass-package-line-on/pass-package-line-on.handler';
import { PackageLineHttpController } from './queries/package-line.http.controller';
import { PackageLineReader } from './queries/package-line.reader';

@Module({
  imports: [AccountsModule, PurchasesModule, WalletModule, FairnessModule],
  controllers: [
    BlindboxReadsHttpController,
    SlotLockHttpController,
    UseToolCardHttpController,
    UseUserToolHttpController,
    BuySlotsHttpController,
    PackageAuditExportHttpController,
    OpenPackagesHttpController,
    PackageLineCommandsHttpController,
    PackageLineHttpController,
  ],
  providers: [
    PackageSecrets,
    BlindboxLine,
    BlindboxReader,
    LockSlotHandler,
    ReleaseSlotHandler,
    UseToolCardHandler,
    BuySlotsHandler,
    RevealPackageSeedHandler,
    OpenPackagesHandler,
    JoinPackageLineHandler,
    LeavePackageLineHandler,
    ClaimPackageLineOfferHandler,
    PassPackageLineOnHandler,
    PackageLineKeeperSchedule,
    PackageLineReader,
    LinePlaceReader,
  ],
})
export class BlindboxModule {}
