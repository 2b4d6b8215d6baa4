// The ichiban line of the purchase core: an order takes tickets from its tube (the tube decider's
// DrawTickets, with the layout fixed by the tube's secret seed), its tickets and LAST go to the
// prize box, and the order that sells the final ticket also publishes the tube's seed — all in
// the purchase's one commit.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ichibanSelectionOf,
  type EventMetadata,
  type SignedBeaconRound,
  type FulfilledPrize,
  type TubeEvent,
  type TubeLayout,
} from '@shop/contracts';
import { TubeBoardRow } from '@shop/projections';
import { DataSource, IsNull } from 'typeorm';
import { PurchaseCore } from '../../../purchases/purchase-core';
import type { BoxItem, PlacedOrderData, PurchaseLine } from '../../../purchases/purchase-line';
import { RevealTubeSeedCommand } from '../commands/reveal-tube-seed/reveal-tube-seed.command';
import { tubeDecider } from '../domain/tube.decide';
import type { OpenTubeState, Tube } from '../domain/tube.state';
import { TubeSecrets } from '../tube-secrets';

export interface IchibanPrepared {
  layout: TubeLayout | null;
  /** Only when the tube is or may now become sold out: the seed it then publishes, with its beacon round. */
  seedHex: string | null;
  beacon: SignedBeaconRound | null;
}

export const tubeStreamId = (tubeId: string) => `tube-${tubeId}`;

@Injectable()
export class IchibanLine implements PurchaseLine<Tube, TubeEvent, IchibanPrepared>, OnModuleInit {
  readonly kind = 'ichiban' as const;
  readonly container = tubeDecider;

  constructor(
    @Inject(PurchaseCore) private readonly core: PurchaseCore,
    @Inject(TubeSecrets) private readonly secrets: TubeSecrets,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.core.register(this);
  }

  containerStreamId(placed: PlacedOrderData): string {
    return tubeStreamId(ichibanSelectionOf(placed).tubeId);
  }

  async prepare(placed: PlacedOrderData, tube: Tube): Promise<IchibanPrepared> {
    // An unopened tube refuses in `take`; nothing to load for it.
    if (tube.status !== 'open') return { layout: null, seedHex: null, beacon: null };
    // Waits, outside any transaction, for the beacon round the tube named at opening: only the first
    // sale can meet it unpublished (seconds), every later one finds the layout cached.
    const layout = await this.secrets.layout(tube);
    const remaining = tube.totalTickets - tube.drawn.size;
    const mayRevealNow = tube.soldOut ? !tube.revealed : ichibanSelectionOf(placed).count >= remaining;
    if (!mayRevealNow) return { layout, seedHex: null, beacon: null };
    return { layout, seedHex: await this.secrets.seed(tube.tubeId), beacon: await this.secrets.beacon(tube) };
  }

  take(placed: PlacedOrderData, tube: Tube, prepared: IchibanPrepared, now: Date): TubeEvent[] {
    const { tubeId, numbers, count, fullPack, randomSeed } = ichibanSelectionOf(placed);
    const layout = prepared.layout ?? { tiers: [] };
    return tubeDecider.decide(
      {
        type: 'DrawTickets',
        data: {
          tubeId,
          orderId: placed.orderId,
          userId: placed.userId,
          numbers,
          count,
          fullPack,
          randomSeed,
          layout,
          // Only a paid order is taken: a card order's payment has come, for tickets it held nothing of.
          paidByCard: placed.paymentMethod === 'credit_card',
        },
        now,
      },
      tube,
    );
  }

  prizes(placed: PlacedOrderData, tube: Tube): FulfilledPrize[] {
    return prizesOf(tube as OpenTubeState, placed.orderId);
  }

  boxItem(placed: PlacedOrderData, prize: FulfilledPrize): BoxItem {
    return {
      itemId: prize.itemId,
      source: 'ichiban',
      productId: placed.productId,
      tier: prize.tier,
      name: prize.prizeName,
      imageUrl: prize.imageUrl,
    };
  }

  settle(tube: Tube, prepared: IchibanPrepared): TubeEvent[] {
    if (tube.status !== 'open' || !tube.soldOut || tube.revealed || !prepared.seedHex) return [];
    return tubeDecider.decide({ type: 'RevealTubeSeed', data: { tubeId: tube.tubeId, seedHex: prepared.seedHex, beacon: prepared.beacon } }, tube);
  }

  async settleStranded(metadata: EventMetadata): Promise<number> {
    const tubes = await this.db.getRepository(TubeBoardRow).find({ where: { soldOut: true, revealedSeed: IsNull() }, take: 200 });
    let revealed = 0;
    for (const { tubeId } of tubes)
      if (await this.commands.execute<RevealTubeSeedCommand, boolean>(new RevealTubeSeedCommand(tubeId, metadata))) revealed++;
    return revealed;
  }

  describe(placed: PlacedOrderData): string {
    return `一番賞 ${placed.productName} ×${ichibanSelectionOf(placed).count}`;
  }

  couponContext(placed: PlacedOrderData): { productId: string; categoryId: string } {
    return { productId: placed.productId, categoryId: '0' };
  }
}

/** The order's tickets (ascending) and, if it bought the final ticket, LAST, as the tube recorded them. */
export function prizesOf(tube: OpenTubeState, orderId: string): FulfilledPrize[] {
  const numbers = tube.orders.get(orderId);
  if (!numbers?.length) throw new Error(`tube ${tube.tubeId} has no tickets for order ${orderId}`);
  const image = (tier: string, name: string) => tube.prizes.find((x) => x.tier === tier && x.name === name)?.image_url ?? '';
  const prizes: FulfilledPrize[] = [...numbers]
    .sort((a, b) => a - b)
    .map((number) => {
      const t = tube.drawn.get(number)!;
      return {
        itemId: `${orderId}-${number}`,
        number,
        tier: t.tier as FulfilledPrize['tier'],
        prizeName: t.prizeName,
        imageUrl: image(t.tier, t.prizeName),
      };
    });
  const last = tube.lastPrize;
  if (last && last.orderId === orderId) {
    prizes.push({ itemId: `${orderId}-LAST`, number: last.number, tier: 'LAST', prizeName: last.prizeName, imageUrl: image('LAST', last.prizeName) });
  }
  return prizes;
}
