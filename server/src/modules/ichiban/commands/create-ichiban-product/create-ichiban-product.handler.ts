// Each tube gets its own secret seed (stored before the tube opens, as for every tube) and opens
// through the tube decider with the staff member as the actor. The product row comes last, once
// the tube board shows every tube, so shoppers never see the product without all its tubes.
import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { constants, tubeCommitment } from '@shop/contracts';
import { TubeBoardRow } from '@shop/projections';
import { DataSource, In } from 'typeorm';
import { EVENT_STORE } from '../../../../event-store/event-store.token';
import type { EventStore } from '../../../../event-store/event-store.port';
import { runCommand } from '../../../../platform/command-runner';
import { PROJECTION_COMMITS, ReadModelNotCaughtUpError, type ProjectionCommits } from '../../../../platform/projection-commits';
import { BeaconRounds, DrawSeedRow } from '../../../fairness/fairness.public';
import { newProductRow, ProductRow } from '../../../catalogue/catalogue.public';
import { tubeDecider } from '../../domain/tube.decide';
import { CreateIchibanProductCommand, type IchibanProductCreated } from './create-ichiban-product.command';

@CommandHandler(CreateIchibanProductCommand)
export class CreateIchibanProductHandler implements ICommandHandler<CreateIchibanProductCommand, IchibanProductCreated> {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_COMMITS) private readonly commits: ProjectionCommits,
    @Inject(BeaconRounds) private readonly rounds: BeaconRounds,
  ) {}

  async execute({ productId, product, staffId, metadata }: CreateIchibanProductCommand): Promise<IchibanProductCreated> {
    const now = new Date(metadata.occurredAt);
    const prizes = product.prizes.map((p) => ({ tier: p.tier, name: p.name, quantity: p.quantity, image_url: product.image_url }));
    const ticketsPerTube = prizes.filter((p) => p.tier !== 'LAST').reduce((n, p) => n + p.quantity, 0);
    const tubeIds: string[] = [];
    for (let index = 1; index <= product.tubes; index++) {
      const tubeId = `${productId}-${index}`;
      const seedHex = randomBytes(32).toString('hex');
      await this.db.getRepository(DrawSeedRow).insert({ streamId: `tube-${tubeId}`, seedHex, createdAt: now });
      await runCommand({
        store: this.store,
        streamId: `tube-${tubeId}`,
        decider: tubeDecider,
        command: {
          type: 'OpenTube',
          data: {
            tubeId,
            productId,
            totalTickets: ticketsPerTube,
            prizes,
            commitment: tubeCommitment(tubeId, seedHex),
            // Laid out only once this round is out (docs/fairness.md §7): the first sale waits for it.
            beaconRound: this.rounds.nextRound(now),
            beaconPublicKey: this.rounds.publicKey,
          },
        },
        metadata,
        maxAttempts: 1,
      });
      tubeIds.push(tubeId);
    }
    // Bounded: a board that lags longer still catches up; the product goes on sale regardless.
    await this.commits
      .waitFor('tube-board', async () => (await this.db.getRepository(TubeBoardRow).countBy({ tubeId: In(tubeIds) })) === tubeIds.length)
      .catch((error: unknown) => {
        if (!(error instanceof ReadModelNotCaughtUpError)) throw error;
      });
    await this.db.getRepository(ProductRow).insert(
      newProductRow({
        id: productId,
        name: product.name,
        type: constants.product.types.ichiban,
        price: product.price,
        imageUrl: product.image_url,
        prizes,
        description: product.description,
        staffId,
        now,
      }),
    );
    return { productId, tubeIds, ticketsPerTube };
  }
}
