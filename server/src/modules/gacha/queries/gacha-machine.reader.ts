// The gacha reads: a machine with each item's stock, odds and the caller's collection; a member's
// collections and draw history. From the read models (gacha_machines, gacha_draws) and products.
import { Inject, Injectable } from '@nestjs/common';
import type { CollectionStatus, GachaCollection, GachaHistoryResponse, GachaItemView, GachaProductResponse } from '@shop/contracts';
import { GachaDrawRow, GachaMachineRow, chainHeadOf, type GachaMachineItem } from '@shop/projections';
import { DataSource, In } from 'typeorm';
import { ProductRow } from '../../catalogue/catalogue.public';

@Injectable()
export class GachaMachineReader {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** null when there is no such gacha product or it has no machine yet. */
  async product(productId: string, userId: string | undefined): Promise<GachaProductResponse | null> {
    const [product, machine] = await Promise.all([
      this.db.getRepository(ProductRow).findOneBy({ id: productId, type: 2 }),
      this.db.getRepository(GachaMachineRow).findOneBy({ machineId: productId }),
    ]);
    if (!product || !machine) return null;
    const counts = userId ? await this.counts(userId, [productId]) : new Map<string, number>();
    // The chance of each item among the capsules not drawn yet (paid ones waiting for their beacon round included);
    // none once every capsule is paid for.
    const undrawn = machine.remainingQuantity > 0 ? machine.items.reduce((n, i) => n + i.remaining, 0) : 0;
    const items = machine.items.map((item) => itemView(item, undrawn, counts.get(`${productId}/${item.id}`) ?? 0));
    const collected = items.filter((i) => i.is_collected).map((i) => i.id);
    const status: CollectionStatus = {
      totalItems: items.length,
      collectedItems: collected.length,
      collected_item_ids: collected,
      is_authenticated: !!userId,
    };
    return {
      success: true,
      product: {
        id: product.id,
        name: product.name,
        type: 2,
        price: product.price,
        discount_price: product.discountPrice,
        image_url: product.imageUrl,
        images: product.images.map((url) => ({ url })),
        prizes: machine.items.map((i) => ({ tier: i.rarity, name: i.name, quantity: i.quantity, image_url: i.image_url })),
        allow_point_payment: product.allowPointPayment,
        status: product.status,
        release_date: product.releaseDate?.toISOString() ?? null,
        draw_date: product.drawDate?.toISOString() ?? null,
        description: product.description,
        total_quantity: machine.totalQuantity,
        remaining_quantity: machine.remainingQuantity,
        sold_out: machine.remainingQuantity === 0,
        round: machine.round,
        commitment: machine.commitment,
        revealed_seed: machine.revealedSeed,
        chain_head: chainHeadOf(machine),
      },
      items,
      collection_status: status,
    };
  }

  /** Every machine the member drew from, newest first, with each item's count. */
  async collections(userId: string): Promise<GachaCollection[]> {
    const rows: { machine_id: string }[] = await this.db.query(
      'SELECT machine_id FROM gacha_draws WHERE user_id = $1 GROUP BY machine_id ORDER BY max(drawn_at) DESC',
      [userId],
    );
    const ids = rows.map((r) => r.machine_id);
    if (ids.length === 0) return [];
    const [products, machines, counts] = await Promise.all([
      this.db.getRepository(ProductRow).findBy({ id: In(ids) }),
      this.db.getRepository(GachaMachineRow).findBy({ machineId: In(ids) }),
      this.counts(userId, ids),
    ]);
    return ids.flatMap((id) => {
      const product = products.find((p) => p.id === id);
      const machine = machines.find((x) => x.machineId === id);
      if (!product || !machine) return [];
      const items = machine.items.map((item) => {
        const count = counts.get(`${id}/${item.id}`) ?? 0;
        return { id: item.id, name: item.name, image_url: item.image_url, rarity: item.rarity, collection_count: count, is_collected: count > 0 };
      });
      return [
        {
          product: { id, name: product.name, image_url: product.imageUrl },
          totalItems: items.length,
          collectedItems: items.filter((i) => i.is_collected).length,
          items,
        },
      ];
    });
  }

  async history(userId: string, page: number, perPage: number): Promise<GachaHistoryResponse['data']> {
    const [rows, total] = await this.db.getRepository(GachaDrawRow).findAndCount({
      where: { userId },
      order: { drawnAt: 'DESC', orderId: 'ASC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
    const ids = [...new Set(rows.map((r) => r.machineId))];
    const [products, machines] = ids.length
      ? await Promise.all([
          this.db.getRepository(ProductRow).findBy({ id: In(ids) }),
          this.db.getRepository(GachaMachineRow).findBy({ machineId: In(ids) }),
        ])
      : [[], []];
    return {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
      data: rows.map((row) => {
        const product = products.find((p) => p.id === row.machineId);
        const image = machines.find((x) => x.machineId === row.machineId)?.items.find((i) => i.id === row.itemId)?.image_url ?? '';
        return {
          order_id: row.orderId,
          drawn_at: row.drawnAt.toISOString(),
          product: { id: row.machineId, name: product?.name ?? '', image_url: product?.imageUrl ?? '' },
          item: { id: row.itemId, name: row.itemName, image_url: image, rarity: row.rarity as 'common' | 'rare' | 'secret' },
          round: row.round,
          position: row.position,
        };
      }),
    };
  }

  /** How many of each item (`<machineId>/<itemId>`) the member owns from these machines. */
  private async counts(userId: string, machineIds: string[]): Promise<Map<string, number>> {
    const rows: { machine_id: string; item_id: string; n: string }[] = await this.db.query(
      'SELECT machine_id, item_id, count(*) AS n FROM gacha_draws WHERE user_id = $1 AND machine_id = ANY($2) GROUP BY machine_id, item_id',
      [userId, machineIds],
    );
    return new Map(rows.map((r) => [`${r.machine_id}/${r.item_id}`, Number(r.n)]));
  }
}

function itemView(item: GachaMachineItem, remainingTotal: number, owned: number): GachaItemView {
  return {
    id: item.id,
    name: item.name,
    image_url: item.image_url,
    rarity: item.rarity,
    quantity: item.quantity,
    remaining_quantity: item.remaining,
    probability: remainingTotal > 0 ? item.remaining / remainingTotal : 0,
    collection_count: owned,
    is_collected: owned > 0,
  };
}
