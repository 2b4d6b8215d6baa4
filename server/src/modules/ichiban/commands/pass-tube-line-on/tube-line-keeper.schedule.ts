// The tubes' line keeper (lines' LineKeeper), ticking on every API process; one leads.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { constants } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { systemMetadata } from '../../../../http/request-metadata';
import { LineKeeper } from '../../../lines/lines.public';
import { PassTubeLineOnCommand } from './pass-tube-line-on.command';

@Injectable()
export class TubeLineKeeperSchedule implements OnModuleDestroy {
  private readonly keeper: LineKeeper;

  constructor(@Inject(DataSource) db: DataSource, @Inject(CommandBus) commands: CommandBus) {
    const passOn = (tubeId: string, now: Date) => commands.execute(new PassTubeLineOnCommand(tubeId, systemMetadata(now)));
    this.keeper = new LineKeeper(db, 'tube', passOn, new Logger(TubeLineKeeperSchedule.name));
  }

  @Interval('tube-line-keeper', constants.holdLine.keeperIntervalMs)
  tick(): Promise<void> {
    return this.keeper.tick();
  }

  onModuleDestroy(): Promise<void> {
    return this.keeper.close();
  }
}
