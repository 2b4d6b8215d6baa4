// The secret behind each tube: its seed (draw_seeds) and the layout it gives, with the beacon round
// the tube named at opening mixed in (docs/fairness.md §7). Laid out only by layoutTube (contracts),
// from the prize multiset of TubeOpened, once that round is out; cached, since it never changes.
import { Inject, Injectable } from '@nestjs/common';
import { beaconRoundProblem, layoutTube, type SignedBeaconRound, type TubeLayout } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { BeaconRounds, DrawSeedRow } from '../fairness/fairness.public';
import type { OpenTubeState } from './domain/tube.state';

export class TubeSeedMissing extends Error {
  constructor(readonly tubeId: string) {
    super(`no seed stored for tube ${tubeId}`);
    this.name = 'TubeSeedMissing';
  }
}

@Injectable()
export class TubeSecrets {
  private readonly layouts = new Map<string, TubeLayout>();
  // A tube's seed never changes once stored: kept after the first read.
  private readonly seeds = new Map<string, string>();

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(BeaconRounds) private readonly rounds: BeaconRounds,
  ) {}

  async seed(tubeId: string): Promise<string> {
    const known = this.seeds.get(tubeId);
    if (known) return known;
    const row = await this.db.getRepository(DrawSeedRow).findOneBy({ streamId: `tube-${tubeId}` });
    if (!row) throw new TubeSeedMissing(tubeId);
    this.seeds.set(tubeId, row.seedHex);
    return row.seedHex;
  }

  /**
   * The round the tube named, as signed under the key it named; waits for it to be published
   * (BeaconRoundLate when it does not come). Null for a tube opened without a beacon.
   */
  async beacon(tube: OpenTubeState): Promise<SignedBeaconRound | null> {
    if (!tube.beacon) return null;
    const signed = await this.rounds.round(tube.beacon.round);
    // Only when the shop changed beacon (or key) since the tube opened: no layout can be trusted then.
    const problem = beaconRoundProblem(tube.beacon.publicKey, signed);
    if (problem) throw new Error(`tube ${tube.tubeId}: ${problem}`);
    return signed;
  }

  cachedLayout(tubeId: string): TubeLayout | undefined {
    return this.layouts.get(tubeId);
  }

  async layout(tube: OpenTubeState): Promise<TubeLayout> {
    const cached = this.layouts.get(tube.tubeId);
    if (cached) return cached;
    const beacon = await this.beacon(tube);
    const layout = layoutTube({
      tubeId: tube.tubeId,
      seedHex: await this.seed(tube.tubeId),
      beaconHex: beacon?.randomness,
      totalTickets: tube.totalTickets,
      prizes: tube.prizes,
    });
    this.layouts.set(tube.tubeId, layout);
    return layout;
  }
}
