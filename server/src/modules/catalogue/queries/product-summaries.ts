// Turns product rows into the list shape, with ichiban ticket counts from the tube board.
import type { ProductSummary, ProductType } from '@shop/contracts';
import { TubeBoardRow } from '@shop/projections';
import { In, type DataSource } from 'typeorm';
import type { ProductRow } from '../product.entity';

export async function productSummaries(db: DataSource, rows: ProductRow[]): Promise<ProductSummary[]> {
  const ichibanIds = rows.filter((r) => r.type === 0).map((r) => r.id);
  const tubes = ichibanIds.length ? await db.getRepository(TubeBoardRow).findBy({ productId: In(ichibanIds) }) : [];
  const raffle = new Map<string, { remaining_tickets: number; total_tickets: number }>();
  for (const tube of tubes) {
    const info = raffle.get(tube.productId) ?? { remaining_tickets: 0, total_tickets: 0 };
    info.remaining_tickets += tube.totalTickets - tube.drawnNumbers.length;
    info.total_tickets += tube.totalTickets;
    raffle.set(tube.productId, info);
  }
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    type: p.type as ProductType,
    price: p.price,
    discount_price: p.discountPrice,
    point_price: p.pointPrice,
    image_url: p.imageUrl,
    status: p.status,
    release_date: p.releaseDate?.toISOString() ?? null,
    draw_date: p.drawDate?.toISOString() ?? null,
    allow_point_payment: p.allowPointPayment,
    raffle_info: p.type === 0 ? (raffle.get(p.id) ?? { remaining_tickets: 0, total_tickets: 0 }) : null,
  }));
}
