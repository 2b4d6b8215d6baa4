// Demo blind boxes: every blind-box product of the demo catalogue gets packages opened through the
// package decider with a committed secret seed, like any box the shop opens. Two series: products
// alternate between 6-slot packages (three boxes) and 12-slot packages (two boxes), with rarities
// normal, rare, ultra_rare, hidden and secret.
import { randomBytes } from 'node:crypto';
import { packageV3Opening, type ItemRarity, type PackageItem } from '@shop/contracts';
import { Like, type DataSource } from 'typeorm';
import type { EventStore } from '../../event-store/event-store.port';
import { systemMetadata } from '../../http/request-metadata';
import { runCommand } from '../../platform/command-runner';
import { ProductRow } from '../catalogue/catalogue.public';
import { BeaconRounds, DrawSeedRow } from '../fairness/fairness.public';
import { packageDecider, packageStreamId } from './domain/package.decide';

/** The series' seven figures: three normal, then rare, ultra rare, hidden, and the secret one. */
const rarities: ItemRarity[] = ['normal', 'normal', 'normal', 'rare', 'ultra_rare', 'hidden', 'secret'];
const sixSlots = [0, 1, 2, 3, 4, 5];
const twelveSlots = [0, 1, 2, 0, 1, 2, 3, 3, 4, 5, 6, 0];

/** Seeds when no package exists yet; returns how many packages it opened. */
export async function seedDemoBlindboxes(db: DataSource, store: EventStore, rounds: BeaconRounds, now = new Date()): Promise<number> {
  if ((await db.getRepository(DrawSeedRow).countBy({ streamId: Like('package-%') })) > 0) return 0;
  const products = await db.getRepository(ProductRow).find({ where: { type: 1 }, order: { createdAt: 'DESC', id: 'ASC' } });
  let opened = 0;
  for (const [index, product] of products.entries()) {
    const figures: PackageItem[] = product.prizes
      .slice(0, rarities.length)
      .map((p, i) => ({ name: p.name, rarity: rarities[i]!, image_url: p.image_url }));
    if (figures.length < rarities.length) continue;
    await db
      .getRepository(ProductRow)
      .update({ id: product.id }, { prizes: figures.map((f) => ({ tier: f.rarity, name: f.name, quantity: 1, image_url: f.image_url })) });
    const twelve = index % 2 === 1;
    const boxes = twelve ? 2 : 3;
    for (let k = 0; k < boxes; k++) {
      const packageId = `${product.id}-${k + 1}`;
      // The secret figure hides in the first of the 6-slot boxes; every 12-slot box has one.
      const slots = twelve ? twelveSlots : k === 0 ? [6, ...sixSlots.slice(1)] : sixSlots;
      const seedHex = randomBytes(32).toString('hex');
      const items = slots.map((i) => figures[i]!);
      await db.getRepository(DrawSeedRow).insert({ streamId: packageStreamId(packageId), seedHex, createdAt: now });
      await runCommand({
        store,
        streamId: packageStreamId(packageId),
        decider: packageDecider,
        command: {
          type: 'OpenPackage',
          data: {
            packageId,
            productId: product.id,
            items,
            ...packageV3Opening(packageId, items, { beaconRound: rounds.nextRound(now), beaconPublicKey: rounds.publicKey }, seedHex),
          },
        },
        metadata: systemMetadata(new Date(now.getTime() + opened)),
      });
      opened++;
    }
  }
  return opened;
}
