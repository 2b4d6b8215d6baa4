// A new round gets a fresh secret seed (stored first), and the machine commits to it, its items and
// the beacon key (gacha-v3); a restock also publishes the seed of the round it ends (the seed rotates).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { loadState, runCommand } from '../../../../platform/command-runner';
import { MachineNotStocked, machineDecider, machineStreamId } from '../../domain/machine.decide';
import type { Machine } from '../../domain/machine.state';
import { BeaconRounds } from '../../../fairness/fairness.public';
import { GachaSecrets } from '../../gacha-secrets';
import { StockMachineCommand } from './stock-machine.command';

@CommandHandler(StockMachineCommand)
export class StockMachineHandler implements ICommandHandler<StockMachineCommand, Machine> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(GachaSecrets) private readonly secrets: GachaSecrets,
    @Inject(BeaconRounds) private readonly rounds: BeaconRounds,
  ) {}

  async execute(cmd: StockMachineCommand): Promise<Machine> {
    const machineId = cmd.productId;
    const streamId = machineStreamId(machineId);
    const { state } = await loadState({ store: this.store, streamId, decider: machineDecider });
    if (cmd.restockOnly && state.status !== 'stocked') throw new MachineNotStocked(machineId);
    const now = new Date(cmd.metadata.occurredAt);
    const round = state.status === 'stocked' ? state.round + 1 : 1;
    const beaconPublicKey = this.rounds.publicKey;
    const { commitment } = await this.secrets.newRound(machineId, round, cmd.items, beaconPublicKey, now);
    const command =
      state.status === 'stocked'
        ? {
            type: 'RestockMachine' as const,
            data: { machineId, items: cmd.items, commitment, beaconPublicKey, previousSeedHex: await this.secrets.seed(machineId, state.round) },
          }
        : { type: 'StockMachine' as const, data: { machineId, productId: cmd.productId, items: cmd.items, commitment, beaconPublicKey } };
    const result = await runCommand({ store: this.store, streamId, decider: machineDecider, command, metadata: cmd.metadata, maxAttempts: 1 });
    return result.state;
  }
}
