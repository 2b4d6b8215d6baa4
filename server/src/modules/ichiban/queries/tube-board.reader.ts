// Reads of the tube board read model, in the spec's response shapes.
import { Inject, Injectable } from '@nestjs/common';
import { laidOutTiers, tubeTxid, type TubeFairness, type TubeInfo } from '@shop/contracts';
import { TubeBoardRow, availableTickets, chainHeadOf, tierCounts } from '@shop/projections';
import { DataSource } from 'typeorm';

/** The tube as shoppers see it at `now`: tickets kept by pending card orders are not among the remaining. */
export function toTubeInfo(row: TubeBoardRow, now = new Date()): TubeInfo {
  return {
    id: row.tubeId,
    raffle_tube_id: row.tubeId,
    product_id: row.productId,
    total_tickets: row.totalTickets,
    remaining_tickets: availableTickets(row, now),
    has_last_prize: row.hasLastPrize,
    revision: row.revision,
    sold_out: row.soldOut,
    commitment: row.commitment,
    chain_head: chainHeadOf(row),
    tiers: tierCounts(row),
    fairness: fairnessOf(row),
  };
}

/** The fairness tool's inputs, once the seed is public (before that the txid would reveal the top tier's numbers). */
function fairnessOf(row: TubeBoardRow): TubeFairness | null {
  if (!row.revealedSeed) return null;
  const top = laidOutTiers.find((tier) => row.prizes.some((p) => p.tier === tier && p.quantity > 0));
  if (!top) return null;
  return {
    seed: row.revealedSeed,
    txid: tubeTxid(row.revealedSeed, row.revealedBeaconRandomness ?? undefined),
    commitment: row.commitment,
    top_tier: top,
    prize_count: row.prizes.filter((p) => p.tier === top).reduce((n, p) => n + p.quantity, 0),
    total_tickets: row.totalTickets,
  };
}

@Injectable()
export class TubeBoardReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  byTube(tubeId: string): Promise<TubeBoardRow | null> {
    return this.db.getRepository(TubeBoardRow).findOneBy({ tubeId });
  }

  byProduct(productId: string): Promise<TubeBoardRow[]> {
    return this.db.getRepository(TubeBoardRow).find({ where: { productId }, order: { openedAt: 'ASC', tubeId: 'ASC' } });
  }
}
