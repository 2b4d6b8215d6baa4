import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { beaconFromEnv, keptLocalBeaconKey } from './beacon/beacon-from-env';
import { BeaconRounds } from './beacon/beacon-rounds';
import { RANDOMNESS_BEACON } from './beacon/randomness-beacon.port';
import { BeaconInfoHttpController } from './queries/beacon-info.http.controller';
import { TubeAuditExportHttpController } from './queries/tube-audit-export.http.controller';
import { TubeAuditReader } from './queries/tube-audit.reader';
import { AccountsModule } from '../accounts/accounts.module';

@Module({
  imports: [AccountsModule],
  controllers: [TubeAuditExportHttpController, BeaconInfoHttpController],
  providers: [
    { provide: RANDOMNESS_BEACON, inject: [DataSource], useFactory: (db: DataSource) => beaconFromEnv(process.env, () => keptLocalBeaconKey(db)) },
    BeaconRounds,
    TubeAuditReader,
  ],
  exports: [BeaconRounds],
})
export class FairnessModule {}
