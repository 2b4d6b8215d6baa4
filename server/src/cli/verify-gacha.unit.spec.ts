// `npm run verify` on a capsule machine's export: the same file format as a tube's, told apart by its first event.
import { capsuleOrder, gachaCommitmentV2, publicGachaEvent, type GachaEvent, type GachaItem } from '@shop/contracts';
import { machineDecider } from '../modules/gacha/gacha.public';
import { honestGachaV3Log, tamperedGachaV3Logs, unrevealedGachaV3Log } from '@shop/testing/gacha-logs';
import { verifyExport } from './verify';

const seed = 'ab'.repeat(32);
const items: GachaItem[] = [
  { id: 'a', name: '甲', rarity: 'common', image_url: '', quantity: 2 },
  { id: 'b', name: '乙', rarity: 'secret', image_url: '', quantity: 1 },
];

function machineLog(sellOut: boolean): string {
  const events: GachaEvent[] = [];
  const apply = (command: Parameters<typeof machineDecider.decide>[0]) =>
    events.push(...machineDecider.decide(command, events.reduce(machineDecider.evolve, machineDecider.initialState)));
  apply({ type: 'StockMachine', data: { machineId: 'm', productId: 'm', items, commitment: gachaCommitmentV2('m', 1, items, seed) } });
  const order = capsuleOrder(seed, items);
  for (let i = 0; i < (sellOut ? 3 : 1); i++)
    apply({ type: 'DrawCapsule', data: { machineId: 'm', orderId: `o${i}`, userId: `u${i}`, capsuleOrder: order } });
  if (sellOut) apply({ type: 'RevealGachaSeed', data: { machineId: 'm', seedHex: seed } });
  return events.map((e, revision) => JSON.stringify({ revision, recordedAt: '2026-11-24T00:00:00Z', ...publicGachaEvent(e) })).join('\n');
}

it('verifies a sold-out machine, and waits for the reveal of a running one', () => {
  expect(verifyExport(machineLog(true))).toMatchObject({
    exitCode: 0,
    lines: [expect.stringMatching(/^VERIFIED/), expect.anything(), expect.anything(), expect.anything()],
  });
  expect(verifyExport(machineLog(false)).exitCode).toBe(2);
});

it('fails an edited capsule', () => {
  const edited = machineLog(true).replace('"itemName":"乙"', '"itemName":"甲"');
  expect(verifyExport(edited).exitCode).toBe(1);
});

describe('a gacha-v3 machine (capsules drawn at beacon rounds)', () => {
  const asFile = (log: readonly object[]) => log.map((l) => JSON.stringify(l)).join('\n');

  it('verifies its sold-out log with every beacon signature, and waits for the reveal of a running one', () => {
    expect(verifyExport(asFile(honestGachaV3Log()))).toMatchObject({
      exitCode: 0,
      lines: expect.arrayContaining([expect.stringMatching(/^VERIFIED/)]),
    });
    expect(verifyExport(asFile(unrevealedGachaV3Log())).exitCode).toBe(2);
  });

  it.each(tamperedGachaV3Logs().map((t) => [t.name, t] as const))('fails %s', (_name, tampered) => {
    const result = verifyExport(asFile(tampered.log));
    expect(result.exitCode).toBe(1);
    expect(result.lines.join('\n')).toContain(`#${tampered.failsAt}`);
  });
});
