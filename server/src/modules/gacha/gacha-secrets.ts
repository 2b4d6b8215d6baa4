// The secret behind each round of a machine: its seed (draw_seeds, keyed `gacha-<id>:<round>`)
// and, for a gacha-v2 round, the capsule order it gives (capsuleOrder, contracts). Cached: a round's
// seed never changes.
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { capsuleOrder, gachaCommitmentV3, type GachaItem } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { DrawSeedRow } from '../fairness/fairness.public';
import type { StockedMachine } from './domain/machine.state';

export class GachaSeedMissing extends Error {
  constructor(readonly key: string) {
    super(`no seed stored for ${key}`);
    this.name = 'GachaSeedMissing';
  }
}

/** Where a round's seed is kept in draw_seeds. */
export const gachaSeedKey = (machineId: string, round: number) => `gacha-${machineId}:${round}`;

@Injectable()
export class GachaSecrets {
  private readonly seeds = new Map<string, string>();
  private readonly orders = new Map<string, string[]>();

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /**
   * A fresh seed for a round, stored before the round is stocked: a round never exists without its
   * secret. Its gacha-v3 commitment, which names the beacon key its draws verify against.
   */
  async newRound(machineId: string, round: number, items: readonly GachaItem[], beaconPublicKey: string, now: Date): Promise<{ commitment: string }> {
    const seedHex = randomBytes(32).toString('hex');
    // A stocking that lost a race leaves an unused row behind; the winner's round keeps its own seed.
    await this.db.getRepository(DrawSeedRow).upsert({ streamId: gachaSeedKey(machineId, round), seedHex, createdAt: now }, ['streamId']);
    this.seeds.delete(gachaSeedKey(machineId, round));
    return { commitment: gachaCommitmentV3(machineId, round, items, beaconPublicKey, seedHex) };
  }

  async seed(machineId: string, round: number): Promise<string> {
    const key = gachaSeedKey(machineId, round);
    const known = this.seeds.get(key);
    if (known) return known;
    const row = await this.db.getRepository(DrawSeedRow).findOneBy({ streamId: key });
    if (!row) throw new GachaSeedMissing(key);
    this.seeds.set(key, row.seedHex);
    return row.seedHex;
  }

  async capsuleOrder(machine: StockedMachine): Promise<string[]> {
    const key = gachaSeedKey(machine.machineId, machine.round);
    const cached = this.orders.get(key);
    if (cached) return cached;
    const order = capsuleOrder(await this.seed(machine.machineId, machine.round), machine.items);
    this.orders.set(key, order);
    return order;
  }
}
