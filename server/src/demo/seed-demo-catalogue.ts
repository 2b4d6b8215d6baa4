// Seeds the demo catalogue on first start, across the product lines: products as catalogue rows, tubes opened through the
// tube decider and gacha machines stocked through the machine decider, each with a committed
// secret seed (and tubes a beacon round), like any tube or machine the shop opens.
import { randomBytes } from 'node:crypto';
import { gachaCommitmentV3, tubeCommitment, type GachaItem } from '@shop/contracts';
import type { DataSource } from 'typeorm';
import type { EventStore } from '../event-store/event-store.port';
import { systemMetadata } from '../http/request-metadata';
import { runCommand } from '../platform/command-runner';
import { BeaconRounds, DrawSeedRow } from '../modules/fairness/fairness.public';
import { gachaSeedKey, machineDecider, machineStreamId } from '../modules/gacha/gacha.public';
import { tubeDecider } from '../modules/ichiban/ichiban.public';
import { demoIchibanProducts } from './demo-catalogue';
import { demoBlindBoxes, demoGachaMachines, moreIchibanProducts, type DemoShelfProduct } from './demo-shelf-products';
import { ProductRow } from '../modules/catalogue/catalogue.public';

const prizeImage = (productId: string, tier: string) => `/demo/prizes/${productId}-${tier.toLowerCase()}.svg`;

/** Seeds when the catalogue is empty; returns how many products it added. */
export async function seedDemoCatalogue(db: DataSource, store: EventStore, rounds: BeaconRounds, now = new Date()): Promise<number> {
  if ((await db.getRepository(ProductRow).count()) > 0) return 0;
  const ichiban = [...demoIchibanProducts, ...moreIchibanProducts];
  for (const product of ichiban) {
    const prizes = product.prizes.map((p) => ({ ...p, image_url: prizeImage(product.id, p.tier) }));
    await db.getRepository(ProductRow).insert({
      id: product.id,
      name: product.name,
      type: 0,
      price: product.price,
      discountPrice: null,
      pointPrice: null,
      imageUrl: product.image,
      images: [product.image],
      status: '1',
      releaseDate: null,
      drawDate: null,
      allowPointPayment: true,
      prizes,
      description: product.description,
      createdAt: now,
    });
    for (const [index, tickets] of product.tubes.entries()) {
      const tubeId = `${product.id}-${index + 1}`;
      const seedHex = randomBytes(32).toString('hex');
      // The seed is stored before the tube opens: a tube never exists without its secret.
      await db.getRepository(DrawSeedRow).insert({ streamId: `tube-${tubeId}`, seedHex, createdAt: now });
      await runCommand({
        store,
        streamId: `tube-${tubeId}`,
        decider: tubeDecider,
        command: {
          type: 'OpenTube',
          data: {
            tubeId,
            productId: product.id,
            totalTickets: tickets,
            prizes: scalePrizes(prizes, tickets),
            commitment: tubeCommitment(tubeId, seedHex),
            beaconRound: rounds.nextRound(now),
            beaconPublicKey: rounds.publicKey,
          },
        },
        metadata: systemMetadata(now),
      });
    }
  }
  // Blind boxes and gacha alternate below the ichiban series (the list is newest first).
  const shelf = demoBlindBoxes.flatMap((box, i) => [box, demoGachaMachines[i]].filter(Boolean));
  for (const [index, product] of shelf.entries()) {
    const image = `/demo/products/${product.id}.svg`;
    await db.getRepository(ProductRow).insert({
      id: product.id,
      name: product.name,
      type: product.type,
      price: product.price,
      discountPrice: product.discountPrice ?? null,
      pointPrice: null,
      imageUrl: image,
      images: [image],
      status: '1',
      releaseDate: null,
      drawDate: null,
      allowPointPayment: true,
      prizes:
        product.type === 2
          ? gachaItems(product).map((i) => ({ tier: i.rarity, name: i.name, quantity: i.quantity, image_url: i.image_url }))
          : product.items.map((item, i) => ({
              tier: item.rarity,
              name: item.name,
              quantity: 1,
              image_url: `/demo/figures/${product.id}-${i + 1}.svg`,
            })),
      description: product.description,
      createdAt: new Date(now.getTime() - (index + 1) * 1000),
    });
    if (product.type === 2) await stockDemoMachine(db, store, product, rounds.publicKey, now);
  }
  return ichiban.length + shelf.length;
}

/**
 * A demo machine's capsules: the series' first three figures common, the fourth rare, the secret
 * one a single capsule. 3002 is stocked nearly empty, one capsule of each, to show a machine about
 * to sell out.
 */
function gachaItems(product: DemoShelfProduct): GachaItem[] {
  const nearlyEmpty = product.id === '3002';
  return product.items.map((item, i) => ({
    id: `${product.id}-${i + 1}`,
    name: item.name,
    rarity: i === product.items.length - 1 ? 'secret' : i === 3 ? 'rare' : 'common',
    image_url: `/demo/gacha/${product.id}-${i + 1}.svg`,
    quantity: nearlyEmpty || i === product.items.length - 1 ? 1 : i === 3 ? 3 : 8,
  }));
}

/** Stocks a demo machine's first round through the machine decider, its secret seed stored first. */
async function stockDemoMachine(db: DataSource, store: EventStore, product: DemoShelfProduct, beaconPublicKey: string, now: Date): Promise<void> {
  const seedHex = randomBytes(32).toString('hex');
  await db.getRepository(DrawSeedRow).insert({ streamId: gachaSeedKey(product.id, 1), seedHex, createdAt: now });
  await runCommand({
    store,
    streamId: machineStreamId(product.id),
    decider: machineDecider,
    command: {
      type: 'StockMachine',
      data: {
        machineId: product.id,
        productId: product.id,
        items: gachaItems(product),
        commitment: gachaCommitmentV3(product.id, 1, gachaItems(product), beaconPublicKey, seedHex),
        beaconPublicKey,
      },
    },
    metadata: systemMetadata(now),
  });
}

/** The demo prize lists are written for 100 tickets; fit them to a tube's size, LAST kept at 1. */
function scalePrizes<P extends { tier: string; quantity: number }>(prizes: P[], tickets: number): P[] {
  const laidOut = prizes.filter((p) => p.tier !== 'LAST');
  const total = laidOut.reduce((n, p) => n + p.quantity, 0);
  const scaled = laidOut.map((p) => ({ ...p, quantity: Math.max(1, Math.floor((p.quantity * tickets) / total)) }));
  let diff = tickets - scaled.reduce((n, p) => n + p.quantity, 0);
  // Put the rounding remainder on the commonest tiers (the end of the list).
  for (let i = scaled.length - 1; diff !== 0; i = (i - 1 + scaled.length) % scaled.length) {
    if (diff > 0) {
      scaled[i].quantity++;
      diff--;
    } else if (scaled[i].quantity > 1) {
      scaled[i].quantity--;
      diff++;
    }
  }
  return [...scaled, ...prizes.filter((p) => p.tier === 'LAST')];
}
