import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { LockTubeHandler } from './commands/lock-tube/lock-tube.handler';
import { LockTubeHttpController } from './commands/lock-tube/lock-tube.http.controller';
import { TubeBoardReader } from './queries/tube-board.reader';
import { TubeReadsHttpController } from './queries/tube-reads.http.controller';

@Module({
  imports: [AccountsModule],
  controllers: [LockTubeHttpController, TubeReadsHttpController],
  providers: [LockTubeHandler, TubeBoardReader],
})
export class IchibanModule {}
