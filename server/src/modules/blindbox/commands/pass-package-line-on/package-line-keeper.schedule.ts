// The blind boxes' line keeper (lines' LineKeeper), ticking on every API process; one leads.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { constants } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { systemMetadata } from '../../../../http/request-metadata';
import { LineKeeper } from '../../../lines/lines.public';
import { PassPackageLineOnCommand } from './pass-package-line-on.command';

@Injectable()
export class PackageLineKeeperSchedule implements OnModuleDestroy {
  private readonly keeper: LineKeeper;

  constructor(@Inject(DataSource) db: DataSource, @Inject(CommandBus) commands: CommandBus) {
    const passOn = (packageId: string, now: Date) => commands.execute(new PassPackageLineOnCommand(packageId, systemMetadata(now)));
    this.keeper = new LineKeeper(db, 'package', passOn, new Logger(PackageLineKeeperSchedule.name));
  }

  @Interval('package-line-keeper', constants.holdLine.keeperIntervalMs)
  tick(): Promise<void> {
    return this.keeper.tick();
  }

  onModuleDestroy(): Promise<void> {
    return this.keeper.close();
  }
}
