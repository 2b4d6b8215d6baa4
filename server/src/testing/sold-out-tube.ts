// Test fixture (fairness audit): a tube sold out and revealed through the real tube decider and
// the command runner on a real event store — the same commands the purchase process runs.
import { randomUUID } from 'node:crypto';
import { layoutTube, tubeCommitment, type TubeOpened } from '@shop/contracts';
import type { EventStore } from '../event-store/event-store.port';
import { systemMetadata } from '../http/request-metadata';
import { runCommand } from '../platform/command-runner';
import { payingHolder, tubeDecider, type TubeCommand } from '../modules/ichiban/domain/tube.decide';

export const auditTubePrizes: TubeOpened['data']['prizes'] = [
  { tier: 'A', name: '大賞 限定公仔', quantity: 1, image_url: '/demo/a.svg' },
  { tier: 'B', name: '壓克力立牌', quantity: 2, image_url: '/demo/b.svg' },
  { tier: 'C', name: '角色毛巾', quantity: 4, image_url: '/demo/c.svg' },
  { tier: 'C', name: '角色徽章', quantity: 3, image_url: '/demo/c2.svg' },
  { tier: 'LAST', name: '最後賞 特別版', quantity: 1, image_url: '/demo/last.svg' },
];

/**
 * Opens a 10-ticket tube, sells it to the buyers in turn (each buys a lock, then 1..3 numbers),
 * and — unless `reveal` is false — reveals the seed. Returns the seed and the final buyer.
 */
export async function sellOutTube(
  store: EventStore,
  options: { tubeId: string; productId: string; buyers: string[]; seed: string; reveal?: boolean },
) {
  const { tubeId, productId, buyers, seed } = options;
  const streamId = `tube-${tubeId}`;
  const totalTickets = 10;
  const layout = layoutTube({ tubeId, seedHex: seed, totalTickets, prizes: auditTubePrizes });
  let clock = Date.parse('2026-11-22T06:00:00.000Z');
  const run = (command: TubeCommand) => runCommand({ store, streamId, decider: tubeDecider, command, metadata: systemMetadata(new Date(clock)) });

  await run({ type: 'OpenTube', data: { tubeId, productId, totalTickets, prizes: auditTubePrizes, commitment: tubeCommitment(tubeId, seed) } });
  // Picked numbers, in purchase order: 3 + 3 + 2 + 2 = 10.
  const purchases = [
    [4, 1, 9],
    [2, 10, 5],
    [7, 3],
    [8, 6],
  ];
  let finalBuyer = '';
  for (const [k, numbers] of purchases.entries()) {
    const userId = buyers[k % buyers.length]!;
    clock += 60_000;
    await run({ type: 'LockTube', data: { tubeId, userId, holder: payingHolder }, now: new Date(clock) });
    await run({
      type: 'DrawTickets',
      data: { tubeId, orderId: randomUUID(), userId, numbers, count: numbers.length, fullPack: false, randomSeed: seed, layout, paidByCard: false },
      now: new Date(clock),
    });
    if (k < purchases.length - 1) await run({ type: 'ReleaseTubeLock', data: { tubeId, userId }, now: new Date(clock) });
    finalBuyer = userId;
  }
  if (options.reveal !== false) await run({ type: 'RevealTubeSeed', data: { tubeId, seedHex: seed, beacon: null } });
  return { layout, finalBuyer };
}
