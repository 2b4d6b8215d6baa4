// The blind-box line of the purchase core: an order takes slots from its package (the package
// decider's DrawSlots, with the layout fixed by the package's secret seed), each slot's item goes
// to the prize box, and the order that sells the last slot also publishes the seed — all in the
// purchase's one commit.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventMetadata, FulfilledPrize, PackageEvent, PackageItem, SignedBeaconRound } from '@shop/contracts';
import { PackageBoardRow } from '@shop/projections';
import { DataSource, IsNull } from 'typeorm';
import { PurchaseCore } from '../../../purchases/purchase-core';
import type { BoxItem, PlacedOrderData, PurchaseLine } from '../../../purchases/purchase-line';
import { RevealPackageSeedCommand } from '../commands/reveal-package-seed/reveal-package-seed.command';
import { packageDecider, packageStreamId } from '../domain/package.decide';
import type { Package } from '../domain/package.state';
import { PackageSecrets } from '../package-secrets';

export interface BlindboxPrepared {
  layout: PackageItem[] | null;
  /** Only when the package is or may now become sold out: the seed it then publishes, with its beacon round (package-v3). */
  seedHex: string | null;
  beacon: SignedBeaconRound | null;
}

function selectionOf(placed: PlacedOrderData) {
  if (placed.kind !== 'blindbox') throw new Error(`order ${placed.orderId} is not a blind-box order`);
  return placed.blindbox;
}

@Injectable()
export class BlindboxLine implements PurchaseLine<Package, PackageEvent, BlindboxPrepared>, OnModuleInit {
  readonly kind = 'blindbox' as const;
  readonly container = packageDecider;

  constructor(
    @Inject(PurchaseCore) private readonly core: PurchaseCore,
    @Inject(PackageSecrets) private readonly secrets: PackageSecrets,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.core.register(this);
  }

  containerStreamId(placed: PlacedOrderData): string {
    return packageStreamId(selectionOf(placed).packageId);
  }

  async prepare(placed: PlacedOrderData, pkg: Package): Promise<BlindboxPrepared> {
    if (pkg.status !== 'open') return { layout: null, seedHex: null, beacon: null };
    const remaining = pkg.items.length - pkg.drawn.size;
    const mayRevealNow = pkg.soldOut ? !pkg.revealed : selectionOf(placed).itemIndexes.length >= remaining;
    // A package-v3 box is laid out once its beacon round is out: only its first sale (or card) can wait, before any commit.
    const layout = await this.secrets.layout(pkg);
    if (!mayRevealNow) return { layout, seedHex: null, beacon: null };
    return { layout, seedHex: await this.secrets.seed(pkg.packageId), beacon: await this.secrets.beacon(pkg) };
  }

  take(placed: PlacedOrderData, pkg: Package, prepared: BlindboxPrepared, now: Date): PackageEvent[] {
    const { packageId, itemIndexes, wholeBox } = selectionOf(placed);
    return packageDecider.decide(
      {
        type: 'DrawSlots',
        data: { packageId, orderId: placed.orderId, userId: placed.userId, itemIndexes, wholeBox, layout: prepared.layout ?? [] },
        now,
      },
      pkg,
    );
  }

  prizes(placed: PlacedOrderData, pkg: Package): FulfilledPrize[] {
    if (pkg.status !== 'open') throw new Error(`package of order ${placed.orderId} is not open`);
    const indexes = pkg.orders.get(placed.orderId);
    if (!indexes?.length) throw new Error(`package ${pkg.packageId} has no slots for order ${placed.orderId}`);
    return [...indexes]
      .sort((a, b) => a - b)
      .map((index) => {
        const { item } = pkg.drawn.get(index)!;
        return { itemId: `${placed.orderId}-${index + 1}`, number: index + 1, rarity: item.rarity, prizeName: item.name, imageUrl: item.image_url };
      });
  }

  boxItem(placed: PlacedOrderData, prize: FulfilledPrize): BoxItem {
    return {
      itemId: prize.itemId,
      source: 'blindbox',
      productId: placed.productId,
      rarity: prize.rarity,
      name: prize.prizeName,
      imageUrl: prize.imageUrl,
    };
  }

  settle(pkg: Package, prepared: BlindboxPrepared): PackageEvent[] {
    if (pkg.status !== 'open' || !pkg.soldOut || pkg.revealed || !prepared.seedHex) return [];
    return packageDecider.decide(
      { type: 'RevealPackageSeed', data: { packageId: pkg.packageId, seedHex: prepared.seedHex, beacon: prepared.beacon } },
      pkg,
    );
  }

  async settleStranded(metadata: EventMetadata): Promise<number> {
    const rows = await this.db.getRepository(PackageBoardRow).find({ where: { soldOut: true, revealedSeed: IsNull() }, take: 200 });
    let revealed = 0;
    for (const { packageId } of rows)
      if (await this.commands.execute<RevealPackageSeedCommand, boolean>(new RevealPackageSeedCommand(packageId, metadata))) revealed++;
    return revealed;
  }

  describe(placed: PlacedOrderData): string {
    const s = selectionOf(placed);
    return s.wholeBox ? `盲盒 ${placed.productName} 整盒 ×${s.itemIndexes.length}` : `盲盒 ${placed.productName} ×${s.itemIndexes.length}`;
  }

  couponContext(placed: PlacedOrderData): { productId: string; categoryId: string } {
    return { productId: placed.productId, categoryId: '1' };
  }
}
