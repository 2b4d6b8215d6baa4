// The secret behind each tube: its seed (draw_seeds) and the layout it gives. Laid out only by
// layoutTube (contracts), from the prize multiset of TubeOpened; cached, since it never changes.
import { Inject, Injectable } from '@nestjs/common';
import { layoutTube, type TubeLayout } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { DrawSeedRow } from '../fairness/fairness.public';
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

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async seed(tubeId: string): Promise<string> {
    const known = this.seeds.get(tubeId);
    if (known) return known;
    const row = await this.db.getRepository(DrawSeedRow).findOneBy({ streamId: `tube-${tubeId}` });
    if (!row) throw new TubeSeedMissing(tubeId);
    this.seeds.set(tubeId, row.seedHex);
    return row.seedHex;
  }

  cachedLayout(tubeId: string): TubeLayout | undefined {
    return this.layouts.get(tubeId);
  }

  async layout(tube: OpenTubeState): Promise<TubeLayout> {
    const cached = this.layouts.get(tube.tubeId);
    if (cached) return cached;
    const layout = layoutTube({ tubeId: tube.tubeId, seedHex: await this.seed(tube.tubeId), totalTickets: tube.totalTickets, prizes: tube.prizes });
    this.layouts.set(tube.tubeId, layout);
    return layout;
  }
}
