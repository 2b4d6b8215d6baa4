// The gacha line of the purchase core: an order takes the next capsule of its machine's committed
// order (the machine decider's DrawCapsule, the order computed from the round's secret seed), the
// item goes to the prize box with its rarity, and the order that sells the last capsule also
// publishes the round's seed — all in the purchase's one commit.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventMetadata, FulfilledPrize, GachaEvent, OrderPlaced } from '@shop/contracts';
import { GachaMachineRow } from '@shop/projections';
import { DataSource, IsNull } from 'typeorm';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { runCommand } from '../../../platform/command-runner';
import { PurchaseCore } from '../../../purchases/purchase-core';
import type { BoxItem, PlacedOrderData, PurchaseLine } from '../../../purchases/purchase-line';
import { machineDecider, machineStreamId } from '../domain/machine.decide';
import { isOnSale, type Machine } from '../domain/machine.state';
import { GachaSecrets } from '../gacha-secrets';

export interface GachaPrepared {
  capsuleOrder: string[];
  /** Only when this order may sell the machine out: the seed it then publishes. */
  seedHex: string | null;
}

type GachaPlaced = Extract<OrderPlaced['data'], { kind: 'gacha' }>;

function gachaOf(placed: PlacedOrderData): GachaPlaced['gacha'] {
  if (placed.kind !== 'gacha') throw new Error(`order ${placed.orderId} is not a gacha order`);
  return placed.gacha;
}

@Injectable()
export class GachaLine implements PurchaseLine<Machine, GachaEvent, GachaPrepared>, OnModuleInit {
  readonly kind = 'gacha' as const;
  readonly container = machineDecider;

  constructor(
    @Inject(PurchaseCore) private readonly core: PurchaseCore,
    @Inject(GachaSecrets) private readonly secrets: GachaSecrets,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.core.register(this);
  }

  containerStreamId(placed: PlacedOrderData): string {
    return machineStreamId(gachaOf(placed).machineId);
  }

  async prepare(_placed: PlacedOrderData, machine: Machine): Promise<GachaPrepared> {
    // An empty or closed machine refuses in `take`; a sold-out one may still owe its reveal.
    if (machine.status !== 'stocked') return { capsuleOrder: [], seedHex: null };
    const mayRevealNow = machine.soldOut ? !machine.revealed : machine.total - machine.sold <= 1;
    return {
      capsuleOrder: isOnSale(machine) ? await this.secrets.capsuleOrder(machine) : [],
      seedHex: mayRevealNow ? await this.secrets.seed(machine.machineId, machine.round) : null,
    };
  }

  take(placed: PlacedOrderData, machine: Machine, prepared: GachaPrepared): GachaEvent[] {
    return machineDecider.decide(
      {
        type: 'DrawCapsule',
        data: { machineId: gachaOf(placed).machineId, orderId: placed.orderId, userId: placed.userId, capsuleOrder: prepared.capsuleOrder },
      },
      machine,
    );
  }

  prizes(placed: PlacedOrderData, machine: Machine): FulfilledPrize[] {
    const capsule = machine.status === 'stocked' ? machine.orders.get(placed.orderId) : undefined;
    if (machine.status !== 'stocked' || !capsule) throw new Error(`machine has no capsule for order ${placed.orderId}`);
    // The item as stocked in the capsule's round; a later restock keeps item ids, so the current list names it.
    const item = machine.items.find((i) => i.id === capsule.itemId);
    if (!item) throw new Error(`item ${capsule.itemId} of order ${placed.orderId} is no longer stocked`);
    return [
      {
        itemId: `${placed.orderId}-${capsule.position}`,
        number: capsule.position,
        rarity: item.rarity,
        prizeName: item.name,
        imageUrl: item.image_url,
      },
    ];
  }

  boxItem(placed: PlacedOrderData, prize: FulfilledPrize): BoxItem {
    return {
      itemId: prize.itemId,
      source: 'gacha',
      productId: placed.productId,
      rarity: prize.rarity,
      name: prize.prizeName,
      imageUrl: prize.imageUrl,
    };
  }

  settle(machine: Machine, prepared: GachaPrepared): GachaEvent[] {
    if (machine.status !== 'stocked' || !machine.soldOut || machine.revealed || !prepared.seedHex) return [];
    return machineDecider.decide({ type: 'RevealGachaSeed', data: { machineId: machine.machineId, seedHex: prepared.seedHex } }, machine);
  }

  async settleStranded(metadata: EventMetadata): Promise<number> {
    const machines = await this.db.getRepository(GachaMachineRow).find({ where: { soldOut: true, revealedSeed: IsNull() }, take: 200 });
    let revealed = 0;
    for (const { machineId, round } of machines) {
      const result = await runCommand({
        store: this.store,
        streamId: machineStreamId(machineId),
        decider: machineDecider,
        command: { type: 'RevealGachaSeed', data: { machineId, seedHex: await this.secrets.seed(machineId, round) } },
        metadata,
      });
      if (result.events.length) revealed++;
    }
    return revealed;
  }

  describe(placed: PlacedOrderData): string {
    return `轉蛋 ${placed.productName}`;
  }

  couponContext(placed: PlacedOrderData): { productId: string; categoryId: string } {
    return { productId: placed.productId, categoryId: '2' };
  }
}
