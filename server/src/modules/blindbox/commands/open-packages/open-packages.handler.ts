// Each new box gets the next free number of its series (`<productId>-<n>`, as the demo boxes), its
// own secret seed stored first (a box never exists without its secret; claiming the seed row is
// what reserves the number, so two admins at once never open the same box), then PackageOpened
// through the package decider with the staff member as the actor. Answers once the slot grid's
// read model shows every box, so the series page lists them.
import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { packageV3Opening, type ItemRarity, type PackageItem } from '@shop/contracts';
import { PackageBoardRow } from '@shop/projections';
import { DataSource, In } from 'typeorm';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { PROJECTION_COMMITS, ReadModelNotCaughtUpError, type ProjectionCommits } from '../../../../platform/projection-commits';
import { ProductRow } from '../../../catalogue/catalogue.public';
import { BeaconRounds } from '../../../fairness/fairness.public';
import { packageDecider, packageStreamId } from '../../domain/package.decide';
import { OpenPackagesCommand, SeriesNotFound, UnknownFigure, type PackagesOpened } from './open-packages.command';

@CommandHandler(OpenPackagesCommand)
export class OpenPackagesHandler implements ICommandHandler<OpenPackagesCommand, PackagesOpened> {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_COMMITS) private readonly commits: ProjectionCommits,
    @Inject(BeaconRounds) private readonly rounds: BeaconRounds,
  ) {}

  async execute({ productId, request, metadata }: OpenPackagesCommand): Promise<PackagesOpened> {
    const series = await this.db.getRepository(ProductRow).findOneBy({ id: productId, type: 1 });
    if (!series) throw new SeriesNotFound(productId);
    const items: PackageItem[] = request.contents.flatMap(({ figure, quantity }) => {
      const f = series.prizes[figure];
      if (!f) throw new UnknownFigure(`${productId} has no figure ${figure}`);
      return Array.from({ length: quantity }, () => ({ name: f.name, rarity: f.tier as ItemRarity, image_url: f.image_url }));
    });
    const now = new Date(metadata.occurredAt);
    const packageIds: string[] = [];
    let n = await this.lastNumber(productId);
    for (let box = 0; box < request.boxes; box++) {
      const seedHex = randomBytes(32).toString('hex');
      let packageId: string;
      do {
        packageId = `${productId}-${++n}`;
      } while (!(await this.claimSeed(packageStreamId(packageId), seedHex, now)));
      await runCommand({
        store: this.store,
        streamId: packageStreamId(packageId),
        decider: packageDecider,
        command: {
          type: 'OpenPackage',
          data: {
            packageId,
            productId,
            items,
            // Laid out once this round is out (docs/fairness.md §10): the box's first sale waits for it.
            ...packageV3Opening(packageId, items, { beaconRound: this.rounds.nextRound(now), beaconPublicKey: this.rounds.publicKey }, seedHex),
          },
        },
        metadata,
        maxAttempts: 1,
      });
      packageIds.push(packageId);
    }
    await this.commits
      .waitFor(
        'package-board',
        async () => (await this.db.getRepository(PackageBoardRow).countBy({ packageId: In(packageIds) })) === packageIds.length,
      )
      .catch((error: unknown) => {
        if (!(error instanceof ReadModelNotCaughtUpError)) throw error;
      });
    return { packageIds, slots: items.length };
  }

  /** The highest box number the series has used (seed rows are never deleted). */
  private async lastNumber(productId: string): Promise<number> {
    const prefix = `package-${productId}-`;
    const rows: { stream_id: string }[] = await this.db.query(
      `SELECT stream_id FROM draw_seeds WHERE left(stream_id, length($1)) = $1 AND substr(stream_id, length($1) + 1) ~ '^[0-9]+$'`,
      [prefix],
    );
    return rows.reduce((max, r) => Math.max(max, Number(r.stream_id.slice(prefix.length))), 0);
  }

  private async claimSeed(streamId: string, seedHex: string, now: Date): Promise<boolean> {
    const claimed: unknown[] = await this.db.query(
      'INSERT INTO draw_seeds (stream_id, seed_hex, created_at) VALUES ($1, $2, $3) ON CONFLICT (stream_id) DO NOTHING RETURNING stream_id',
      [streamId, seedHex, now],
    );
    return claimed.length === 1;
  }
}
