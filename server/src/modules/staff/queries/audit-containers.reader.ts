// The auditor's list: every container a draw was taken from, with its state, its commitment and —
// once revealed — its seed. One section per container kind: ichiban tubes from the tube board,
// gacha machines (their current round) from gacha_machines, blind boxes from the package board.
import { Inject, Injectable } from '@nestjs/common';
import type { AuditContainer, AuditContainersResponse } from '@shop/contracts';
import { GachaMachineRow, PackageBoardRow, TubeBoardRow } from '@shop/projections';
import { DataSource, In } from 'typeorm';
import { ProductRow } from '../../catalogue/catalogue.public';

function status(row: { revealedSeed: string | null; soldOut: boolean }): AuditContainer['status'] {
  if (row.revealedSeed) return 'revealed';
  return row.soldOut ? 'sold_out' : 'open';
}

@Injectable()
export class AuditContainersReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async containers(): Promise<AuditContainersResponse['data']> {
    const [tubes, machines, packages] = await Promise.all([
      this.db.getRepository(TubeBoardRow).find({ order: { productId: 'ASC', openedAt: 'ASC', tubeId: 'ASC' } }),
      this.db.getRepository(GachaMachineRow).find({ order: { productId: 'ASC', machineId: 'ASC' } }),
      this.db.getRepository(PackageBoardRow).find({ order: { productId: 'ASC', openedAt: 'ASC', packageId: 'ASC' } }),
    ]);
    const ids = new Set([...tubes, ...machines, ...packages].map((c) => c.productId));
    const products = await this.db.getRepository(ProductRow).find({ where: { id: In([...ids]) }, select: { id: true, name: true } });
    const names = new Map(products.map((p) => [p.id, p.name]));
    const name = (productId: string) => names.get(productId) ?? productId;
    return [
      {
        kind: 'ichiban',
        containers: tubes.map((t) => ({
          id: t.tubeId,
          product_id: t.productId,
          product_name: name(t.productId),
          status: status(t),
          total: t.totalTickets,
          drawn: t.drawnNumbers.length,
          commitment: t.commitment,
          seed: t.revealedSeed,
          opened_at: t.openedAt.toISOString(),
          round: null,
        })),
      },
      {
        kind: 'gacha',
        containers: machines.map((m) => ({
          id: m.machineId,
          product_id: m.productId,
          product_name: name(m.productId),
          status: status(m),
          total: m.totalQuantity,
          drawn: m.totalQuantity - m.remainingQuantity,
          commitment: m.commitment,
          seed: m.revealedSeed,
          opened_at: null,
          round: m.round,
        })),
      },
      {
        kind: 'blindbox',
        containers: packages.map((p) => ({
          id: p.packageId,
          product_id: p.productId,
          product_name: name(p.productId),
          status: status(p),
          total: p.totalSlots,
          drawn: Object.keys(p.drawn).length,
          commitment: p.commitment,
          seed: p.revealedSeed,
          opened_at: p.openedAt.toISOString(),
          round: null,
        })),
      },
    ];
  }
}
