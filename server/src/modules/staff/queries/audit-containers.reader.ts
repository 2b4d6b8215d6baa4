// The auditor's list: every container a draw was taken from, with its state, its commitment and —
// once revealed — its seed. One section per container kind; ichiban tubes come from the tube board.
import { Inject, Injectable } from '@nestjs/common';
import type { AuditContainer, AuditContainersResponse } from '@shop/contracts';
import { TubeBoardRow } from '@shop/projections';
import { DataSource, In } from 'typeorm';
import { ProductRow } from '../../catalogue/catalogue.public';

function tubeStatus(row: TubeBoardRow): AuditContainer['status'] {
  if (row.revealedSeed) return 'revealed';
  return row.soldOut ? 'sold_out' : 'open';
}

@Injectable()
export class AuditContainersReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async containers(): Promise<AuditContainersResponse['data']> {
    const tubes = await this.db.getRepository(TubeBoardRow).find({ order: { productId: 'ASC', openedAt: 'ASC', tubeId: 'ASC' } });
    const products = await this.db
      .getRepository(ProductRow)
      .find({ where: { id: In([...new Set(tubes.map((t) => t.productId))]) }, select: { id: true, name: true } });
    const names = new Map(products.map((p) => [p.id, p.name]));
    return [
      {
        kind: 'ichiban',
        containers: tubes.map((t) => ({
          id: t.tubeId,
          product_id: t.productId,
          product_name: names.get(t.productId) ?? t.productId,
          status: tubeStatus(t),
          total: t.totalTickets,
          drawn: t.drawnNumbers.length,
          commitment: t.commitment,
          seed: t.revealedSeed,
          opened_at: t.openedAt.toISOString(),
        })),
      },
    ];
  }
}
