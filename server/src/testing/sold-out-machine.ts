// Test fixture (fairness audit): a capsule machine sold out and revealed through the real machine
// decider and the command runner on a real event store — the commands a purchase and the reveal run.
import { randomUUID } from 'node:crypto';
import { capsuleOrder, gachaCommitmentV2, type GachaItem } from '@shop/contracts';
import type { EventStore } from '../event-store/event-store.port';
import { systemMetadata } from '../http/request-metadata';
import { runCommand } from '../platform/command-runner';
import { machineDecider, machineStreamId, type MachineCommand } from '../modules/gacha/domain/machine.decide';

export const auditMachineItems: GachaItem[] = [
  { id: 'cat', name: '招財貓', rarity: 'common', image_url: '/demo/products/3001.svg', quantity: 2 },
  { id: 'fox', name: '狐狸', rarity: 'rare', image_url: '/demo/products/3001.svg', quantity: 1 },
  { id: 'dragon', name: '金龍', rarity: 'secret', image_url: '/demo/products/3001.svg', quantity: 1 },
];

/** Stocks a 4-capsule machine (round 1), sells every capsule to the buyers in turn and reveals the seed. */
export async function sellOutMachine(store: EventStore, options: { machineId: string; productId: string; buyers: string[]; seed: string }) {
  const { machineId, productId, buyers, seed } = options;
  const order = capsuleOrder(seed, auditMachineItems);
  let clock = Date.parse('2026-11-22T07:00:00.000Z');
  const run = (command: MachineCommand) =>
    runCommand({ store, streamId: machineStreamId(machineId), decider: machineDecider, command, metadata: systemMetadata(new Date(clock)) });

  await run({
    type: 'StockMachine',
    data: { machineId, productId, items: auditMachineItems, commitment: gachaCommitmentV2(machineId, 1, auditMachineItems, seed) },
  });
  for (let k = 0; k < order.length; k++) {
    clock += 60_000;
    await run({ type: 'DrawCapsule', data: { machineId, orderId: randomUUID(), userId: buyers[k % buyers.length]!, capsuleOrder: order } });
  }
  await run({ type: 'RevealGachaSeed', data: { machineId, seedHex: seed } });
  return { order };
}
