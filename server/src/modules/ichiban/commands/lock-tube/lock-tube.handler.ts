// Reserves a tube for the buyer: decided on the tube's stream with the command's clock.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { tubeDecider } from '../../domain/tube.decide';
import { activeLock } from '../../domain/tube.state';
import { LockTubeCommand } from './lock-tube.command';

export interface LockTubeResult {
  remainSeconds: number;
  revision: bigint;
}

@CommandHandler(LockTubeCommand)
export class LockTubeHandler implements ICommandHandler<LockTubeCommand, LockTubeResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(cmd: LockTubeCommand): Promise<LockTubeResult> {
    const now = new Date(cmd.metadata.occurredAt);
    const result = await runCommand({
      store: this.store,
      streamId: `tube-${cmd.tubeId}`,
      decider: tubeDecider,
      command: { type: 'LockTube', data: { tubeId: cmd.tubeId, userId: cmd.userId }, now },
      metadata: cmd.metadata,
    });
    const lock = activeLock(result.state, now);
    return { remainSeconds: lock ? Math.ceil((lock.expiresAt - now.getTime()) / 1000) : 0, revision: result.revision };
  }
}
