import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { DrawTicketsHandler } from './commands/draw-tickets/draw-tickets.handler';
import { LockTubeHandler } from './commands/lock-tube/lock-tube.handler';
import { LockTubeHttpController } from './commands/lock-tube/lock-tube.http.controller';
import { RevealTubeSeedHandler } from './commands/reveal-tube-seed/reveal-tube-seed.handler';
import { TubeBoardReader } from './queries/tube-board.reader';
import { TubeReadsHttpController } from './queries/tube-reads.http.controller';
import { TubeSecrets } from './tube-secrets';

@Module({
  imports: [AccountsModule],
  controllers: [LockTubeHttpController, TubeReadsHttpController],
  providers: [LockTubeHandler, TubeBoardReader, TubeSecrets, DrawTicketsHandler, RevealTubeSeedHandler],
  exports: [DrawTicketsHandler, RevealTubeSeedHandler, TubeBoardReader],
})
export class IchibanModule {}
