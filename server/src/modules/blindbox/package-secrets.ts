// The secret behind each blind box: its seed (draw_seeds, stream `package-<id>`) and the layout it
// gives (layoutPackage, contracts). Cached: neither ever changes.
import { Inject, Injectable } from '@nestjs/common';
import { layoutPackage, type PackageItem } from '@shop/contracts';
import { DataSource } from 'typeorm';
import { DrawSeedRow } from '../fairness/fairness.public';
import type { OpenPackageState } from './domain/package.state';

@Injectable()
export class PackageSecrets {
  private readonly seeds = new Map<string, string>();
  private readonly layouts = new Map<string, PackageItem[]>();

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async seed(packageId: string): Promise<string> {
    const known = this.seeds.get(packageId);
    if (known) return known;
    const row = await this.db.getRepository(DrawSeedRow).findOneBy({ streamId: `package-${packageId}` });
    if (!row) throw new Error(`no seed stored for package ${packageId}`);
    this.seeds.set(packageId, row.seedHex);
    return row.seedHex;
  }

  async layout(pkg: OpenPackageState): Promise<PackageItem[]> {
    const cached = this.layouts.get(pkg.packageId);
    if (cached) return cached;
    const layout = layoutPackage(await this.seed(pkg.packageId), pkg.items);
    this.layouts.set(pkg.packageId, layout);
    return layout;
  }
}
