// Reads of the tube board read model, in the spec's response shapes.
import { Inject, Injectable } from '@nestjs/common';
import type { TubeInfo } from '@shop/contracts';
import { TubeBoardRow, remainingTickets } from '@shop/projections';
import { DataSource } from 'typeorm';

export function toTubeInfo(row: TubeBoardRow): TubeInfo {
  return {
    id: row.tubeId,
    raffle_tube_id: row.tubeId,
    product_id: row.productId,
    total_tickets: row.totalTickets,
    remaining_tickets: remainingTickets(row),
    has_last_prize: row.hasLastPrize,
    revision: row.revision,
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
