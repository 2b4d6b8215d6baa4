import { Module } from '@nestjs/common';
import { beaconFromEnv } from './beacon/beacon-from-env';
import { RANDOMNESS_BEACON } from './beacon/randomness-beacon.port';
import { TubeAuditExportHttpController } from './queries/tube-audit-export.http.controller';
import { TubeAuditReader } from './queries/tube-audit.reader';
import { AccountsModule } from '../accounts/accounts.module';

@Module({
  imports: [AccountsModule],
  controllers: [TubeAuditExportHttpController],
  // Exported for whoever opens tubes; only the "none" adapter runs in this repository.
  providers: [{ provide: RANDOMNESS_BEACON, useFactory: () => beaconFromEnv() }, TubeAuditReader],
  exports: [RANDOMNESS_BEACON],
})
export class FairnessModule {}
