// The secret behind each blind box: its seed (draw_seeds, stream `package-<id>`) and the layout it
// gives (layoutPackage, contracts) — for a package-v3 box with the beacon round it named at opening
// mixed in, once that round is out. Cached: neither ever changes.
import { Inject, Injectable } from '@nestjs/common';
import { beaconRoundProblem, layoutPackage, type PackageItem, type SignedBeaconRound } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { BeaconRounds, DrawSeedRow } from '../fairness/fairness.public';
import type { OpenPackageState } from './domain/package.state';

@Injectable()
export class PackageSecrets {
  private readonly seeds = new Map<string, string>();
  private readonly layouts = new Map<string, PackageItem[]>();

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(BeaconRounds) private readonly rounds: BeaconRounds,
  ) {}

  async seed(packageId: string): Promise<string> {
    const known = this.seeds.get(packageId);
    if (known) return known;
    const row = await this.db.getRepository(DrawSeedRow).findOneBy({ streamId: `package-${packageId}` });
    if (!row) throw new Error(`no seed stored for package ${packageId}`);
    this.seeds.set(packageId, row.seedHex);
    return row.seedHex;
  }

  /** The round a package-v3 box named, as signed under the key it named; waits for it (BeaconRoundLate). Null before v3. */
  async beacon(pkg: OpenPackageState): Promise<SignedBeaconRound | null> {
    if (pkg.beaconRound === undefined || pkg.beaconPublicKey === undefined) return null;
    const signed = await this.rounds.round(pkg.beaconRound);
    // Only when the shop changed beacon (or key) since the box opened: no layout can be trusted then.
    const problem = beaconRoundProblem(pkg.beaconPublicKey, signed);
    if (problem) throw new Error(`package ${pkg.packageId}: ${problem}`);
    return signed;
  }

  async layout(pkg: OpenPackageState): Promise<PackageItem[]> {
    const cached = this.layouts.get(pkg.packageId);
    if (cached) return cached;
    const beacon = await this.beacon(pkg);
    const layout = layoutPackage(await this.seed(pkg.packageId), pkg.items, beacon?.randomness);
    this.layouts.set(pkg.packageId, layout);
    return layout;
  }
}
