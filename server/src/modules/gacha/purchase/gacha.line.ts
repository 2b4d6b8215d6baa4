// The gacha line of the purchase core.
// gacha-v3 rounds: the paid order reserves a capsule naming the first beacon round published at
// least a second after the purchase is decided (ReserveCapsule) and stays paid (`awaiting`). Once
// that round is out, the draw sweeper runs the order again (a Recover step, together with every
// other capsule then due on an atomic store): the capsule is drawn from what is left with the
// round's signed randomness and the seed (DrawReservedCapsule), the item goes to the prize box and
// the order is fulfilled, in one commit; the draw that empties the round
// also publishes its seed. A purchase that waits for a late or unreachable beacon stays paid and
// reserved until the round comes: it is never decided any other way.
// gacha-v2 rounds (stocked before): an order takes the next capsule of the committed order at once.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventMetadata, FulfilledPrize, GachaEvent, OrderPlaced, SignedBeaconRound } from '@shop/contracts';
import { GachaMachineRow } from '@shop/projections';
import { DataSource, IsNull } from 'typeorm';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { runCommand } from '../../../platform/command-runner';
import { PurchaseCore } from '../../../purchases/purchase-core';
import type { BoxItem, PlacedOrderData, PurchaseLine } from '../../../purchases/purchase-line';
import { BeaconRounds } from '../../fairness/fairness.public';
import { CapsuleNotDrawable, machineDecider, machineStreamId } from '../domain/machine.decide';
import { isOnSale, nextToDraw, type Machine } from '../domain/machine.state';
import { GachaSecrets } from '../gacha-secrets';

export interface GachaPrepared {
  /** gacha-v2: the round's committed capsule order. */
  capsuleOrder: string[];
  /** When this order may sell the machine out, or draws a gacha-v3 capsule: the round's seed. */
  seedHex: string | null;
  /** gacha-v3: the signed beacon round this order's reserved capsule is drawn with, once it is out and its turn. */
  beacon: SignedBeaconRound | null;
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
    @Inject(BeaconRounds) private readonly rounds: BeaconRounds,
  ) {}

  onModuleInit(): void {
    this.core.register(this);
  }

  containerStreamId(placed: PlacedOrderData): string {
    return machineStreamId(gachaOf(placed).machineId);
  }

  async prepare(placed: PlacedOrderData, machine: Machine): Promise<GachaPrepared> {
    // An empty or closed machine refuses in `take`; a sold-out one may still owe its reveal.
    if (machine.status !== 'stocked') return { capsuleOrder: [], seedHex: null, beacon: null };
    const mayRevealNow = machine.soldOut ? !machine.revealed : machine.total - machine.sold <= 1;
    const seed = () => this.secrets.seed(machine.machineId, machine.round);
    if (machine.scheme === 'gacha-v3') {
      const turn = nextToDraw(machine);
      const beacon = turn?.orderId === placed.orderId ? await this.rounds.published(turn.beaconRound) : null;
      return { capsuleOrder: [], seedHex: beacon || mayRevealNow ? await seed() : null, beacon };
    }
    return {
      capsuleOrder: isOnSale(machine) ? await this.secrets.capsuleOrder(machine) : [],
      seedHex: mayRevealNow ? await seed() : null,
      beacon: null,
    };
  }

  take(placed: PlacedOrderData, machine: Machine, prepared: GachaPrepared, now: Date): GachaEvent[] {
    const { machineId } = gachaOf(placed);
    const { orderId, userId } = placed;
    if (machine.status !== 'stocked' || machine.scheme !== 'gacha-v3' || machine.orders.has(orderId)) {
      return machineDecider.decide({ type: 'DrawCapsule', data: { machineId, orderId, userId, capsuleOrder: prepared.capsuleOrder } }, machine);
    }
    if (!machine.pending.has(orderId)) {
      return machineDecider.decide(
        { type: 'ReserveCapsule', data: { machineId, orderId, userId, beaconRound: this.rounds.nextRound(now) } },
        machine,
      );
    }
    // Reserved: drawn once its round is out and the capsules paid before it are drawn; until then it waits.
    if (!prepared.beacon || !prepared.seedHex) return [];
    try {
      return machineDecider.decide(
        { type: 'DrawReservedCapsule', data: { machineId, orderId, seedHex: prepared.seedHex, beacon: prepared.beacon } },
        machine,
      );
    } catch (error) {
      // Not drawable with what was prepared (another process drew the one before it meanwhile): it keeps waiting.
      if (error instanceof CapsuleNotDrawable) return [];
      throw error;
    }
  }

  awaiting(placed: PlacedOrderData, machine: Machine): boolean {
    return machine.status === 'stocked' && machine.pending.has(placed.orderId);
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
