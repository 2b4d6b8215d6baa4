import { createHash } from 'node:crypto';
import {
  capsuleOrder,
  gachaCommitment,
  gachaEventHash,
  genesisHash,
  packageAuditLines,
  packageCommitment,
  publicGachaEvent,
  type GachaItem,
} from '@shop/contracts';
import { AUDIT_KINDS, checkAuditFile } from './audit-kinds';

const seed = createHash('sha256').update('audit kinds spec').digest('hex');
const items: GachaItem[] = [
  { id: 'cat', name: '招財貓', rarity: 'common', image_url: '/g/cat.svg', quantity: 1 },
  { id: 'fox', name: '狐狸', rarity: 'rare', image_url: '/g/fox.svg', quantity: 1 },
];

/** A 2-capsule machine sold out and revealed, chained and exported as the machine and the export write it. */
type Unchained = { type: string; data: Record<string, unknown> };

function gachaExport(edit: (events: Unchained[]) => void = () => {}): string {
  const order = capsuleOrder(seed, items);
  const drawn = (position: number): Unchained => {
    const item = items.find((i) => i.id === order[position - 1])!;
    return {
      type: 'CapsuleDrawn',
      data: { round: 1, position, orderId: `o${position}`, userId: 'u1', itemId: item.id, itemName: item.name, rarity: item.rarity },
    };
  };
  const events: Unchained[] = [
    { type: 'GachaStocked', data: { productId: 'p', round: 1, items, commitment: gachaCommitment('m1', 1, seed) } },
    drawn(1),
    drawn(2),
    { type: 'GachaSoldOut', data: { round: 1 } },
    { type: 'GachaSeedRevealed', data: { round: 1, seed } },
  ];
  edit(events);
  let prevHash = genesisHash;
  return events
    .map((e, revision) => {
      const linked = { type: e.type, data: { machineId: 'm1', ...e.data, prevHash } as { machineId: string } };
      prevHash = gachaEventHash(linked);
      return JSON.stringify({ revision, recordedAt: '2026-11-24T06:00:00.000Z', ...publicGachaEvent(linked) });
    })
    .join('\n');
}

const packageExport = () =>
  packageAuditLines([
    {
      revision: 0,
      recordedAt: '2026-11-24T06:00:00.000Z',
      type: 'PackageOpened',
      data: {
        packageId: 'b1',
        productId: 'p',
        items: [{ name: '兔子', rarity: 'normal', image_url: '/b.svg' }],
        commitment: packageCommitment('b1', seed),
      },
    },
  ])
    .map((l) => JSON.stringify(l))
    .join('\n');

describe('the auditor’s per-kind checks', () => {
  it('verifies a gacha export with verifyGachaLog', () => {
    expect(AUDIT_KINDS.gacha.check('扭蛋機 m1', gachaExport())).toMatchObject({ source: '扭蛋機 m1', status: 'verified' });
    expect(AUDIT_KINDS.gacha.exportPath('m 1')).toBe('/api/audit/gacha/m%201/events');
  });

  it('names the capsule that was swapped, even when the chain was recomputed', () => {
    const swapped = gachaExport((events) => {
      const other = items.find((i) => i.id !== events[1]!.data.itemId)!;
      Object.assign(events[1]!.data, { itemId: other.id, itemName: other.name, rarity: other.rarity });
    });
    expect(AUDIT_KINDS.gacha.check('x', swapped)).toMatchObject({ status: 'failed', failure: { index: 1, code: 'item-mismatch' } });
  });

  it('reads a blind-box export with its chain hashes and verifies it with verifyPackageLog', () => {
    expect(AUDIT_KINDS.blindbox.check('盒 b1', packageExport())).toMatchObject({ status: 'unrevealed' });
  });

  it('checks a file by the kind its first event names', () => {
    expect(checkAuditFile('g.ndjson', `\n${gachaExport()}`)).toMatchObject({ source: 'g.ndjson', status: 'verified' });
    expect(checkAuditFile('b.ndjson', packageExport())).toMatchObject({ status: 'unrevealed' });
    const tube = checkAuditFile('t.ndjson', JSON.stringify({ revision: 0, recordedAt: 'x', type: 'TubeOpened', data: {} }));
    expect(tube).toMatchObject({ status: 'failed', failure: { index: 0, code: 'malformed' } });
  });

  it('says which files it cannot check instead of guessing', () => {
    expect(checkAuditFile('a.txt', 'not json')).toMatchObject({ status: 'failed' });
    expect(checkAuditFile('a.txt', 'not json').failure).toBeUndefined();
    const other = checkAuditFile('o.ndjson', JSON.stringify({ revision: 0, recordedAt: 'x', type: 'WalletOpened', data: {} }));
    expect(other).toMatchObject({ status: 'failed' });
    expect(other.failure).toBeUndefined();
  });
});
